import { defineTexts, useNamespaceTranslation } from '@portal/shared';

/** This remote's i18n namespace. */
export const REPORT_NAMESPACE = 'report';

/** One module per language: a page loads its own language's only. */
export const reportTexts = defineTexts(REPORT_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});

/** This remote's texts (and `common`) on the i18n instance of the React tree (the shell's, the standalone page's or an embed's own). */
export function useReportTranslation() {
  return useNamespaceTranslation(reportTexts);
}
