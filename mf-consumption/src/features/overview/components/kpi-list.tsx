import { type CSSProperties, memo } from 'react';
import { Link } from 'react-router';
import { Card, type dataOperations, formatNumber, formatQuantity, percentChange } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { type ChartModel, type ViewMode, formatValue } from '../../chart/chart-model';
import {
  type ComparisonSpans,
  type TimeSpan,
  comparisonSpanLabel,
  dataUntilText,
  totalCoverageNote,
} from '../../chart/completeness';
import { todayInCopenhagen } from '../../period/period-state';
import { ChangeBadge } from './change-badge';

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
 * The total of the period and the key figures (SPEC §3 unit KPIs) as a row of stat cards, each
 * comparison in words and in its tone's colour ("12 % less", green), then the rooms and meters with
 * their share of the total, linking to their pages. The total says when it includes incomplete data
 * and where the data end ("Data until"); each comparison says which time it is of ("Partial period:
 * 1–24 November against 1–24 October"). Memoised: it re-renders when its figures change, not with
 * every state of a loading period.
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
  const { t, language } = useTexts();
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
  const rooms = asConsumption && kpis ? kpis.rooms : [];
  const meters = asConsumption && kpis ? kpis.meters : [];
  return (
    <>
      <section className="pui-grid mfc-stats" aria-label={t('overview.kpis')} data-testid="kpis">
        <div className="pui-card mfc-stat mfc-stat--total">
          <p className="pui-stat">
            <span className="pui-stat__label">{averaged ? t('overview.average') : t('overview.total')}</span>
            <strong className="pui-stat__value" data-testid="total-value" data-value={total ?? ''}>
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
        </div>
        {rows.map(([key, value, spans]) => {
          const name = key.startsWith('overview.') ? t(key) : key;
          const label = comparisonSpanLabel(spans, language, texts);
          return (
            <div key={key} className="pui-card mfc-stat" data-kpi={key}>
              <p className="pui-stat">
                <span className="pui-stat__label">{name}</span>
                <span className="pui-stat__value" data-value={value ?? ''}>
                  {format(value)}
                </span>
              </p>
              <ChangeBadge change={percentChange(total, value)} judged={!averaged} />
              {label ? (
                <span className="mfc-kpi-span" data-testid="kpi-span">
                  {label}
                </span>
              ) : null}
            </div>
          );
        })}
      </section>
      {rooms.length || meters.length ? (
        <div className="pui-grid" style={{ '--pui-grid-min': '20rem' } as CSSProperties}>
          {rooms.length ? (
            <Breakdown
              title={t('overview.rooms')}
              total={total}
              items={rooms.map((room) => ({
                key: room.label,
                name: room.label,
                href: paths.room.getHref(tenancyId, quantity, room.label),
                value: room.value,
              }))}
              format={format}
            />
          ) : null}
          {meters.length ? (
            <Breakdown
              title={t('overview.meters')}
              total={total}
              items={meters.map((m) => {
                const meter = m.object.group?.meter;
                const id = meter?.id ?? m.object.id;
                const name = [meter?.number, meter?.roomName ?? m.object.measurementPoint?.room]
                  .filter(Boolean)
                  .join(' · ');
                return {
                  key: id,
                  name: name || id,
                  href: paths.meter.getHref(tenancyId, quantity, id),
                  value: m.value,
                };
              })}
              format={format}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
});

/** Rooms or meters with their figure and share of the total (a bar in the quantity's colour). */
function Breakdown({
  title,
  items,
  total,
  format,
}: {
  title: string;
  items: { key: string; name: string; href: string; value: number | null | undefined }[];
  total: number | null | undefined;
  format: (v: number | null | undefined) => string;
}) {
  const { t, language } = useTexts();
  const sum = items.reduce((a, i) => a + Math.max(0, i.value ?? 0), 0) || Math.max(0, total ?? 0);
  return (
    <Card title={title}>
      <ul className="mfc-breakdown">
        {items.map((item) => {
          const share = sum > 0 && item.value != null ? Math.max(0, item.value) / sum : null;
          const percent = share == null ? null : `${formatNumber(share * 100, language, { min: 0, max: 0 })}\u00a0%`;
          return (
            <li key={item.key}>
              <Link to={item.href}>{item.name}</Link>
              <span className="mfc-breakdown-value">{format(item.value)}</span>
              {percent ? (
                <span className="mfc-share" role="img" aria-label={t('overview.share', { percent })}>
                  <span style={{ width: `${(share ?? 0) * 100}%` }} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
