import { describe, expect, it } from 'vitest';
import { createI18n, type Language, loadTexts } from '@portal/shared';
import type { NotificationFieldsFragment } from './api/generated/notifications';
import { ALARMS_NAMESPACE, alarmsTexts } from '../../i18n/texts';
import { correctionNote, notificationFigure, notificationSummary } from './notification-text';

const increase: NotificationFieldsFragment = {
  id: '1',
  tenancyId: '1',
  kind: 'HIGH_CONSUMPTION',
  alarmType: 'INCREASE',
  metricType: 'cold-water-volume',
  period: 'WEEK',
  evaluatedPeriod: { startDate: '2026-11-09', endDate: '2026-11-15' },
  direction: 'ABOVE',
  threshold: 25,
  triggerValue: 41.5,
  correctedValue: null,
  correctedAt: null,
  correctedTriggers: null,
  unit: 'percent',
  alarm: null,
  reportCode: null,
  createdAt: '2026-11-16T06:00:00',
  readAt: null,
  resolvedAt: null,
};

describe('notification figures', () => {
  it('an increase stays a percentage after its alarm was deleted (the type is kept on the notification)', () => {
    expect(notificationFigure(increase, increase.threshold, 'en')).toBe('25\u00a0%');
    expect(notificationFigure(increase, increase.triggerValue, 'en', true)).toBe('41.5\u00a0%');
  });

  it('a total over a limit is in the quantity’s unit', () => {
    const total = { ...increase, alarmType: 'TOTAL' as const, threshold: 0.5, unit: 'cubic-meter' };
    expect(notificationFigure(total, total.threshold, 'en')).toBe('0.500\u00a0m³');
  });
});

async function translator(language: Language) {
  const i18n = createI18n(language);
  await loadTexts(i18n, alarmsTexts);
  return i18n.getFixedT(language, ALARMS_NAMESPACE);
}

describe('a notification after its readings were corrected', () => {
  const leak: NotificationFieldsFragment = {
    ...increase,
    alarmType: 'TOTAL',
    metricType: 'electricity-energy',
    period: 'DAY',
    evaluatedPeriod: { startDate: '2026-11-20', endDate: '2026-11-20' },
    threshold: 5,
    triggerValue: 24,
    unit: 'kilo-watt-hour',
  };
  const corrected = { ...leak, correctedValue: 2.4, correctedAt: '2026-11-24T21:05:00', correctedTriggers: false };

  it('shows the figure it went off with and the corrected one, in en, da and nb', async () => {
    const en = await translator('en');
    expect(notificationSummary(en, leak, 'en')).toBe(
      'Electricity · 24.00\u00a0kWh (above the threshold) · 20 Nov 2026',
    );
    expect(notificationSummary(en, corrected, 'en')).toBe(
      'Electricity · 24.00\u00a0kWh (above the threshold), corrected to 2.40\u00a0kWh · 20 Nov 2026',
    );
    expect(correctionNote(en, leak, 'en')).toBeNull();
    expect(correctionNote(en, corrected, 'en')).toBe(
      'The readings for this period were corrected after the alarm went off. With the corrected readings the figure is 2.40\u00a0kWh, which would not have set off the alarm.',
    );
    expect(correctionNote(en, { ...corrected, correctedValue: 12, correctedTriggers: true }, 'en')).toContain(
      'the figure is 12.00\u00a0kWh, which still sets off the alarm.',
    );
    const da = await translator('da');
    expect(notificationSummary(da, corrected, 'da')).toContain('rettet til 2,40\u00a0kWh');
    expect(correctionNote(da, corrected, 'da')).toContain(
      'tallet 2,40\u00a0kWh, og det ville ikke have udløst alarmen.',
    );
    const nb = await translator('nb');
    expect(notificationSummary(nb, corrected, 'nb')).toContain('korrigert til 2,40\u00a0kWh');
    expect(correctionNote(nb, corrected, 'nb')).toContain('tallet 2,40\u00a0kWh, og det ville ikke ha utløst alarmen.');
  });

  it('of a zero-consumption alarm names the corrected amount', async () => {
    const en = await translator('en');
    const zero = {
      ...leak,
      kind: 'ZERO_CONSUMPTION' as const,
      alarmType: 'ZERO_CONSUMPTION' as const,
      metricType: 'cold-water-volume',
      direction: 'BELOW' as const,
      threshold: 0,
      triggerValue: 0,
      correctedValue: 1.2,
      correctedAt: '2026-11-24T21:05:00',
      correctedTriggers: false,
      unit: 'cubic-meter',
    };
    expect(notificationSummary(en, zero, 'en')).toBe('Cold water · corrected to 1.200\u00a0m³ · 20 Nov 2026');
  });
});
