import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
/** Every leaf key of a nested texts object, dotted (`errors.email_in_use`). */
export function flattenKeys(texts: unknown, prefix = ''): string[] {
  if (typeof texts !== 'object' || texts === null) return prefix ? [prefix] : [];
  return Object.entries(texts).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * For each language, the keys the other languages have and it lacks, and its empty texts. An empty
 * report means the namespace is complete.
 */
export function translationKeyGaps(
  resources: Record<string, unknown>,
): Record<string, { missing: string[]; empty: string[] }> {
  const keysByLanguage = Object.fromEntries(
    Object.entries(resources).map(([lng, texts]) => [lng, new Set(flattenKeys(texts))]),
  );
  const all = new Set(Object.values(keysByLanguage).flatMap((keys) => [...keys]));
  const gaps: Record<string, { missing: string[]; empty: string[] }> = {};
  for (const [lng, keys] of Object.entries(keysByLanguage)) {
    const missing = [...all].filter((k) => !keys.has(k)).sort();
    const empty = [...keys].filter((k) => {
      const value = k
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources[lng]);
      return typeof value !== 'string' || value.trim() === '';
    });
    if (missing.length || empty.length) gaps[lng] = { missing, empty };
  }
  return gaps;
}

/**
 * Throws, naming every gap, when a key exists in one language and not another (or a text is empty).
 * Call it in a test for each namespace: `assertTranslationKeyParity(myResources, ['en', 'da', 'nb'])`.
 */
export function assertTranslationKeyParity(
  resources: Record<string, unknown>,
  languages: readonly string[] = ['en', 'da', 'nb'],
): void {
  const absent = languages.filter((l) => !(l in resources));
  const gaps = translationKeyGaps(resources);
  if (absent.length === 0 && Object.keys(gaps).length === 0) return;
  const lines = [
    ...absent.map((l) => `${l}: the language is missing`),
    ...Object.entries(gaps).flatMap(([l, g]) => [
      ...g.missing.map((k) => `${l}: missing key ${k}`),
      ...g.empty.map((k) => `${l}: empty text at ${k}`),
    ]),
  ];
  throw new Error(`Translation keys differ between languages:\n${lines.join('\n')}`);
}

/** Every text of a nested texts object by its dotted key. */
export function flattenTexts(texts: unknown, prefix = ''): Record<string, string> {
  if (typeof texts === 'string') return prefix ? { [prefix]: texts } : {};
  if (typeof texts !== 'object' || texts === null) return {};
  return Object.fromEntries(
    Object.entries(texts).flatMap(([k, v]) => Object.entries(flattenTexts(v, prefix ? `${prefix}.${k}` : k))),
  );
}

/** A text that may read the same in a translation as in English, and why. */
export interface SameText {
  text: string;
  /** The languages where it is right (default: every translation). */
  languages?: readonly string[];
  why: string;
}

/**
 * Texts that are rightly the same in Danish or Norwegian as in English. Anything else that is the
 * same as the English, or holds an English word, is a text left untranslated.
 */
export const SAME_TEXTS: readonly SameText[] = [
  { text: 'OK', why: 'the same word in Danish and Norwegian' },
  { text: 'CO₂', why: 'a chemical formula' },
  { text: 'Status', why: 'the same word in Danish and Norwegian' },
  { text: 'Type', why: 'the same word in Danish and Norwegian' },
  { text: 'Administrator', why: 'the same word in Danish and Norwegian' },
  { text: '{{count}} alarm', why: 'the same word in Danish and Norwegian' },
  { text: 'E-mail', languages: ['da'], why: 'the Danish word (Norwegian: e-post)' },
  { text: 'E-mail {{email}}', languages: ['da'], why: 'the Danish word (Norwegian: e-post)' },
  { text: 'Gas', languages: ['da'], why: 'the Danish word (Norwegian: gass)' },
  { text: 'Tip', languages: ['da'], why: 'the Danish word' },
  { text: 'Send invitation', languages: ['da'], why: 'Danish: the verb and the noun are the same' },
  { text: 'Send link', languages: ['da'], why: 'Danish: the verb and the noun are the same' },
  { text: 'Per m²', languages: ['nb'], why: 'Norwegian writes "per" too' },
  { text: 'Tariff', languages: ['nb'], why: 'the Norwegian word' },
  { text: '{{quantity}} per {{resolution}}, {{period}}', languages: ['nb'], why: 'Norwegian writes "per" too' },
  // the sign-in providers' names
  { text: 'Apple', why: "a company's name" },
  { text: 'Google', why: "a company's name" },
  { text: 'Facebook', why: "a company's name" },
  // the language panel names each language in that language (with `lang`), so a reader finds their own
  { text: 'English', why: "a language's own name" },
  { text: 'Dansk', why: "a language's own name" },
  { text: 'Norsk bokmål', why: "a language's own name" },
];

/**
 * Words that are English and neither Danish nor Norwegian: a translation holding one of them (outside
 * placeholders) was left half in English. Matched as whole words, in any case.
 */
export const ENGLISH_WORDS: readonly string[] = [
  'the',
  'your',
  'you',
  'and',
  'with',
  'of',
  'from',
  'this',
  'that',
  'which',
  'what',
  'when',
  'where',
  'there',
  'here',
  'please',
  'click',
  'show',
  'download',
  'settings',
  'cancel',
  'save',
  'delete',
  'loading',
  'try again',
  'could not',
  'per day',
  'per week',
  'per month',
  'per year',
  'today',
  'yesterday',
  'week',
  'month',
  'year',
  'consumption',
  'heat',
  'water',
  'electricity',
  'meter',
  'meters',
  'alarms',
  'notifications',
  'statement',
  'statements',
  'tenancy',
  'profile',
  'password',
  'sign in',
  'log in',
  'log out',
];

/**
 * A text without placeholders, nesting and markup: what a reader sees of it. Placeholders are
 * i18next's (`{{count}}`) and, in the texts handed to the chart library, its templates (`{numAxes}`,
 * `{#each names}…{/each}`, `{this}`).
 */
function readable(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .replace(/\{[#/]?[\w@.]+(\s[^{}]*)?\}/g, ' ')
    .replace(/\$t\([^)]*\)/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

const LETTER = /\p{L}/u;

function wordPattern(word: string): RegExp {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu');
}

/**
 * The translations (every language but `source`) left in English: a text that is the same as the
 * English one, or that holds one of `englishWords`, unless `allow` names it for that language. Texts
 * without a letter outside their placeholders ("{{quantity}}", "—") are the same in every language.
 */
export function untranslatedTexts(
  resources: Record<string, unknown>,
  {
    source = 'en',
    allow = SAME_TEXTS,
    englishWords = ENGLISH_WORDS,
  }: { source?: string; allow?: readonly SameText[]; englishWords?: readonly string[] } = {},
): string[] {
  const english = flattenTexts(resources[source]);
  const patterns = englishWords.map((word) => [word, wordPattern(word)] as const);
  const found: string[] = [];
  for (const [language, texts] of Object.entries(resources)) {
    if (language === source) continue;
    const allowed = new Set(allow.filter((a) => !a.languages || a.languages.includes(language)).map((a) => a.text));
    for (const [key, text] of Object.entries(flattenTexts(texts))) {
      if (allowed.has(text)) continue;
      const seen = readable(text);
      if (!LETTER.test(seen)) continue;
      if (text === english[key]) {
        found.push(`${language}: ${key} = ${JSON.stringify(text)} is the English text`);
        continue;
      }
      const words = patterns.filter(([, pattern]) => pattern.test(seen)).map(([word]) => `"${word}"`);
      if (words.length) found.push(`${language}: ${key} = ${JSON.stringify(text)} holds English ${words.join(', ')}`);
    }
  }
  return found;
}

/** Throws, naming every text left in English in a translation (see `untranslatedTexts`). */
export function assertTranslated(
  resources: Record<string, unknown>,
  options?: Parameters<typeof untranslatedTexts>[1],
): void {
  const found = untranslatedTexts(resources, options);
  if (found.length) throw new Error(`Texts left in English:\n${found.join('\n')}`);
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * i18next plural forms: a key with a plural form (`_one` or `_other`) has both in every language (en,
 * da and nb have both forms), and every text with `{{count}}` is a plural form, so that "1 days"
 * cannot be shown. (A key such as `above_zero` without `_one` or `_other` is no plural.)
 */
export function pluralGaps(resources: Record<string, unknown>): string[] {
  const byLanguage = Object.entries(resources).map(([language, texts]) => [language, flattenTexts(texts)] as const);
  const bases = new Set(
    byLanguage.flatMap(([, texts]) =>
      Object.keys(texts)
        .filter((key) => /_(one|other)$/.test(key))
        .map((key) => key.replace(PLURAL_SUFFIX, '')),
    ),
  );
  const gaps: string[] = [];
  for (const [language, texts] of byLanguage) {
    for (const base of [...bases].sort()) {
      for (const form of ['one', 'other']) {
        if (!(`${base}_${form}` in texts)) gaps.push(`${language}: ${base} has no ${base}_${form}`);
      }
    }
    for (const [key, text] of Object.entries(texts)) {
      if (/\{\{\s*count\s*[},]/.test(text) && !PLURAL_SUFFIX.test(key)) {
        gaps.push(`${language}: ${key} shows {{count}} but is no plural form (${key}_one, ${key}_other)`);
      }
    }
  }
  return gaps;
}

/** Throws, naming every gap in the plural forms (see `pluralGaps`). */
export function assertPluralForms(resources: Record<string, unknown>): void {
  const gaps = pluralGaps(resources);
  if (gaps.length) throw new Error(`Plural forms incomplete:\n${gaps.join('\n')}`);
}

/**
 * Whether `key` names a text of `texts`: itself, the plural forms i18next picks from (`_one`, `_other`),
 * or a group of texts (read with `returnObjects`).
 */
function hasText(texts: unknown, key: string): boolean {
  const lookup = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts) !==
    undefined;
  return lookup(key) || lookup(`${key}_other`);
}

/** The source files under `dir` (a folder's URL or path), tests left out, by their path in it. */
export function sourcesUnder(dir: string | URL): Record<string, string> {
  const root = dir instanceof URL ? fileURLToPath(dir) : dir;
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));
}

/**
 * The literal keys a source text asks for (`t('dashboard.title')`, `t('common:actions.back')`,
 * `i18nKey="…"`) that no namespace has. An unprefixed key is looked up in `own` and in `common` (the default
 * namespace, which some components of an app use); a key of a namespace not given is not checked. Keys built at run time
 * (template literals, variables) are not literals and are not seen.
 */
export function missingTextKeys(
  sources: Record<string, string>,
  namespaces: { own: string; texts: Record<string, unknown> },
): string[] {
  const pattern = /(?:\bt\(\s*|i18nKey=\{?\s*)(['"])([A-Za-z0-9_.:-]+)\1/g;
  const missing = new Set<string>();
  for (const [file, source] of Object.entries(sources)) {
    for (const [, , key = ''] of source.matchAll(pattern)) {
      const [namespace, path = ''] = key.includes(':') ? key.split(':', 2) : [undefined, key];
      const candidates = namespace ? [namespace] : [namespaces.own, 'common'];
      if (namespace && !(namespace in namespaces.texts)) continue;
      if (!candidates.some((ns) => hasText(namespaces.texts[ns], path))) missing.add(`${file}: ${key}`);
    }
  }
  return [...missing].sort();
}
