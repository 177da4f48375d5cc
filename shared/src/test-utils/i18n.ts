import type { i18n as I18n, Resource } from 'i18next';
import { createI18n, LANGUAGES, type Language, type NamespaceResources } from '../i18n';
import { commonResources } from '../i18n/locales';

export { commonResources };

/**
 * An i18n instance for tests, with `common` (and any `namespaces` given) bundled in every language,
 * so texts are there synchronously and a language switch needs no loading.
 */
export function createTestI18n(language: Language = 'en', namespaces: Record<string, NamespaceResources> = {}): I18n {
  const all: Record<string, NamespaceResources> = { common: commonResources, ...namespaces };
  const resources: Resource = {};
  for (const lng of LANGUAGES) {
    resources[lng] = Object.fromEntries(Object.entries(all).map(([namespace, texts]) => [namespace, texts[lng]]));
  }
  return createI18n(language, resources);
}
