import { defineTexts, isLanguage, type Language, useNamespaceTranslation } from '@portal/shared';

/** This remote's own texts (SPEC §1: en, da, nb); quantity names and actions are shared's `common`. */
export const ALARMS_NAMESPACE = 'alarms';

/** One module per language: a page loads its own language's only. */
export const alarmsTexts = defineTexts(ALARMS_NAMESPACE, {
  en: () => import(/* webpackChunkName: "texts-en" */ './en'),
  da: () => import(/* webpackChunkName: "texts-da" */ './da'),
  nb: () => import(/* webpackChunkName: "texts-nb" */ './nb'),
});

/** `t` of this namespace (common keys as `common:...`) and the current language. */
export function useAlarmsTranslation() {
  const { t, i18n } = useNamespaceTranslation(alarmsTexts);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  return { t, i18n, language };
}
