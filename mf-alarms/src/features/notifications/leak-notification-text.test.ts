import { describe, expect, it } from 'vitest';
import { createI18n, type Language, loadTexts } from '@portal/shared';
import type { NotificationFieldsFragment } from './api/generated/notifications';
import { ALARMS_NAMESPACE, alarmsTexts } from '../../i18n/texts';
import { notificationSummary } from './notification-text';

const leak: NotificationFieldsFragment = {
  id: '1',
  tenancyId: '1',
  kind: 'POSSIBLE_LEAK',
  alarmType: 'LEAK',
  metricType: 'cold-water-volume',
  period: 'DAY',
  evaluatedPeriod: { startDate: '2026-11-25', endDate: '2026-11-25' },
  direction: 'ABOVE',
  threshold: 24,
  triggerValue: 43,
  correctedValue: null,
  correctedAt: null,
  correctedTriggers: null,
  unit: 'hour',
  alarm: null,
  reportCode: null,
  createdAt: '2026-11-26T06:00:00',
  readAt: null,
  resolvedAt: null,
};

async function t(language: Language) {
  const i18n = createI18n(language);
  await loadTexts(i18n, alarmsTexts);
  return i18n.getFixedT(language, ALARMS_NAMESPACE);
}

describe('a possible-leak notification', () => {
  it('says how many hours in a row the water flowed, in the tenant’s language', async () => {
    expect(notificationSummary(await t('en'), leak, 'en')).toMatch(/^Cold water · 43 hours \(above the threshold\) · /);
    expect(notificationSummary(await t('nb'), leak, 'nb')).toMatch(/^Kaldtvann · 43 timer \(over grenseverdien\) · /);
    expect((await t('da'))('notification_kind.POSSIBLE_LEAK')).toBe('Mulig lækage');
  });

  it('at night: the lowest hourly flow in m³', async () => {
    const night = {
      ...leak,
      alarmType: 'NIGHT_FLOW' as const,
      threshold: 0.005,
      triggerValue: 0.015,
      unit: 'cubic-meter',
    };
    expect(notificationSummary(await t('en'), night, 'en')).toMatch(
      /^Cold water · 0.015\u00a0m³ \(above the threshold\) · /,
    );
  });
});
