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
import { useTexts } from '../../texts';
import { paths } from '../../paths';
import { Smiley } from '../../ui/smiley';
import { type ChartModel, type ViewMode, formatValue } from '../chart/chart-model';

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
 * their pages. Memoised: it re-renders when its figures change, not with every state of a loading period.
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
  const asConsumption = mode === 'consumption';
  // The consumption total is the service's own KPI for the period; cost and CO2 are the sums of the graph.
  const total = asConsumption ? (kpis?.total ?? model.sum) : model.sum;
  const format = (v: number | null | undefined) =>
    asConsumption ? formatQuantity(v, quantity, language, { normalized }) : formatValue(v, model, language);
  const rows: Array<[key: string, value: number | null | undefined]> =
    asConsumption && kpis
      ? [
          ['overview.previous_period', kpis.previousPeriod],
          ['overview.previous_year', kpis.previousYear],
          ['overview.property_comparison', kpis.propertyComparison],
        ]
      : comparisonName && model.comparisonType
        ? [[comparisonName, model.comparisonSum]]
        : [];
  return (
    <section className="mfc-kpis" aria-label={t('overview.kpis')}>
      <p className="mfc-total">
        <span>{averaged ? t('overview.average') : t('overview.total')}</span>{' '}
        <strong data-testid="total-value" data-value={total ?? ''}>
          {format(total)}
        </strong>
      </p>
      {rows.length ? (
        <dl className="mfc-kpi-grid">
          {rows.map(([key, value]) => {
            const change = percentChange(total, value);
            const level = change == null ? null : consumptionLevel(change);
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
                <Link to={paths.room(tenancyId, quantity, room.label)}>{room.label}</Link>{' '}
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
                  <Link to={paths.meter(tenancyId, quantity, id)}>{name || id}</Link> <span>{format(m.value)}</span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </section>
  );
});
