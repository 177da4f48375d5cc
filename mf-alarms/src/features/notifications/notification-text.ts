import type { TFunction } from 'i18next';
import { formatDateRange, type Language, type Period } from '@portal/shared';
import type { NotificationFieldsFragment } from './api/generated/notifications';
import type { AlarmType } from '../alarms/alarm-rules';
import { formatTrigger } from '../alarms/format';

/**
 * The type of alarm a notification's figures are in: the one the service kept with it, else its alarm's,
 * else what the kind implies.
 */
function figureType(n: NotificationFieldsFragment): AlarmType {
  if (n.alarmType) return n.alarmType;
  if (n.alarm) return n.alarm.type;
  if (n.kind === 'ZERO_CONSUMPTION') return 'ZERO_CONSUMPTION';
  if (n.kind === 'INDOOR_CLIMATE') return n.direction === 'BELOW' ? 'MINIMUM' : 'MAXIMUM';
  return 'TOTAL';
}

/** A notification's threshold (as typed, up to 3 decimals) or measured value (up to 2, water 3). */
export function notificationFigure(
  n: NotificationFieldsFragment,
  value: number | null,
  language: Language,
  measured = false,
): string {
  const quantity = n.metricType ?? n.alarm?.quantity ?? '';
  return formatTrigger(value, figureType(n), quantity, language, measured ? 2 : 3);
}

export function evaluatedPeriod(n: NotificationFieldsFragment, language: Language): string {
  const period: Period = { start: n.evaluatedPeriod.startDate, end: n.evaluatedPeriod.endDate };
  return formatDateRange(period, language);
}

/**
 * One line saying what happened: "Cold water · 1.234 m³ (above the threshold) · 21 Nov 2026"; after a
 * correction of the period's readings also the corrected figure ("…, corrected to 0.400 m³ · …").
 */
export function notificationSummary(t: TFunction, n: NotificationFieldsFragment, language: Language): string {
  const parts = [n.metricType ? t(`common:quantity.${n.metricType}`) : null];
  const figures: string[] = [];
  if (n.kind !== 'ZERO_CONSUMPTION' && n.triggerValue !== null) {
    figures.push(
      `${notificationFigure(n, n.triggerValue, language, true)} (${t(`direction.${n.direction}`).toLowerCase()})`,
    );
  }
  if (n.correctedValue !== null) {
    figures.push(t('notifications.corrected_to', { value: notificationFigure(n, n.correctedValue, language, true) }));
  }
  parts.push(figures.join(', ') || null, evaluatedPeriod(n, language));
  return parts.filter(Boolean).join(' · ');
}

/**
 * What a correction of the period's readings changed: the corrected figure and whether it still sets
 * off the alarm (the notification keeps the figure it went off with); null without a correction.
 */
export function correctionNote(t: TFunction, n: NotificationFieldsFragment, language: Language): string | null {
  if (n.correctedValue === null) return null;
  const value = notificationFigure(n, n.correctedValue, language, true);
  return t(n.correctedTriggers === false ? 'notifications.correction_clears' : 'notifications.correction_still', {
    value,
  });
}
