import { TextField } from '@portal/shared';
import { type AlarmPeriod, type AlarmType, hasFixedThreshold, triggerBounds, type TriggerError } from '../alarm-rules';
import { triggerUnitLabel } from '../format';
import { useAlarmsTranslation } from '../../../i18n/texts';

/** The trigger value, labelled with its unit; fixed (read-only 0) for a zero-consumption alarm (SPEC §5). */
export function TriggerField({
  type,
  quantity,
  period,
  value,
  onChange,
  error,
}: {
  type: AlarmType;
  quantity: string;
  period: AlarmPeriod;
  value: string;
  onChange: (value: string) => void;
  error: TriggerError | null;
}) {
  const { t, language } = useAlarmsTranslation();
  const unit = triggerUnitLabel(type, quantity, language);
  const bounds = triggerBounds(type, quantity);
  const fixed = hasFixedThreshold(type);
  const number = (n: number) => n.toLocaleString(language === 'en' ? 'en-GB' : 'da-DK');
  const errorText = !error
    ? null
    : error.key === 'range'
      ? t('error.range', { min: number(error.min), max: number(error.max) })
      : error.key === 'too_many_decimals'
        ? t('error.too_many_decimals', { max: error.max })
        : t(`error.${error.key}`);
  return (
    <TextField
      name="threshold"
      label={t(`field.trigger.${type}`, { unit })}
      hint={t(`field.trigger_hint.${type}`, {
        per: t(`per.${period}`),
        period: t(`period_word.${period}`),
        min: number(bounds.min),
        max: number(bounds.max),
      })}
      inputMode="decimal"
      autoComplete="off"
      value={fixed ? '0' : value}
      readOnly={fixed}
      required={!fixed}
      onChange={(event) => onChange(event.target.value)}
      error={errorText}
    />
  );
}
