import { useCallback } from 'react';
import { defineTexts, isLanguage, type Language, useNamespaceTranslation } from '@portal/shared';

/** This remote's i18n namespace. Shared words (periods, comparisons, quantities, smileys, info states) come from `common`. */
export const NAMESPACE = 'consumption';

/** One module per language: a page loads its own language's only. */
export const consumptionTexts = defineTexts(NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});

/** `t` of this remote's namespace (`common` keys with the `common:` prefix) and the current language. */
export function useTexts() {
  const { t, i18n } = useNamespaceTranslation(consumptionTexts);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  /** A translate function over `common` (what shared's formatters expect). */
  const tc = useCallback((key: string, options?: Record<string, unknown>) => t(`common:${key}`, options ?? {}), [t]);
  /** A translate function over this remote's namespace, of the shape shared's helpers take. */
  const tn = useCallback((key: string, options?: Record<string, unknown>) => t(key, options ?? {}), [t]);
  return { t, tc, tn, language, i18n };
}
