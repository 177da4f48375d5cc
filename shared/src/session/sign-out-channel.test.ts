import { BroadcastChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSignOutChannel,
  SIGN_OUT_CHANNEL,
  type BroadcastChannelLike,
  type SignOutChannel,
} from './sign-out-channel';
import { createAppStorage, createMemoryStorage } from './storage';

/** A tab: its own session storage, the origin's local storage, its own end of the channel. */
function tab(local: ReturnType<typeof createMemoryStorage>) {
  const storage = createAppStorage({ local, session: createMemoryStorage() });
  const onSignedOutElsewhere = vi.fn();
  const raw = new BroadcastChannel(SIGN_OUT_CHANNEL) as unknown as BroadcastChannelLike;
  const channel = createSignOutChannel({ storage, onSignedOutElsewhere, channel: raw });
  // listeners run in order: once this one has counted a message, the channel has handled it
  const heard = { count: 0 };
  raw.addEventListener('message', () => heard.count++);
  open.push(channel);
  /** Until this tab has heard `count` messages in all. */
  const hears = (count: number) => vi.waitFor(() => expect(heard.count).toBe(count));
  return { storage, onSignedOutElsewhere, channel, hears };
}

const open: SignOutChannel[] = [];
afterEach(() => open.splice(0).forEach((c) => c.close()));

describe('sign-out across tabs', () => {
  it('a logout in one tab signs out the other tabs, without the expiry text', async () => {
    const local = createMemoryStorage();
    const [a, b, c] = [tab(local), tab(local), tab(local)];
    a.channel.announce('logout');
    await Promise.all([b.hears(1), c.hears(1)]);
    for (const other of [b, c]) {
      expect(other.onSignedOutElsewhere).toHaveBeenCalledExactlyOnceWith('logout');
      expect(other.storage.sessionEnded()).toBe(false);
    }
    expect(a.onSignedOutElsewhere).not.toHaveBeenCalled();
  });

  it('a session that ended in one tab ends in every tab, each saying why (SPEC §8)', async () => {
    const local = createMemoryStorage();
    const [a, b] = [tab(local), tab(local)];
    a.channel.announce('ended');
    await b.hears(1);
    expect(b.onSignedOutElsewhere).toHaveBeenCalledExactlyOnceWith('ended');
    expect(b.storage.sessionEnded()).toBe(true);
  });

  it("an impersonated tab neither ends the resident's tabs nor ends with them", async () => {
    const local = createMemoryStorage();
    const [resident, support, other] = [tab(local), tab(local), tab(local)];
    support.storage.setImpersonating(true, 1);
    support.channel.announce('ended');
    other.channel.announce('logout');
    await Promise.all([resident.hears(1), support.hears(1)]);
    expect(resident.onSignedOutElsewhere).toHaveBeenCalledExactlyOnceWith('logout');
    expect(support.onSignedOutElsewhere).not.toHaveBeenCalled();
    expect(support.storage.sessionEnded()).toBe(false);
  });

  it('ignores messages that are not a sign-out', async () => {
    const local = createMemoryStorage();
    const a = tab(local);
    const stranger = new BroadcastChannel(SIGN_OUT_CHANNEL);
    stranger.postMessage({ signedOut: 'everyone' });
    stranger.postMessage('logout');
    stranger.postMessage(null);
    await a.hears(3);
    stranger.close();
    expect(a.onSignedOutElsewhere).not.toHaveBeenCalled();
  });
});
