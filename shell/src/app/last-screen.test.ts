import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  copyOfScreen,
  earlyLastScreen,
  keepLastScreen,
  keepsLastScreen,
  LAST_SCREEN_MAX_CHARS,
  untilScreenDrawn,
} from './last-screen';

const html = document.documentElement;
const NOW = { language: 'en', progress: '<div role="progressbar"></div>', now: 1_000 };

function page(markup: string) {
  document.body.innerHTML = `<div id="root">${markup}</div><script type="text/plain" src="/main.5.js"></script><script type="text/plain" src="http://remote.test/x.js"></script>`;
  const style = document.createElement('style');
  style.textContent = '.card{gap:1rem}';
  document.head.append(style);
  window.history.replaceState(null, '', '/t/1?period=month');
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  for (const name of ['data-prerendered', 'data-last-screen', 'data-brand', 'style']) html.removeAttribute(name);
  localStorage.clear();
});

describe('a copy of the screen', () => {
  it('is the markup without ids, names, references and test ids, with the styles, brand, scripts and address', () => {
    page(
      '<main><h1 id="title">Overview</h1><label for="q">Quantity</label><select id="q" name="q" aria-describedby="title"></select>' +
        '<p data-testid="note" class="note">Heat</p></main>',
    );
    html.setAttribute('data-brand', 'norway');
    html.setAttribute('style', '--portal-primary: #002a5c');
    expect(copyOfScreen(document, NOW)).toEqual({
      version: 1,
      path: '/t/1?period=month',
      language: 'en',
      scripts: ['/main.5.js'],
      html: '<main><h1>Overview</h1><label>Quantity</label><select></select><p class="note">Heat</p></main>',
      styles: ['.card{gap:1rem}'],
      brand: 'norway',
      themeStyle: '--portal-primary: #002a5c',
      progress: NOW.progress,
      savedAt: 1_000,
    });
    // the page itself keeps its ids
    expect(document.getElementById('title')).not.toBeNull();
  });

  it('is not made while something loads, a dialog is open, nothing is drawn, or the page is a copy itself', () => {
    page('<main><div aria-busy="true"></div></main>');
    expect(copyOfScreen(document, NOW)).toBeNull();
    page('<main></main><div role="dialog"></div>');
    expect(copyOfScreen(document, NOW)).toBeNull();
    page('');
    expect(copyOfScreen(document, NOW)).toBeNull();
    page('<main></main>');
    html.setAttribute('data-prerendered', 'en');
    expect(copyOfScreen(document, NOW)).toBeNull();
    html.removeAttribute('data-prerendered');
    expect(copyOfScreen(document, NOW)).not.toBeNull();
    page(`<main>${'x'.repeat(LAST_SCREEN_MAX_CHARS)}</main>`);
    expect(copyOfScreen(document, NOW)).toBeNull();
  });

  it('is kept when the page is left or hidden, while the tab shows a screen of its own session', () => {
    const { key } = earlyLastScreen('nucleolus.', 'nucleolus.impersonation');
    expect(key).toBe('nucleolus.lastScreen');
    let current: { language: string; progress: string } | null = null;
    keepLastScreen(window, key, () => current);
    page('<main><p>Heat</p></main>');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(key)).toBeNull();
    current = { language: 'da', progress: '' };
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(key)!)).toMatchObject({ language: 'da', html: '<main><p>Heat</p></main>' });
    // hidden (a tab switched away from, a phone locked): kept too
    page('<main><p>Water</p></main>');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(JSON.parse(localStorage.getItem(key)!).html).toBe('<main><p>Water</p></main>');
    // one that cannot be kept leaves the last one
    page('<main aria-busy="true"></main>');
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(localStorage.getItem(key)!).html).toBe('<main><p>Water</p></main>');
  });

  it("is the shell's to take over only when the page's script drew it in the shell's language", () => {
    expect(keepsLastScreen('en')).toBe(false);
    html.setAttribute('data-prerendered', 'en');
    expect(keepsLastScreen('en')).toBe(false);
    html.setAttribute('data-last-screen', '');
    expect(keepsLastScreen('en')).toBe(true);
    expect(keepsLastScreen('da')).toBe(false);
  });
});

describe("the shell's screen behind the copy", () => {
  function watch(overrides: { routed?: boolean; fetching?: number; path?: string; timeoutMs?: number } = {}) {
    const state = { routed: overrides.routed ?? true, fetching: overrides.fetching ?? 0 };
    const listeners = new Set<() => void>();
    const root = document.createElement('div');
    document.body.append(root);
    let done = false;
    void untilScreenDrawn({
      root,
      path: '/t/1',
      routed: () => state.routed,
      fetching: () => state.fetching,
      subscribe: (changed) => {
        listeners.add(changed);
        return () => listeners.delete(changed);
      },
      timeoutMs: overrides.timeoutMs ?? 60_000,
      location: { pathname: overrides.path ?? '/t/1', search: '' },
    }).then(() => (done = true));
    const changed = () => listeners.forEach((listener) => listener());
    return { root, state, changed, done: () => done, listeners };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('is complete once routed, drawn, not loading and not fetching', async () => {
    const w = watch({ routed: false, fetching: 1 });
    w.root.innerHTML = '<main aria-busy="true"></main>';
    await settle();
    expect(w.done()).toBe(false);
    w.state.routed = true;
    w.changed();
    await settle();
    expect(w.done()).toBe(false);
    w.root.querySelector('main')!.removeAttribute('aria-busy');
    await settle();
    expect(w.done()).toBe(false);
    w.state.fetching = 0;
    w.changed();
    await settle();
    expect(w.done()).toBe(true);
    expect(w.listeners.size).toBe(0);
  });

  it('gives way at once when the tab has moved on, and after the time allowed in any case', async () => {
    const moved = watch({ routed: false, path: '/login' });
    await settle();
    expect(moved.done()).toBe(true);
    vi.useFakeTimers();
    try {
      const slow = watch({ fetching: 1, timeoutMs: 5_000 });
      slow.root.innerHTML = '<main></main>';
      await vi.advanceTimersByTimeAsync(4_999);
      expect(slow.done()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(slow.done()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
