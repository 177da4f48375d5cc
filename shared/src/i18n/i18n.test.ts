import { describe, expect, it } from 'vitest';
import {
  assertPluralForms,
  assertTranslated,
  assertTranslationKeyParity,
  commonResources,
  createTestI18n,
  flattenKeys,
  pluralGaps,
  translationKeyGaps,
  untranslatedTexts,
} from '../test-utils';
import {
  changeLanguage,
  createI18n,
  defineTexts,
  languageConfigFor,
  languageOptions,
  loadTexts,
  startLanguage,
} from './index';
import { createAppStorage, createMemoryStorage, STORAGE_KEYS } from '../session/storage';

describe('common texts', () => {
  it('has the same keys in en, da and nb', () => {
    expect(() => assertTranslationKeyParity(commonResources)).not.toThrow();
  });

  it('is translated: no Danish or Norwegian text is the English one or holds English words', () => {
    expect(() => assertTranslated(commonResources)).not.toThrow();
  });

  it('has both plural forms of every counted text in every language', () => {
    expect(() => assertPluralForms(commonResources)).not.toThrow();
  });

  it('the translation check finds a text left in English, unless it is rightly the same', () => {
    const resources = {
      en: { a: 'Show the details', b: 'OK', c: '{{quantity}}', d: 'Gas', e: 'Heat per day', f: 'E-mail' },
      da: { a: 'Show the details', b: 'OK', c: '{{quantity}}', d: 'Gas', e: 'Varme per day', f: 'E-mail' },
      nb: { a: 'Vis detaljene', b: 'OK', c: '{{quantity}}', d: 'Gas', e: 'Varme per dag', f: 'E-mail' },
    };
    expect(untranslatedTexts(resources)).toEqual([
      'da: a = "Show the details" is the English text',
      'da: e = "Varme per day" holds English "per day"',
      // Danish writes "gas" and "e-mail", Norwegian does not
      'nb: d = "Gas" is the English text',
      'nb: f = "E-mail" is the English text',
    ]);
    expect(() => assertTranslated(resources)).toThrow(/Texts left in English:\nda: a = /);
    // placeholders and markup are not read as words
    expect(untranslatedTexts({ en: { a: 'x' }, da: { a: 'Hej {{the}} <1>og</1> {{your}}' } })).toEqual([]);
  });

  it('the plural check finds a missing form and a count shown without plural forms', () => {
    const resources = {
      en: { days_one: '{{count}} day', days_other: '{{count}} days', hours: '{{count}} hours', above_zero: 'x' },
      da: { days_one: '{{count}} dag', hours: '{{count}} timer', above_zero: 'x' },
      nb: { days_one: '{{count}} dag', days_other: '{{count}} dager', hours: '{{count}} timer', above_zero: 'x' },
    };
    expect(pluralGaps(resources)).toEqual([
      'en: hours shows {{count}} but is no plural form (hours_one, hours_other)',
      'da: days has no days_other',
      'da: hours shows {{count}} but is no plural form (hours_one, hours_other)',
      'nb: hours shows {{count}} but is no plural form (hours_one, hours_other)',
    ]);
    expect(() => assertPluralForms(resources)).toThrow(/Plural forms incomplete/);
  });

  it('the parity check fails on a key missing in one language, and on an empty text', () => {
    const broken = { en: { a: { b: 'x', c: 'y' } }, da: { a: { b: 'x' } }, nb: { a: { b: 'x', c: ' ' } } };
    expect(translationKeyGaps(broken)).toEqual({
      da: { missing: ['a.c'], empty: [] },
      nb: { missing: [], empty: ['a.c'] },
    });
    expect(() => assertTranslationKeyParity(broken)).toThrow(/da: missing key a\.c[\s\S]*nb: empty text at a\.c/);
    expect(() => assertTranslationKeyParity({ en: {}, da: {} })).toThrow(/nb: the language is missing/);
  });

  it.each([
    ['login.invalid_credentials', 'Invalid login credentials. Please try again.'],
    ['errors.email_in_use', 'A user already exists with that email.'],
    ['errors.activation_code_in_use', 'A user already exists on the tenancy'],
    ['errors.email_used_in_admin_portal', 'Email is already in use'],
    ['errors.password_update_failed', 'Password update failed. Please try again.'],
    ['errors.login_expired', 'Your log in expired. Please log in again.'],
    ['errors.report_unavailable', 'This report is no longer available. Contact your landlord/administrator.'],
    ['errors.unexpected_application_error', 'Unexpected Application Error'],
    ['validation.invalid_activation_code', 'The activation code you entered is invalid.'],
    ['app.title', 'the tenancy app'],
  ])('quotes SPEC: %s', (key, text) => {
    const i18n = createTestI18n('en');
    expect(i18n.t(key)).toBe(text);
  });

  it('has every key SPEC names, and the informational and empty-state texts', () => {
    const keys = flattenKeys(commonResources.en);
    for (const key of [
      'errors.user_exists_with_above_default_rights',
      'errors.email_used_in_admin_portal_hint',
      'info.data_not_yet_available',
      'info.pricing_unavailable',
      'info.no_consumption_today',
      'info.no_data',
      'info.comparison_not_possible',
      'empty.no_alarms',
      'empty.no_allocations',
      'empty.no_notifications',
      'tip.lower_temperature',
    ])
      expect(keys).toContain(key);
  });

  it('translates into Danish and Norwegian', () => {
    const i18n = createTestI18n('da');
    expect(i18n.t('app.title')).toBe('Beboer App');
    expect(i18n.t('period.week_number', { week: 7 })).toBe('Uge 7');
    void i18n.changeLanguage('nb');
    expect(i18n.t('period.last_7_days')).toBe('Siste 7 dager');
  });
});

describe('texts loaded by language', () => {
  const texts = (log: string[], fail: Set<string> = new Set()) =>
    defineTexts('demo', {
      en: async () => (log.push('en'), { default: { title: 'Alarms' } }),
      da: async () => {
        log.push('da');
        if (fail.has('da')) throw Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' });
        return { default: { title: 'Alarmer' } };
      },
      nb: async () => (log.push('nb'), { default: { title: 'Alarmer (nb)' } }),
    });

  it('loads only the current language of common and of an app namespace, and the next language on a switch', async () => {
    const log: string[] = [];
    const i18n = createI18n('nb');
    await loadTexts(i18n, texts(log));
    expect(log).toEqual(['nb']);
    expect(i18n.t('demo:title')).toBe('Alarmer (nb)');
    expect(i18n.t('app.title')).toBe('Beboer App');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('da', 'common')).toBe(false);

    await i18n.changeLanguage('en');
    expect(log).toEqual(['nb', 'en']);
    expect(i18n.t('demo:title')).toBe('Alarms');
    expect(i18n.t('app.title')).toBe('the tenancy app');
  });

  it('rejects with the load error of a language module (a stale deployment), and fetches again on the next attempt', async () => {
    const log: string[] = [];
    const fail = new Set(['da']);
    const i18n = createI18n('da');
    await expect(loadTexts(i18n, texts(log, fail))).rejects.toMatchObject({ name: 'ChunkLoadError' });
    fail.clear();
    await loadTexts(i18n, texts(log, fail));
    expect(i18n.t('demo:title')).toBe('Alarmer');
    expect(log).toEqual(['da', 'da']);
  });

  it('keeps the language, and stores nothing, when the new language cannot be fetched; choosing again tries again', async () => {
    const log: string[] = [];
    const fail = new Set(['da']);
    const local = createMemoryStorage();
    const storage = createAppStorage({ local, session: createMemoryStorage() });
    const i18n = createI18n('nb');
    await loadTexts(i18n, texts(log, fail));
    await changeLanguage(i18n, 'da', storage);
    expect(i18n.language).toBe('nb');
    expect(i18n.t('demo:title')).toBe('Alarmer (nb)');
    expect(local.getItem(STORAGE_KEYS.language)).toBeNull();
    fail.clear();
    await changeLanguage(i18n, 'da', storage);
    expect(i18n.language).toBe('da');
    expect(i18n.t('demo:title')).toBe('Alarmer');
    expect(local.getItem(STORAGE_KEYS.language)).toBe('da');
    expect(log).toEqual(['nb', 'da', 'da']);
  });
});

describe('language at start (SPEC §4, §9)', () => {
  const setup = () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    return { local, session, storage: createAppStorage({ local, session }) };
  };

  it('reads session storage, then local storage, then the configured default', () => {
    const { local, session, storage } = setup();
    const config = languageConfigFor('denmark');
    expect(startLanguage(config, storage)).toBe('en');
    local.setItem(STORAGE_KEYS.language, 'da');
    expect(startLanguage(config, storage)).toBe('da');
    session.setItem(STORAGE_KEYS.language, 'nb');
    expect(startLanguage(config, storage)).toBe('nb');
  });

  it('takes the language a link names when this browser has no choice stored (and the build offers it)', () => {
    const { local, storage } = setup();
    const config = languageConfigFor('denmark');
    expect(startLanguage(config, storage, 'da')).toBe('da');
    expect(startLanguage(config, storage, 'de')).toBe('en');
    expect(startLanguage(languageConfigFor('norway'), storage, 'da')).toBe('nb');
    local.setItem(STORAGE_KEYS.language, 'en');
    expect(startLanguage(config, storage, 'da')).toBe('en');
  });

  it('defaults to nb in the Norway build, offering nb and en (and da when configured)', () => {
    const { local, storage } = setup();
    expect(languageConfigFor('norway')).toEqual({ defaultLanguage: 'nb', available: ['nb', 'en'] });
    expect(languageConfigFor('norway', { withDanish: true }).available).toContain('da');
    expect(startLanguage(languageConfigFor('norway'), storage)).toBe('nb');
    local.setItem(STORAGE_KEYS.language, 'da');
    expect(startLanguage(languageConfigFor('norway'), storage)).toBe('nb');
    local.setItem(STORAGE_KEYS.language, 'xx');
    expect(startLanguage(languageConfigFor('denmark'), storage)).toBe('en');
  });

  it('stores the chosen language and switches the interface', async () => {
    const { local, storage } = setup();
    const i18n = createI18n('en');
    await changeLanguage(i18n, 'da', storage);
    expect(i18n.language).toBe('da');
    expect(local.getItem(STORAGE_KEYS.language)).toBe('da');
    expect(document.documentElement.lang).toBe('da');
  });
});

describe('language options', () => {
  it('lists the build languages, default first, keyed for the panel', () => {
    expect(languageOptions(languageConfigFor('norway')).map((o) => [o.value, o.i18nKey])).toEqual([
      ['nb', 'language.nb'],
      ['en', 'language.en'],
    ]);
    expect(languageOptions(languageConfigFor('denmark')).map((o) => o.value)).toEqual(['en', 'da', 'nb']);
    const i18n = createTestI18n('en');
    for (const option of languageOptions(languageConfigFor('denmark')))
      expect(i18n.t(option.i18nKey)).not.toBe(option.i18nKey);
  });

  it('names the side-menu entries of SPEC §2 in every language', () => {
    for (const lng of ['en', 'da', 'nb'] as const) {
      const i18n = createTestI18n(lng);
      for (const key of [
        'consumption',
        'statements',
        'alarms',
        'tenancy_info',
        'notifications',
        'help',
        'profile',
        'meter_list',
        'select_tenancy',
      ])
        expect(i18n.t(`menu.${key}`)).not.toBe(`menu.${key}`);
    }
  });
});
