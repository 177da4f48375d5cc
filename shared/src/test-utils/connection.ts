import { act } from '@testing-library/react';

let online = true;

/**
 * Makes `navigator.onLine` the test's: online until told otherwise. `connection('offline')` is the
 * browser losing its connection as it tells pages (the property and the event); `startOffline()`
 * sets it before a render, without an event; `reset()` (in afterEach) makes it online again.
 */
export function fakeConnection() {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  return {
    connection(to: 'online' | 'offline') {
      online = to === 'online';
      act(() => {
        window.dispatchEvent(new Event(to));
      });
    },
    startOffline() {
      online = false;
    },
    reset() {
      online = true;
    },
  };
}
