import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from './languages';

export { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/** Resources of one namespace in the three languages. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

/**
 * Creates the one i18n instance of the page. Remotes never create their own: they register their
 * namespace on this one (see `registerNamespace`), so a language switch reaches every screen.
 */
export function createI18n(language: Language, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    defaultNS: 'common',
    ns: ['common'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** Adds (or replaces) one namespace's texts in every language. Idempotent. */
export function registerNamespace(instance: I18n, namespace: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, namespace, resources[language], true, true);
  }
}
