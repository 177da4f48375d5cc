/** The portal's languages (SPEC §1). */
export const LANGUAGES = ['en', 'da', 'nb'] as const;
/** A language code: en, da or nb. */
export type Language = (typeof LANGUAGES)[number];
/** SPEC §1: English is the fallback. */
export const FALLBACK_LANGUAGE: Language = 'en';

/** Is the value one of the portal's languages? */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Locale of dates per language (the screens and the e-mails write dates alike). */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };
