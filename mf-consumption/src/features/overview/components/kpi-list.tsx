import { memo } from 'react';
import { Link } from 'react-router';
import {
  CONSUMPTION_MOODS,
  type dataOperations,
  consumptionLevel,
  formatPercentChange,
  formatQuantity,
  percentChange,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { Smiley } from '../../../components/smiley';
import { type ChartModel, type ViewMode, formatValue } from '../../chart/chart-model';
import {
  type ComparisonSpans,
  type TimeSpan,
  comparisonSpanLabel,
  dataUntilText,
  totalCoverageNote,
} from '../../chart/completeness';
import { todayInCopenhagen } from '../../period/period-state';

type Kpis = dataOperations.UnitQuantityKpisQuery['unitQuantityKpis'];

export interface KpiListProps {
  quantity: string;
  mode: ViewMode;
  normalized: boolean;
  model: ChartModel;
  kpis: Kpis | null;
  averaged: boolean;
  tenancyId: string;
  /** Where the service's KPIs do not apply (room, meter): the comparison series' total, under this name. */
  comparisonName?: string | null;
}

/**
 * The total of the period and the key figures (SPEC §3 unit KPIs), with rooms and meters linking to
 * their pages. The total says when it includes incomplete data and where the data end ("Data until");
 * each comparison says which time it is of ("Partial period: 1–24 November against 1–24 October").
 * Memoised: it re-renders when its figures change, not with every state of a loading period.
 */
export const KpiList = memo(function KpiList({
  quantity,
  mode,
  normalized,
  model,
  kpis,
  averaged,
  tenancyId,
  comparisonName,
}: KpiListProps) {
  const { t, tc, language } = useTexts();
  const texts = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const asConsumption = mode === 'consumption';
  const fromKpis = asConsumption && kpis;
  // The consumption total is the service's own KPI for the period; cost and CO2 are the sums of the graph.
  const total = asConsumption ? (kpis?.total ?? model.sum) : model.sum;
  const format = (v: number | null | undefined) =>
    asConsumption ? formatQuantity(v, quantity, language, { normalized }) : formatValue(v, model, language);
  const incomplete = totalCoverageNote(fromKpis ? kpis.coverage : model.totalCoverage, language, texts);
  const until = dataUntilText(
    (fromKpis ? kpis.dataUntil : null) ?? model.dataUntil,
    language,
    texts,
    todayInCopenhagen(),
  );
  const spansOf = (type: string, comparedSpan: TimeSpan | null | undefined): ComparisonSpans | null =>
    kpis
      ? { type, currentSpan: kpis.currentSpan ?? null, comparedSpan: comparedSpan ?? null, partial: kpis.partial }
      : null;
  const rows: Array<[key: string, value: number | null | undefined, spans: ComparisonSpans | null]> = fromKpis
    ? [
        ['overview.previous_period', kpis.previousPeriod, spansOf('previous-period', kpis.previousPeriodSpan)],
        ['overview.previous_year', kpis.previousYear, spansOf('previous-year', kpis.previousYearSpan)],
        ['overview.property_comparison', kpis.propertyComparison, spansOf('property-average', kpis.currentSpan)],
      ]
    : comparisonName && model.comparisonType
      ? [[comparisonName, model.comparisonSum, model.comparisonSpans]]
      : [];
  return (
    <section className="mfc-kpis" aria-label={t('overview.kpis')}>
      <p className="mfc-total">
        <span>{averaged ? t('overview.average') : t('overview.total')}</span>{' '}
        <strong data-testid="total-value" data-value={total ?? ''}>
          {format(total)}
        </strong>
      </p>
      {incomplete ? (
        <p className="mfc-note mfc-incomplete-total" data-testid="total-incomplete">
          {incomplete}
        </p>
      ) : null}
      {until ? (
        <p className="mfc-note" data-testid="data-until">
          {until}
        </p>
      ) : null}
      {rows.length ? (
        <dl className="mfc-kpi-grid">
          {rows.map(([key, value, spans]) => {
            const change = percentChange(total, value);
            const level = change == null ? null : consumptionLevel(change);
            const label = comparisonSpanLabel(spans, language, texts);
            return (
              <div key={key} data-kpi={key}>
                <dt>{key.startsWith('overview.') ? t(key) : key}</dt>
                <dd>
                  <span data-value={value ?? ''}>{format(value)}</span>{' '}
                  {change != null && level ? (
                    <>
                      <span>({formatPercentChange(change, language)})</span>{' '}
                      {averaged ? null : <Smiley mood={CONSUMPTION_MOODS[level]} label={tc(`smiley.${level}`)} />}
                    </>
                  ) : null}
                  {label ? (
                    <span className="mfc-kpi-span" data-testid="kpi-span">
                      {label}
                    </span>
                  ) : null}
                </dd>
              </div>
            );
          })}
        </dl>
      ) : null}
      {asConsumption && kpis && kpis.rooms.length ? (
        <section>
          <h2>{t('overview.rooms')}</h2>
          <ul className="mfc-list">
            {kpis.rooms.map((room) => (
              <li key={room.label}>
                <Link to={paths.room.getHref(tenancyId, quantity, room.label)}>{room.label}</Link>{' '}
                <span>{format(room.value)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {asConsumption && kpis && kpis.meters.length ? (
        <section>
          <h2>{t('overview.meters')}</h2>
          <ul className="mfc-list">
            {kpis.meters.map((m) => {
              const meter = m.object.group?.meter;
              const id = meter?.id ?? m.object.id;
              const name = [meter?.number, meter?.roomName ?? m.object.measurementPoint?.room]
                .filter(Boolean)
                .join(' · ');
              return (
                <li key={id}>
                  <Link to={paths.meter.getHref(tenancyId, quantity, id)}>{name || id}</Link>{' '}
                  <span>{format(m.value)}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
});
