import type { TFunction } from 'i18next';
import { type Language, decimalsFor } from '@portal/shared';
import { type ExportTable, offsetTimestamps } from '@portal/shared/export';
import type { NotificationFieldsFragment } from './api/generated/notifications';
import { evaluatedPeriod } from './notification-text';
import { triggerUnitLabel } from '../alarms/format';
import type { AlarmType } from '../alarms/alarm-rules';

const stamp = (value: string | null | undefined) => (value ? offsetTimestamps([value.slice(0, 19)])[0]! : null);

/**
 * The notification list as a file, one row per notification as the list shows it (newest first):
 * when it came (Copenhagen time with its offset), what kind, from which alarm, of what, for which
 * period, the figures (numbers, their unit beside them) and whether it has been read.
 */
export function notificationExportTable(
  list: readonly NotificationFieldsFragment[],
  { title, t, language }: { title: string; t: TFunction; language: Language },
): ExportTable {
  const figures = { min: 0, max: 3 };
  return {
    title,
    columns: [
      { header: t('notification_field.received') },
      { header: t('export.kind') },
      { header: t('export.alarm') },
      { header: t('notification_field.metric') },
      { header: t('notification_field.period') },
      { header: t('export.period_start') },
      { header: t('export.period_end') },
      { header: t('notification_field.direction') },
      { header: t('notification_field.threshold'), decimals: figures },
      { header: t('notification_field.trigger'), decimals: figures },
      { header: t('notification_field.corrected'), decimals: figures },
      { header: t('export.unit') },
      { header: t('notification_field.status') },
    ],
    rows: list.map((n) => {
      const quantity = n.metricType ?? n.alarm?.quantity ?? '';
      const type: AlarmType | null = n.alarmType ?? n.alarm?.type ?? null;
      const round = (v: number | null) => {
        if (v == null) return null;
        const scale = 10 ** Math.max(decimalsFor(quantity).min, 3);
        return Math.round(v * scale) / scale;
      };
      return [
        stamp(n.createdAt),
        t(`notification_kind.${n.kind}`),
        n.alarm?.name ?? null,
        n.metricType ? t(`common:quantity.${n.metricType}`) : null,
        evaluatedPeriod(n, language),
        n.evaluatedPeriod.startDate,
        n.evaluatedPeriod.endDate,
        // a month's report has no direction (the service's field is only there for alarms)
        n.kind === 'CONSUMPTION_REPORT' ? null : t(`direction.${n.direction}`),
        n.kind === 'ZERO_CONSUMPTION' ? 0 : round(n.threshold ?? null),
        round(n.triggerValue ?? null),
        round(n.correctedValue ?? null),
        (type && quantity ? triggerUnitLabel(type, quantity, language) : null) || null,
        n.readAt ? t('notifications.read') : t('notifications.unread'),
      ];
    }),
  };
}
