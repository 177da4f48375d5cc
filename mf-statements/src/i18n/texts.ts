import { defineTexts, useNamespaceTranslation } from '@portal/shared';

/** This remote's i18n namespace. */
export const STATEMENTS_NAMESPACE = 'statements';

/** One module per language: a page loads its own language's only. */
export const statementsTexts = defineTexts(STATEMENTS_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});

/** This remote's texts (and `common`) on the page's i18n instance (the shell's, or the standalone page's). */
export function useStatementsTranslation() {
  return useNamespaceTranslation(statementsTexts);
}
