import type { AppStorage } from './storage';

/** Why a tab's session ended: the user logged out, or it ended without them asking (SPEC §8's expiry text). */
export type SignOutReason = 'logout' | 'ended';

/** The part of `BroadcastChannel` the sign-out needs (every tab of the origin opens one by the same name). */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close(): void;
}

/** Tells the other tabs that the session they share has ended, and hears when theirs did. */
export interface SignOutChannel {
  /** This tab's session ended (it logged out, or its refresh was refused): the other tabs end theirs. */
  announce(reason: SignOutReason): void;
  close(): void;
}

/** The channel's name, the same in every tab of the origin. */
export const SIGN_OUT_CHANNEL = 'portal.session';

const isReason = (value: unknown): value is SignOutReason => value === 'logout' || value === 'ended';

function browserChannel(): BroadcastChannelLike | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(SIGN_OUT_CHANNEL) : null;
  } catch {
    return null;
  }
}

/**
 * The tabs of a browser share one session (the tokens are in local storage), so they end it together:
 * a logout in one tab logs out the others, and a session that ended without the user asking (a
 * refused refresh) ends in every tab with the expiry text. An impersonated session belongs to its own
 * tab (session storage): it neither ends the resident's tabs nor ends with them.
 */
export function createSignOutChannel(options: {
  storage: AppStorage;
  /** Another tab's session ended; this tab should end its own (reset, go to /login). */
  onSignedOutElsewhere: (reason: SignOutReason) => void;
  channel?: BroadcastChannelLike | null;
}): SignOutChannel {
  const channel = options.channel === undefined ? browserChannel() : options.channel;
  channel?.addEventListener('message', (event) => {
    const reason = (event.data as { signedOut?: unknown } | null)?.signedOut;
    if (!isReason(reason) || options.storage.isImpersonating()) return;
    if (reason === 'ended') options.storage.noteSessionEnded();
    options.onSignedOutElsewhere(reason);
  });
  return {
    announce(reason) {
      if (!options.storage.isImpersonating()) channel?.postMessage({ signedOut: reason });
    },
    close: () => channel?.close(),
  };
}
