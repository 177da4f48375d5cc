import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@portal/domain';
import { appStorage, type AppStorage } from '../session/storage';
import { notify } from '../ui/toast';

export { FALLBACK_LANGUAGE, LANGUAGES, isLanguage, type Language } from '@portal/domain';
export type { CommonTexts } from './locales/en';
export * from './keys';

/** The texts of one namespace in one language. */
export type Texts = Record<string, unknown>;

/** Resources of one namespace in the three languages. */
export type NamespaceResources = Record<Language, Texts>;

/**
 * A namespace whose texts are one module per language, loaded when that language is first shown: a
 * page carries the texts of its own language only, never the other two.
 */
export interface NamespaceTexts {
  namespace: string;
  load: (language: Language) => Promise<Texts>;
}

/**
 * A namespace from its three language modules (`() => import('./da')`, each with a default export).
 * A remote gives them the chunk name `texts-<language>` (webpackChunkName), its own and the download
 * menu's alike, so that a screen's texts of one language come in one file: one request fewer on a
 * first visit, where every file waits for one of the browser's six connections to the remote.
 */
export function defineTexts(
  namespace: string,
  modules: Record<Language, () => Promise<{ default: Texts }>>,
): NamespaceTexts {
  return { namespace, load: async (language) => (await modules[language]()).default };
}

/** shared's own namespace. */
export const COMMON_NAMESPACE = 'common';

/**
 * shared's `common` texts. Their chunk name lets the shell's page preload them as it opens
 * (shell/build/early-files.ts); apart from a remote's `texts-<language>`, which a remote's own copy of
 * them (never loaded beside the shell's) would otherwise join.
 */
export const commonTexts = defineTexts(COMMON_NAMESPACE, {
  en: () => import(/* webpackChunkName: "common-texts-en" */ './locales/en'),
  da: () => import(/* webpackChunkName: "common-texts-da" */ './locales/da'),
  nb: () => import(/* webpackChunkName: "common-texts-nb" */ './locales/nb'),
});

/** The namespaces each instance can load, and the last error of each failed load. */
const instanceTexts = new WeakMap<I18n, { sources: Map<string, NamespaceTexts>; errors: Map<string, unknown> }>();

/**
 * Creates the one i18n instance of the page. Remotes never create their own: they add their namespace
 * to this one (`loadTexts`), so a language switch reaches every screen. A namespace's texts are read
 * in the current language only; switching language loads every added namespace in the new language
 * before the switch shows. Every namespace has the same keys in en, da and nb (a unit test per
 * namespace), so no text needs another language to fall back on; a language the build does not offer
 * falls back to English when the language is chosen (`startLanguage`).
 *
 * `resources` are texts bundled with the caller (tests pass all three languages of `common`).
 */
export function createI18n(language: Language, resources: Resource = {}): I18n {
  const instance = i18next.createInstance();
  const sources = new Map<string, NamespaceTexts>([[COMMON_NAMESPACE, commonTexts]]);
  const errors = new Map<string, unknown>();
  instanceTexts.set(instance, { sources, errors });
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(lng, namespace, callback) {
      const source = sources.get(namespace);
      if (!source || !isLanguage(lng)) return callback(null, {});
      source.load(lng).then(
        (texts) => callback(null, texts),
        (error: unknown) => {
          errors.set(`${lng}|${namespace}`, error);
          callback(error instanceof Error ? error : new Error(String(error)), null);
        },
      );
    },
  };
  void instance
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources,
      partialBundledLanguages: true,
      defaultNS: COMMON_NAMESPACE,
      ns: [COMMON_NAMESPACE],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
      // a chunk that cannot be fetched is a deployment that changed: fail at once, the shell reloads
      maxRetries: 0,
    });
  return instance;
}

/**
 * Adds namespaces to the page's instance and resolves once they (and `common`) are loaded in the
 * current language. Rejects with the load's own error (for instance a `ChunkLoadError` after a
 * redeploy) when a language module cannot be fetched.
 */
export async function loadTexts(instance: I18n, ...namespaces: NamespaceTexts[]): Promise<void> {
  const entry = instanceTexts.get(instance);
  if (!entry) throw new Error('loadTexts needs an instance made by createI18n');
  for (const source of namespaces) entry.sources.set(source.namespace, source);
  const names = [COMMON_NAMESPACE, ...namespaces.map((s) => s.namespace)];
  await instance.loadNamespaces(names);
  const language = instance.language;
  for (const namespace of names) {
    if (instance.hasResourceBundle(language, namespace)) continue;
    const error = forgetFailedLoad(instance, language, namespace);
    throw error instanceof Error ? error : new Error(`The ${namespace} texts (${language}) could not be loaded`);
  }
}

/**
 * i18next remembers a failed load: forget it, so that a later attempt fetches again. Returns the
 * load's error, if it was recorded.
 */
function forgetFailedLoad(instance: I18n, language: string, namespace: string): unknown {
  const key = `${language}|${namespace}`;
  const errors = instanceTexts.get(instance)?.errors;
  const error = errors?.get(key);
  errors?.delete(key);
  instance.services.backendConnector.state[key] = 0;
  return error;
}

/**
 * `useTranslation` for an app's namespace (and `common`), adding the namespace to the tree's instance
 * on first use. Screens the shell mounts have their texts loaded before they render; elsewhere (a
 * standalone page, an embed) the component suspends until they arrive.
 */
export function useNamespaceTranslation(texts: NamespaceTexts) {
  const { i18n } = useTranslation();
  const entry = instanceTexts.get(i18n);
  if (entry && !entry.sources.has(texts.namespace)) entry.sources.set(texts.namespace, texts);
  return useTranslation([texts.namespace, COMMON_NAMESPACE]);
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

/**
 * Switches the interface language and stores the choice (SPEC §4), once every namespace on the page
 * has its texts in that language. When they cannot be fetched (offline, or a deployment that changed),
 * the interface stays in its language, says so, and nothing is stored; choosing again tries again.
 */
export async function changeLanguage(
  instance: I18n,
  language: Language,
  storage: AppStorage = appStorage,
): Promise<void> {
  const previous = instance.language;
  await instance.changeLanguage(language);
  const namespaces = ([] as string[]).concat(instance.options.ns ?? []);
  const missing = namespaces.filter((namespace) => !instance.hasResourceBundle(language, namespace));
  if (missing.length) {
    for (const namespace of missing) forgetFailedLoad(instance, language, namespace);
    await instance.changeLanguage(previous);
    void notify.error(instance.t('errors.generic'));
    return;
  }
  storage.set('language', language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** A choice in the language panel (SPEC §3 "Language option": i18nKey, icon, value). */
export interface LanguageOption {
  value: Language;
  /** Key (namespace `common`) of the language's own name. */
  i18nKey: `language.${Language}`;
  /** The flag shown beside the name (decorative): an ISO country code, drawn by `Flag` (`@portal/shared/icons`). */
  icon: 'gb' | 'dk' | 'no';
}

const FLAGS: Record<Language, LanguageOption['icon']> = { en: 'gb', da: 'dk', nb: 'no' };

/** The language panel's choices for a build, its default first. */
export function languageOptions(config: LanguageConfig): LanguageOption[] {
  const ordered = [config.defaultLanguage, ...config.available.filter((l) => l !== config.defaultLanguage)];
  return ordered
    .filter((l) => config.available.includes(l))
    .map((value) => ({ value, i18nKey: `language.${value}` as const, icon: FLAGS[value] }));
}
