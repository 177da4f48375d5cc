import { type ReactNode, useCallback, useMemo } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  type ComparisonPage,
  type ConsumptionQuantity,
  CONSUMPTION_QUANTITIES,
  type GraphMode,
  LoadingRegion,
  Skeleton,
  aggregationOf,
  comparisonPeriod,
  consumptionQueries,
  graphInput,
  kpisInput,
  pricesInput,
} from '@portal/shared';
import { useClients } from '../../platform/clients';
import { useTexts } from '../../texts';
import { paths } from '../../paths';
import { type TenancyContext, useTenancy } from '../tenancy/use-tenancy';
import { ComparisonSelector, PeriodSelector } from '../period/period-selector';
import { comparisonLabelKey, usePeriodSelection } from '../period/period-state';
import { ChartPanel } from '../chart/chart-panel';
import {
  type GraphResult,
  type ViewMode,
  buildChartModel,
  combineGraphs,
  comparisonOfType,
} from '../chart/chart-model';
import { KpiList } from './kpi-list';
import { InfoStates, infoStatesOf } from './info-states';
import { useViewOptions } from './view-options';
import { PageLoading } from '../../ui/page';
import { HelpButton } from '../help/help-button';

const MODES: Record<ViewMode, GraphMode> = { consumption: 'HOURLY_VALUES', cost: 'COST', co2: 'CO2' };

export const isConsumptionQuantity = (q: string | undefined): q is ConsumptionQuantity =>
  Boolean(q) && (CONSUMPTION_QUANTITIES as readonly string[]).includes(q as string);

/** `/t/:tenancyId/consumption/:quantity`: the consumption overview of one quantity. */
export function OverviewPage() {
  const { quantity } = useParams();
  const { t, tc } = useTexts();
  const tenancy = useTenancy();
  if (tenancy === undefined) return <PageLoading />;
  if (!isConsumptionQuantity(quantity) || !tenancy) {
    return (
      <main className="mfc-page">
        <h1>{t('overview.unknown_quantity')}</h1>
      </main>
    );
  }
  if (!tenancy.quantities.includes(quantity)) {
    return (
      <main className="mfc-page">
        <h1>{tc(`quantity.${quantity}`)}</h1>
        <p role="status">{t('overview.not_in_tenancy', { quantity: tc(`quantity.${quantity}`) })}</p>
      </main>
    );
  }
  return <Overview tenancy={tenancy} quantity={quantity} scope={{ page: 'unit', objectIds: [tenancy.objectId] }} />;
}

/** What a consumption view shows: the unit, a room (its meters) or one meter. */
export interface Scope {
  page: ComparisonPage;
  objectIds: string[];
  /** A heading under the quantity's (room or meter name). */
  subtitle?: string;
  /** More content under the figures (rename room, readouts). */
  children?: ReactNode;
}

export function Overview({
  tenancy,
  quantity,
  scope,
}: {
  tenancy: TenancyContext;
  quantity: ConsumptionQuantity;
  scope: Scope;
}) {
  const { t, tc, language } = useTexts();
  const clients = useClients();
  const selection = usePeriodSelection(scope.page, { hasHourlyValues: tenancy.hasHourlyValues });
  const { options, setMode, setNormalized } = useViewOptions();
  const { period, spanType, comparison } = selection;
  const request = { objectId: tenancy.objectId, quantity, period, normalized: options.normalized };
  // The chart is rebuilt only when its data or view changes, not on every render of the page (a
  // Highcharts update is the costliest step of switching period): `combine` runs only when a result changes.
  const averagedGraphs = aggregationOf(quantity) === 'average';
  const combineResults = useCallback(
    (results: { data?: { tenantGraph: GraphResult } | undefined; isError: boolean }[]) => ({
      graphData: results.every((r) => r.data)
        ? combineGraphs(
            results.map((r) => r.data!.tenantGraph),
            averagedGraphs,
          )
        : null,
      graphFailed: results.some((r) => r.isError),
    }),
    [averagedGraphs],
  );
  const { graphData, graphFailed } = useQueries({
    queries: scope.objectIds.map((objectId) => ({
      ...consumptionQueries.graph(
        clients,
        tenancy.tenancyId,
        graphInput({ ...request, objectId, resolution: spanType, comparison, mode: MODES[options.mode] }),
      ),
      placeholderData: keepPreviousData,
    })),
    combine: combineResults,
  });
  const kpis = useQuery({
    ...consumptionQueries.kpis(clients, tenancy.tenancyId, kpisInput(request)),
    enabled: scope.page === 'unit',
    placeholderData: keepPreviousData,
  });
  const prices = useQuery({
    ...consumptionQueries.prices(clients, tenancy.tenancyId, pricesInput(request)),
    enabled: options.mode === 'cost',
  });
  const currency = prices.data?.quantityPrices[0]?.currency ?? null;
  const averaged = aggregationOf(quantity) === 'average';
  const model = useMemo(
    () =>
      graphData
        ? buildChartModel(
            {
              graph: graphData,
              resolution: spanType,
              quantity,
              normalized: options.normalized,
              mode: options.mode,
              currency,
              language,
              t: tc,
            },
            { averaged },
          )
        : null,
    [graphData, spanType, quantity, options.normalized, options.mode, currency, language, tc, averaged],
  );
  const quantityName = tc(`quantity.${quantity}`);
  const comparisonName = tc(comparisonLabelKey(comparisonOfType(model?.comparisonType ?? null) ?? comparison, period));
  const info = infoStatesOf({
    model,
    tenancy: tenancy.tenancy,
    period,
    comparisonPeriod: comparisonPeriod(period, comparison),
    mode: options.mode,
    pricesCount: prices.data?.quantityPrices.length ?? null,
  });

  return (
    <main className="mfc-page" data-quantity={quantity}>
      <h1>{quantityName}</h1>
      {scope.page === 'unit' ? <HelpButton topic="consumption" /> : null}
      {scope.subtitle ? (
        <h2>
          <span data-testid="scope-subtitle">{scope.subtitle}</span>{' '}
          <HelpButton topic={scope.page === 'room' ? 'per_room' : 'per_meter'} />
        </h2>
      ) : null}
      <nav className="mfc-subnav" aria-label={quantityName}>
        {scope.page === 'unit' ? null : (
          <Link to={paths.overview(tenancy.tenancyId, quantity)}>{t('overview.all_meters')}</Link>
        )}
        <Link to={paths.price(tenancy.tenancyId, quantity)}>{t('overview.prices')}</Link>
      </nav>
      <div className="mfc-controls">
        <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
        <ComparisonSelector selection={selection} page={scope.page} />
        <fieldset className="mfc-mode">
          <legend>
            {t('overview.mode')} <HelpButton topic="co2" />
          </legend>
          {(['consumption', 'cost', 'co2'] as const).map((m) => (
            <label key={m}>
              <input type="radio" name="mfc-mode" value={m} checked={options.mode === m} onChange={() => setMode(m)} />
              {t(`overview.mode_${m}`)}
            </label>
          ))}
          <label>
            <input
              type="checkbox"
              checked={options.normalized}
              onChange={(e) => setNormalized(e.target.checked)}
              disabled={!tenancy.size}
            />
            {t('overview.normalized')}
          </label>
        </fieldset>
      </div>
      <p className="mfc-note" data-testid="resolution">
        {t('period.resolution', { resolution: tc(`resolution.${spanType}`).toLowerCase() })}
      </p>
      {graphFailed ? <p role="alert">{t('overview.load_failed')}</p> : null}
      <LoadingRegion loading={!model} label={tc('app.loading')} placeholder={<Skeleton height={320} />}>
        {model ? (
          <>
            <InfoStates states={info} />
            <KpiList
              quantity={quantity}
              mode={options.mode}
              normalized={options.normalized}
              model={model}
              kpis={scope.page === 'unit' ? (kpis.data?.unitQuantityKpis ?? null) : null}
              comparisonName={model.comparisonType ? comparisonName : null}
              averaged={averaged}
              tenancyId={tenancy.tenancyId}
            />
            {model.hasData ? (
              <ChartPanel
                model={model}
                currentName={t('chart.current')}
                comparisonName={model.comparisonType ? comparisonName : null}
                kind={averaged ? 'line' : 'column'}
                description={t('chart.description', {
                  quantity: quantityName,
                  resolution: tc(`resolution.${spanType}`).toLowerCase(),
                  period: `${period.start} – ${period.end}`,
                })}
              />
            ) : null}
          </>
        ) : null}
      </LoadingRegion>
      {scope.children}
    </main>
  );
}
