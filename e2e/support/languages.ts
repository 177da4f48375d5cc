// The words of each language's texts, to tell a page in one language holding words of another (a text
// left untranslated, or a screen that writes English of its own). Taken from every namespace: shared's
// `common`, the shell's and each remote's.
import { flattenTexts } from '../../shared/src/test-utils/translation-keys.ts';
import commonEn from '../../shared/src/i18n/locales/en.ts';
import commonDa from '../../shared/src/i18n/locales/da.ts';
import commonNb from '../../shared/src/i18n/locales/nb.ts';
import shellEn from '../../shell/src/i18n/en.ts';
import shellDa from '../../shell/src/i18n/da.ts';
import shellNb from '../../shell/src/i18n/nb.ts';
import authEn from '../../mf-auth/src/i18n/en.ts';
import authDa from '../../mf-auth/src/i18n/da.ts';
import authNb from '../../mf-auth/src/i18n/nb.ts';
import consumptionEn from '../../mf-consumption/src/i18n/en.ts';
import consumptionDa from '../../mf-consumption/src/i18n/da.ts';
import consumptionNb from '../../mf-consumption/src/i18n/nb.ts';
import alarmsEn from '../../mf-alarms/src/i18n/en.ts';
import alarmsDa from '../../mf-alarms/src/i18n/da.ts';
import alarmsNb from '../../mf-alarms/src/i18n/nb.ts';
import statementsEn from '../../mf-statements/src/i18n/en.ts';
import statementsDa from '../../mf-statements/src/i18n/da.ts';
import statementsNb from '../../mf-statements/src/i18n/nb.ts';
import reportEn from '../../mf-report/src/i18n/en.ts';
import reportDa from '../../mf-report/src/i18n/da.ts';
import reportNb from '../../mf-report/src/i18n/nb.ts';

export type Language = 'en' | 'da' | 'nb';
export const LANGUAGES: readonly Language[] = ['en', 'da', 'nb'];

const TEXTS: Record<Language, unknown[]> = {
  en: [commonEn, shellEn, authEn, consumptionEn, alarmsEn, statementsEn, reportEn],
  da: [commonDa, shellDa, authDa, consumptionDa, alarmsDa, statementsDa, reportDa],
  nb: [commonNb, shellNb, authNb, consumptionNb, alarmsNb, statementsNb, reportNb],
};

/** Short words are shared too often between the languages (and with numbers' units) to tell them. */
const MIN_LENGTH = 4;

/** The words of a text as a reader sees it (placeholders and markup left out), lower-cased. */
export function wordsOf(text: string): string[] {
  const readable = text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    .replace(/https?:\/\/\S+|\S+@\S+/g, ' ');
  return (readable.match(/\p{L}+(?:['’-]\p{L}+)*/gu) ?? [])
    .map((word) => word.toLowerCase())
    .filter((word) => [...word].length >= MIN_LENGTH);
}

function vocabulary(language: Language): Set<string> {
  return new Set(TEXTS[language].flatMap((texts) => Object.values(flattenTexts(texts)).flatMap(wordsOf)));
}

const VOCABULARY = Object.fromEntries(LANGUAGES.map((l) => [l, vocabulary(l)])) as Record<Language, Set<string>>;

/**
 * The words of the other languages' texts that no text of `language` has: on a page in `language`
 * none of them may show ("forbrug" on an English page, "download" on a Danish one).
 */
export function foreignWords(language: Language): Set<string> {
  const known = FOREIGN.get(language);
  if (known) return known;
  const own = VOCABULARY[language];
  const foreign = new Set<string>();
  for (const other of LANGUAGES) {
    if (other === language) continue;
    for (const word of VOCABULARY[other]) if (!own.has(word)) foreign.add(word);
  }
  FOREIGN.set(language, foreign);
  return foreign;
}
const FOREIGN = new Map<Language, Set<string>>();

/** The words of `text` that belong to another language than `language`, each once. */
export function wordsOfOtherLanguages(text: string, language: Language): string[] {
  const foreign = foreignWords(language);
  return [...new Set(wordsOf(text).filter((word) => foreign.has(word)))];
}
