import { type Period, type TenancyDates, today } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import type { ChartModel, ViewMode } from '../../chart/chart-model';

/** SPEC §8's informational texts (namespace `common`, `info.*`). */
export type InfoState =
  'data_not_yet_available' | 'pricing_unavailable' | 'no_consumption_today' | 'no_data' | 'comparison_not_possible';

export interface InfoInput {
  model: ChartModel | null;
  tenancy: TenancyDates;
  period: Period;
  comparisonPeriod: Period;
  mode: ViewMode;
  /** Number of prices the service has for the period (cost mode), or null when not asked. */
  pricesCount: number | null;
  day?: string;
}

/** Which informational states apply to what a page shows (pure; tested). */
export function infoStatesOf(input: InfoInput): InfoState[] {
  const { model, period, tenancy } = input;
  if (!model) return [];
  const day = input.day ?? today();
  const states: InfoState[] = [];
  const dataStart = tenancy.dataAvailability?.start?.slice(0, 10) ?? null;
  const dataEnd = tenancy.dataAvailability?.end?.slice(0, 10) ?? null;
  if (!model.hasData) {
    if (period.start === day && period.end === day) states.push('no_consumption_today');
    else if ((dataEnd && period.start > dataEnd) || (dataStart && period.end < dataStart) || period.start > day) {
      states.push('data_not_yet_available');
    } else states.push('no_data');
  }
  if (input.mode === 'cost' && model.hasData) {
    const last = model.points.at(-1);
    if (input.pricesCount === 0 || (last && last.value == null && period.end >= day))
      states.push('pricing_unavailable');
  }
  if (model.hasData && model.comparisonType) {
    const before = dataStart && input.comparisonPeriod.end < dataStart;
    if (model.comparisonSum == null || before) states.push('comparison_not_possible');
  }
  return states;
}

export function InfoStates({ states }: { states: InfoState[] }) {
  const { tc } = useTexts();
  if (!states.length) return null;
  return (
    <div className="mfc-info" role="status" data-testid="info-states">
      {states.map((s) => (
        <p key={s} data-info={s}>
          {tc(`info.${s}`)}
        </p>
      ))}
    </div>
  );
}
