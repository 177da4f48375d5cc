import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { commonResources } from './locales';
import { appStorage, type AppStorage } from '../session/storage';

export { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';
export { commonResources, type CommonTexts } from './locales';
export * from './keys';

/** Resources of one namespace in the three languages. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

/** shared's own namespace. */
export const COMMON_NAMESPACE = 'common';

/**
 * Creates the one i18n instance of the page, with shared's `common` namespace. Remotes never create
 * their own: they register their namespace on this one (see `registerNamespace`), so a language
 * switch reaches every screen.
 */
export function createI18n(language: Language, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources,
    defaultNS: COMMON_NAMESPACE,
    ns: [COMMON_NAMESPACE],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  registerNamespace(instance, COMMON_NAMESPACE, commonResources);
  for (const [lng, namespaces] of Object.entries(resources)) {
    for (const [ns, texts] of Object.entries(namespaces)) instance.addResourceBundle(lng, ns, texts, true, true);
  }
  return instance;
}

/** Adds (or replaces) one namespace's texts in every language. Idempotent. */
export function registerNamespace(instance: I18n, namespace: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** A build's language configuration (SPEC §9): its default and the languages it offers. */
export interface LanguageConfig {
  defaultLanguage: Language;
  available: readonly Language[];
}

/** SPEC §9: the Norway build defaults to nb and offers nb and en (and da if configured); others default to English. */
export function languageConfigFor(brand: string, options: { withDanish?: boolean } = {}): LanguageConfig {
  if (brand === 'norway') {
    return { defaultLanguage: 'nb', available: options.withDanish ? ['nb', 'en', 'da'] : ['nb', 'en'] };
  }
  return { defaultLanguage: FALLBACK_LANGUAGE, available: LANGUAGES };
}

/**
 * The language at start (SPEC §4): the one in session storage, then local storage, then the language
 * a link names (an invitation or reset e-mail's `?language=`, in the recipient's language), then the
 * configured default. A choice made on this browser wins over a link. A language the build does not
 * offer is skipped.
 */
export function startLanguage(
  config: LanguageConfig,
  storage: AppStorage = appStorage,
  linkLanguage: string | null = null,
): Language {
  for (const candidate of [storage.storedLanguage(), linkLanguage]) {
    if (isLanguage(candidate) && config.available.includes(candidate)) return candidate;
  }
  return config.available.includes(config.defaultLanguage) ? config.defaultLanguage : FALLBACK_LANGUAGE;
}

/** Switches the interface language and stores the choice (SPEC §4). */
export async function changeLanguage(
  instance: I18n,
  language: Language,
  storage: AppStorage = appStorage,
): Promise<void> {
  storage.set('language', language);
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A choice in the language panel (SPEC §3 "Language option": i18nKey, icon, value). */
export interface LanguageOption {
  value: Language;
  /** Key (namespace `common`) of the language's own name. */
  i18nKey: `language.${Language}`;
  /** A flag, shown beside the name (decorative). */
  icon: string;
}

const FLAGS: Record<Language, string> = { en: '🇬🇧', da: '🇩🇰', nb: '🇳🇴' };

/** The language panel's choices for a build, its default first. */
export function languageOptions(config: LanguageConfig): LanguageOption[] {
  const ordered = [config.defaultLanguage, ...config.available.filter((l) => l !== config.defaultLanguage)];
  return ordered
    .filter((l) => config.available.includes(l))
    .map((value) => ({ value, i18nKey: `language.${value}` as const, icon: FLAGS[value] }));
}
