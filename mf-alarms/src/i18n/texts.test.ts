import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertTranslationKeyParity,
  commonResources,
  flattenKeys,
  missingTextKeys,
  sourcesUnder,
} from '@portal/shared/test-utils';
import { createI18n, loadTexts } from '@portal/shared';
import { ALARM_PERIODS, ALARM_TYPES, NOTIFICATION_KINDS } from '../features/alarms/alarm-rules';
import { ALARMS_NAMESPACE, alarmsTexts } from './texts';
import en from './en';
import da from './da';
import nb from './nb';

const alarmsResources = { en, da, nb };

describe('the alarms namespace', () => {
  it('has every key in en, da and nb, none empty', () => {
    expect(() => assertTranslationKeyParity(alarmsResources)).not.toThrow();
  });

  it('names every type, period and notification kind the service has', () => {
    const keys = new Set(flattenKeys(alarmsResources.en));
    for (const type of [...ALARM_TYPES.CONSUMPTION, ...ALARM_TYPES.CLIMATE]) {
      expect(keys).toContain(`type.${type}`);
      expect(keys).toContain(`field.trigger.${type}`);
    }
    for (const period of ALARM_PERIODS) expect(keys).toContain(`per.${period}`);
    for (const kind of NOTIFICATION_KINDS) expect(keys).toContain(`notification_kind.${kind}`);
  });

  it('uses common quantity names that exist', () => {
    for (const q of ['cold-water-volume', 'indoor-temperature', 'indoor-relative-humidity', 'electricity-energy']) {
      expect(Object.keys(commonResources.en.quantity)).toContain(q);
    }
  });

  it('loads the current language only, and the next one with a language switch', async () => {
    const i18n = createI18n('da');
    await loadTexts(i18n, alarmsTexts);
    await loadTexts(i18n, alarmsTexts);
    expect(i18n.hasResourceBundle('en', ALARMS_NAMESPACE)).toBe(false);
    expect(i18n.t('list.title', { ns: ALARMS_NAMESPACE })).toBe('Alarmer');
    expect(i18n.t('list.total', { ns: ALARMS_NAMESPACE, count: 1 })).toBe('1 alarm');
    expect(i18n.t('list.total', { ns: ALARMS_NAMESPACE, count: 3 })).toBe('3 alarmer');
    await i18n.changeLanguage('nb');
    expect(i18n.t('notifications.title', { ns: ALARMS_NAMESPACE })).toBe('Varsler');
    expect(i18n.t('app.title')).toBe('Beboer App');
  });
});

describe('the texts the code asks for', () => {
  it('exist: every literal key of a t() call is a text of this namespace or of common', () => {
    expect(
      missingTextKeys(sourcesUnder(join(import.meta.dirname, '..')), {
        own: ALARMS_NAMESPACE,
        texts: { [ALARMS_NAMESPACE]: en, common: commonResources.en },
      }),
    ).toEqual([]);
  });
});
