import { defineTexts } from '@portal/shared';

/** The shell's own texts (namespace `shell`); menu labels are shared's `common:menu.*`. */
export const SHELL_NAMESPACE = 'shell';

/** One module per language: a page loads its own language's only. */
export const shellTexts = defineTexts(SHELL_NAMESPACE, {
  en: () => import('./en'),
  da: () => import('./da'),
  nb: () => import('./nb'),
});
