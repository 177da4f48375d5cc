// A public page the server rendered ahead (shell/server/render.tsx, docs/decisions/0090): shown,
// inert, while the shell starts, and replaced by the router's first render of the same screen.

/**
 * Whether the page holds a screen rendered ahead that this tab shows while it starts: rendered in the
 * language the shell starts in, and not found unfit by the page's inline script (`prerenderFits`:
 * a session stored or ended). A signed-in or impersonated start never keeps it.
 */
export function keepsPrerender(language: string, sessionStart: boolean, doc: Document = document): boolean {
  return !sessionStart && doc.documentElement.getAttribute('data-prerendered') === language;
}

/**
 * Takes away what was rendered ahead (the server's page, or the copy of the last screen in front of
 * `#root`): the start-up bar, the style sheets and the copy, and `#root`'s inertness.
 * With `clear`, the screen too (it is not what the shell draws); without, it is left for the router's
 * render, which replaces it.
 */
export function endPrerender(clear: boolean, doc: Document = document): void {
  const html = doc.documentElement;
  if (!html.hasAttribute('data-prerendered')) return;
  for (const element of html.querySelectorAll('[data-prerendered]')) {
    if (element.id !== 'root') {
      element.remove();
      continue;
    }
    for (const name of ['data-prerendered', 'inert', 'aria-hidden']) element.removeAttribute(name);
    if (clear) element.replaceChildren();
  }
  html.removeAttribute('data-prerendered');
  html.removeAttribute('data-prerendered-banner');
  html.removeAttribute('data-last-screen');
}
