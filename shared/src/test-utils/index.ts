// @portal/shared/test-utils: helpers for the apps' tests. Never imported by production code.
export {
  assertPluralForms,
  assertTranslated,
  assertTranslationKeyParity,
  ENGLISH_WORDS,
  flattenKeys,
  flattenTexts,
  missingTextKeys,
  sourcesUnder,
  pluralGaps,
  SAME_TEXTS,
  translationKeyGaps,
  untranslatedTexts,
  type SameText,
} from './translation-keys';
export { createTestQueryClient, renderWithProviders, type RenderWithProvidersOptions } from './render';
export { createTestClients, type OperationHandlers, type RecordedCall } from './graphql';
export { commonResources, createTestI18n } from './i18n';
export { installTestServices } from './services';
export { fakeConnection } from './connection';
