import type { TFunction } from 'i18next';
import type { Language } from '@portal/shared';
import type { AlarmFieldsFragment } from './api/generated/alarms';
import { formatTrigger } from './format';

/** The alarm's condition in words, e.g. "Above 0.500 m³ per day", "No consumption for a whole week". */
export function alarmCondition(
  t: TFunction,
  alarm: Pick<AlarmFieldsFragment, 'type' | 'quantity' | 'period' | 'threshold'>,
  language: Language,
): string {
  if (alarm.type === 'ZERO_CONSUMPTION') return t(`zero_condition.${alarm.period}`);
  return t(`condition.${alarm.type}`, {
    value: formatTrigger(alarm.threshold, alarm.type, alarm.quantity, language),
    per: t(`per.${alarm.period}`),
    period: t(`period_word.${alarm.period}`),
  });
}

/** A name for an alarm the tenant did not name: "Cold water – Zero consumption". */
export function defaultAlarmName(t: TFunction, alarm: Pick<AlarmFieldsFragment, 'type' | 'quantity'>): string {
  return `${t(`common:quantity.${alarm.quantity}`)} – ${t(`type.${alarm.type}`)}`;
}
