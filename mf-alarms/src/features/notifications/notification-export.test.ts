import { describe, expect, it } from 'vitest';
import { createI18n, type Language, loadTexts } from '@portal/shared';
import type { NotificationFieldsFragment } from './api/generated/notifications';
import { ALARMS_NAMESPACE, alarmsTexts } from '../../i18n/texts';
import { notificationExportTable } from './notification-export';
import { reportNotification } from './notification-fixtures';

async function translator(language: Language) {
  const i18n = createI18n(language);
  await loadTexts(i18n, alarmsTexts);
  return i18n.getFixedT(language, ALARMS_NAMESPACE);
}

const alarm: NotificationFieldsFragment = {
  id: '1',
  tenancyId: '1',
  kind: 'HIGH_CONSUMPTION',
  alarmType: 'TOTAL',
  metricType: 'cold-water-volume',
  period: 'DAY',
  evaluatedPeriod: { startDate: '2026-11-20', endDate: '2026-11-20' },
  direction: 'ABOVE',
  threshold: 0.5,
  triggerValue: 0.75,
  correctedValue: null,
  correctedAt: null,
  correctedTriggers: null,
  unit: 'cubic-meter',
  alarm: { id: '3', name: 'Water', type: 'TOTAL', quantity: 'cold-water-volume' },
  reportCode: null,
  createdAt: '2026-11-21T06:00:00',
  readAt: null,
  resolvedAt: null,
};

const report = reportNotification(alarm, {
  id: '2',
  reportCode: 'abc',
  createdAt: '2026-11-01T06:00:00',
  readAt: '2026-11-02T08:00:00',
});

describe('the notification list as a file', () => {
  it('gives an alarm’s row its figures and direction, and a report’s row only its month', async () => {
    const t = await translator('en');
    const table = notificationExportTable([alarm, report], { title: 'Notifications', t, language: 'en' });
    const headers = table.columns.map((c) => c.header);
    const row = (i: number) => Object.fromEntries(headers.map((h, j) => [h, table.rows[i]![j]]));
    expect(row(0)).toMatchObject({
      Kind: 'High consumption',
      'From alarm': 'Water',
      Measurement: 'Cold water',
      Direction: 'Above the threshold',
      Threshold: 0.5,
      'Measured value': 0.75,
      Status: 'Unread',
    });
    expect(row(1)).toMatchObject({
      Kind: 'Consumption report',
      'From alarm': null,
      Measurement: null,
      Direction: null,
      Threshold: null,
      'Measured value': null,
      Unit: null,
      Status: 'Read',
    });
    expect(row(1)['Period start']).toBe('2026-10-01');
  });
});
