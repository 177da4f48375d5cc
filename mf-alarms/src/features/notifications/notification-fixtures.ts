// Test data: a month's consumption report as the data service gives it (no alarm, no figures; the
// alarm fields' placeholders: period MONTH, direction ABOVE), for the notifications' tests.
import type { NotificationFieldsFragment } from './api/generated/notifications';

export function reportNotification(
  base: NotificationFieldsFragment,
  fields: Partial<NotificationFieldsFragment> = {},
): NotificationFieldsFragment {
  return {
    ...base,
    kind: 'CONSUMPTION_REPORT',
    alarmType: null,
    metricType: null,
    period: 'MONTH',
    direction: 'ABOVE',
    evaluatedPeriod: { startDate: '2026-10-01', endDate: '2026-10-31' },
    threshold: null,
    triggerValue: null,
    correctedValue: null,
    correctedAt: null,
    correctedTriggers: null,
    unit: null,
    alarm: null,
    reportCode: 'k3Y/9',
    ...fields,
  };
}
