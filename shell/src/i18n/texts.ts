import { defineTexts } from '@portal/shared';

/** The shell's own texts (namespace `shell`); menu labels are shared's `common:menu.*`. */
export const SHELL_NAMESPACE = 'shell';

/**
 * One module per language: a page loads its own language's only. The chunk names let the page's inline
 * script preload them (shell/build/early-files.ts).
 */
export const shellTexts = defineTexts(SHELL_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});
