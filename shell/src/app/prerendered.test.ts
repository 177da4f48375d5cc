import { afterEach, describe, expect, it } from 'vitest';
import { endPrerender, keepsPrerender } from './prerendered';

/** The page as the shell's server sends a prerendered public page (scripts/lib/prerender.mjs). */
function renderedAhead(language: string) {
  document.documentElement.setAttribute('data-prerendered', language);
  document.documentElement.setAttribute('data-prerendered-banner', 'off');
  document.head.innerHTML = '<style data-prerendered>h1{color:red}</style><style id="kept"></style>';
  document.body.innerHTML =
    '<div data-prerendered><div role="progressbar"></div></div>' +
    '<div id="root" data-prerendered inert aria-hidden="true"><main><h1>Logg inn</h1></main></div>';
}

afterEach(() => {
  document.documentElement.removeAttribute('data-last-screen');
  document.documentElement.removeAttribute('data-prerendered');
  document.documentElement.removeAttribute('data-prerendered-banner');
  document.head.replaceChildren();
  document.body.replaceChildren();
});

describe('a public page rendered ahead', () => {
  it("is kept for a start in its language that is not a session's", () => {
    renderedAhead('nb');
    expect(keepsPrerender('nb', false)).toBe(true);
    expect(keepsPrerender('en', false)).toBe(false);
    expect(keepsPrerender('nb', true)).toBe(false);
    document.documentElement.setAttribute('data-prerendered', 'off');
    expect(keepsPrerender('nb', false)).toBe(false);
    document.documentElement.removeAttribute('data-prerendered');
    expect(keepsPrerender('nb', false)).toBe(false);
  });

  it("once the router has drawn: the bar, the style sheets and the root's inertness go, the screen stays", () => {
    renderedAhead('nb');
    endPrerender(false);
    const root = document.getElementById('root')!;
    expect(root.outerHTML).toBe('<div id="root"><main><h1>Logg inn</h1></main></div>');
    expect(document.body.children).toHaveLength(1);
    expect([...document.head.children].map((element) => element.id)).toEqual(['kept']);
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
    expect(document.documentElement.hasAttribute('data-prerendered-banner')).toBe(false);
  });

  it('not kept: the screen goes too, and the page stays whole', () => {
    renderedAhead('nb');
    endPrerender(true);
    expect(document.body.innerHTML).toBe('<div id="root"></div>');
    expect(document.documentElement.isConnected).toBe(true);
    // a page without one is left alone
    document.body.innerHTML = '<div id="root"><p>drawn</p></div>';
    endPrerender(true);
    expect(document.body.innerHTML).toBe('<div id="root"><p>drawn</p></div>');
  });
});

describe('a copy of the last screen (drawn by the page, early-start.ts)', () => {
  it('goes with its bar and styles once the shell has drawn the screen behind it, which stays', () => {
    const html = document.documentElement;
    html.setAttribute('data-prerendered', 'en');
    html.setAttribute('data-last-screen', '');
    document.head.innerHTML = '<style data-prerendered>#root[data-prerendered]{visibility:hidden}</style>';
    document.body.innerHTML =
      '<div data-prerendered><div role="progressbar"></div></div>' +
      '<div data-prerendered data-last-screen inert aria-hidden="true"><main><p>copy</p></main></div>' +
      '<div id="root" data-prerendered inert aria-hidden="true"><main><p>live</p></main></div>';
    endPrerender(false);
    expect(document.body.innerHTML).toBe('<div id="root"><main><p>live</p></main></div>');
    expect(document.head.children).toHaveLength(0);
    expect(html.hasAttribute('data-last-screen')).toBe(false);
    expect(html.hasAttribute('data-prerendered')).toBe(false);
  });
});
