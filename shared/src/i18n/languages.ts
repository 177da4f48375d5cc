export const LANGUAGES = ['en', 'da', 'nb'] as const;
export type Language = (typeof LANGUAGES)[number];
/** SPEC §1: English is the fallback. */
export const FALLBACK_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
