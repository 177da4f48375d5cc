/** SPEC §2, §9: Ctrl+S pressed three times within 2000 ms logs the app state to the console. */
export const STATE_LOG_PRESSES = 3;
export const STATE_LOG_WINDOW_MS = 2000;

/** Counts presses; returns true on the press that completes three within the window. */
export function createPressCounter(now: () => number = Date.now) {
  let presses: number[] = [];
  return () => {
    const at = now();
    presses = [...presses.filter((p) => at - p < STATE_LOG_WINDOW_MS), at];
    if (presses.length >= STATE_LOG_PRESSES) {
      presses = [];
      return true;
    }
    return false;
  };
}

interface StoreLike {
  get: (atom: never) => unknown;
}

export function installStateLog(state: () => { session: StoreLike; [key: string]: unknown }, target: Window = window) {
  const press = createPressCounter();
  const onKey = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's') return;
    event.preventDefault();
    if (press()) {
      const { session, ...rest } = state();
      void import('./session-snapshot').then(({ sessionSnapshot }) =>
        console.info('[portal] app state', { ...rest, session: sessionSnapshot(session) }),
      );
    }
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
