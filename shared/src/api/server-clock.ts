/**
 * The services' time as this device sees it. Token expiry is the service's time (`exp`), and a device
 * whose clock is off by a minute would otherwise send expired tokens, or refresh too early, again and
 * again. The offset is learned from what the services say the time is (the `iat` of a token they have
 * just issued, the `Date` of their answers) and kept, so that a reload knows it before the first answer.
 */
export interface ServerClock {
  /** The services' time now, in epoch milliseconds. */
  now(): number;
  /** The services said it was `serverMs` (at the device's `deviceMs`, default now). */
  observe(serverMs: number, deviceMs?: number): void;
  /** Milliseconds the services are ahead of this device (negative: behind). */
  offset(): number;
}

/** Where the offset is kept between page loads (local storage in the browser). */
export interface OffsetStore {
  get(): string | null;
  set(value: string): void;
}

/** Differences below this are the network's delay and the one-second resolution of the sources. */
const NOISE_MS = 2_000;

/** A server clock on the device's clock, with the offset kept in `store` (none: in memory). */
export function createServerClock(deviceNow: () => number = Date.now, store?: OffsetStore | null): ServerClock {
  const stored = Number(store?.get() ?? 0);
  let offset = Number.isFinite(stored) ? stored : 0;
  return {
    now: () => deviceNow() + offset,
    observe(serverMs, deviceMs = deviceNow()) {
      if (!Number.isFinite(serverMs)) return;
      const measured = serverMs - deviceMs;
      if (Math.abs(measured - offset) < NOISE_MS) return;
      offset = Math.abs(measured) < NOISE_MS ? 0 : measured;
      store?.set(String(offset));
    },
    offset: () => offset,
  };
}

const OFFSET_KEY = 'portal.serverClockOffset';

function browserOffsetStore(): OffsetStore | null {
  try {
    const storage = globalThis.localStorage;
    if (!storage) return null;
    return { get: () => storage.getItem(OFFSET_KEY), set: (value) => storage.setItem(OFFSET_KEY, value) };
  } catch {
    return null;
  }
}

let pageClock: ServerClock | undefined;
/** The page's one server clock (both services run on the same time). */
export function serverClock(): ServerClock {
  return (pageClock ??= createServerClock(Date.now, browserOffsetStore()));
}
