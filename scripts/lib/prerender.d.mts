import type { PrerenderedPage } from '../../shell/server/render.tsx';

/** Where a build in `dir` keeps its renderer (`<dir>-server/render.cjs`). */
export function rendererPath(dir: string): string;
/** `index.html`'s deferred scripts run by a script at the end of its body: after the first paint when a screen is drawn before them. */
export function runAfterFirstPaint(html: string): string;
/** `index.html` with a prerendered page in it. */
export function pageHtml(indexHtml: string, page: PrerenderedPage): string;
/** The prerendered pages of the build in `dir`: by path and the link's `?language=` (null: index.html serves). */
export function prerenderedPages(
  dir: string,
  config: () => object,
): {
  page(pathname: string, linkLanguage: string | null): Promise<{ html: Buffer; br: Buffer; gzip: Buffer } | null>;
  /** Renders every prerendered path in the deployment's language. */
  warm(): Promise<void>;
};
