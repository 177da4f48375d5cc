import { describe, expect, it, vi } from 'vitest';
import { createReleaseTracker, releaseOf } from './releases';

const manifest = (routesFile: string) => ({
  exposes: [
    { name: 'routes', assets: { js: { sync: [routesFile], async: ['11.aa.js'] }, css: { sync: [], async: [] } } },
  ],
});

function setup(deployed: () => unknown | Promise<never>) {
  let now = 1_000_000;
  const reload = vi.fn(() => true);
  // a fetch that honours its abort signal, as the browser's does
  const fetch = vi.fn(
    (_url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        void Promise.resolve(deployed()).then((body) => resolve(new Response(JSON.stringify(body), { status: 200 })));
      }),
  );
  const tracker = createReleaseTracker({
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    reload,
    timeoutMs: 50,
  });
  return { tracker, reload, fetch, advance: (ms: number) => (now += ms) };
}

/** Settles within the test, or stays pending (a reload was started). */
const settles = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))]);

describe('remote releases', () => {
  it("tells a release by its exposed modules' hashed files", () => {
    expect(releaseOf(manifest('routes.a.js'))).not.toBe(releaseOf(manifest('routes.b.js')));
    expect(releaseOf(manifest('routes.a.js'))).toBe(releaseOf(manifest('routes.a.js')));
    expect(releaseOf({})).toBeNull();
    expect(releaseOf('<html>')).toBeNull();
  });

  it('a navigation into a redeployed remote loads the page afresh at its URL, once the interval has passed', async () => {
    let deployed = manifest('routes.a.js');
    const s = setup(() => deployed);
    s.tracker.recordLoaded('mf_alarms', manifest('routes.a.js'));
    // within the interval: no request at all
    expect(await settles(s.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms', 60_000))).toBe(true);
    expect(s.fetch).not.toHaveBeenCalled();
    s.advance(61_000);
    expect(await settles(s.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms', 60_000))).toBe(true);
    expect(s.fetch).toHaveBeenCalledOnce();
    expect(s.reload).not.toHaveBeenCalled();
    deployed = manifest('routes.b.js');
    s.advance(61_000);
    expect(await settles(s.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms?x=1', 60_000))).toBe(false);
    expect(s.reload).toHaveBeenCalledWith('/t/1/alarms?x=1');
  });

  it('a manifest that cannot be had in time, or is not one, changes nothing', async () => {
    const hang = setup(() => new Promise<never>(() => undefined));
    hang.tracker.recordLoaded('mf_alarms', manifest('routes.a.js'));
    await expect(hang.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms', 0)).resolves.toBeUndefined();
    const broken = setup(() => '<html>');
    broken.tracker.recordLoaded('mf_alarms', manifest('routes.a.js'));
    await expect(broken.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms', 0)).resolves.toBeUndefined();
    expect(hang.reload).not.toHaveBeenCalled();
    expect(broken.reload).not.toHaveBeenCalled();
  });

  it('keeps the first release the page loaded (a later manifest is not what runs)', async () => {
    const s = setup(() => manifest('routes.b.js'));
    s.tracker.recordLoaded('mf_alarms', manifest('routes.a.js'));
    s.tracker.recordLoaded('mf_alarms', manifest('routes.b.js'));
    expect(s.tracker.loadedRelease('mf_alarms')).toBe(releaseOf(manifest('routes.a.js')));
    expect(await settles(s.tracker.ensureCurrent('mf_alarms', '/m.json', '/t/1/alarms', 0))).toBe(false);
  });

  it('asks nothing about a remote this page has not loaded', async () => {
    const s = setup(() => manifest('routes.b.js'));
    await s.tracker.ensureCurrent('mf_statements', '/m.json', '/t/1/statements', 0);
    expect(s.fetch).not.toHaveBeenCalled();
  });
});
