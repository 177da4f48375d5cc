import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import {
  type Comparison,
  type ComparisonPage,
  type ConsumptionQuantity,
  CONSUMPTION_QUANTITIES,
  LoadingRegion,
  Skeleton,
  aggregationOf,
  comparisonPeriod,
  consumptionQueries,
  kpisInput,
  pricesInput,
  usePortalClients,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { type TenancyContext } from '../../tenancy/tenancy-context';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { ComparisonSelector, PeriodSelector } from '../../period/components/period-selector';
import { comparisonLabelKey } from '../../period/period-state';
import { usePeriodSelection } from '../../period/hooks/use-period-selection';
import { ChartPanel, preloadChart } from '../../chart/components/chart-panel';
import { type GraphView, graphRequestOf } from '../../chart/graph-request';
import { type GraphResult, buildChartModel, combineGraphs, comparisonOfType } from '../../chart/chart-model';
import { comparisonSeriesName, comparisonSpanLabel } from '../../chart/completeness';
import { KpiList } from './kpi-list';
import { InfoStates, infoStatesOf } from './info-states';
import { useViewOptions } from '../hooks/use-view-options';
import { PageLoading, useBreadcrumbs } from '../../../components/page';
import { HelpButton } from '../../../components/help-button';

/** What a chart shows: the view, of which quantity, for which objects (ids joined). */
interface ShownView extends GraphView {
  comparison: Comparison;
  quantity: ConsumptionQuantity;
  objects: string;
}

/** Do two views ask for the same graphs? */
function sameView(a: ShownView, b: ShownView): boolean {
  return (
    a.quantity === b.quantity &&
    a.objects === b.objects &&
    a.period.start === b.period.start &&
    a.period.end === b.period.end &&
    a.resolution === b.resolution &&
    a.comparison === b.comparison &&
    a.mode === b.mode &&
    a.normalized === b.normalized
  );
}

export const isConsumptionQuantity = (q: string | undefined): q is ConsumptionQuantity =>
  Boolean(q) && (CONSUMPTION_QUANTITIES as readonly string[]).includes(q as string);

/** `/t/:tenancyId/consumption/:quantity`: the consumption overview of one quantity. */
export function OverviewPage() {
  preloadChart();
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
  // another quantity is another screen: nothing of the previous one (graph, totals) is kept while it loads
  return (
    <Overview
      key={quantity}
      tenancy={tenancy}
      quantity={quantity}
      scope={{ page: 'unit', objectIds: [tenancy.objectId] }}
    />
  );
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
  const clients = usePortalClients();
  const selection = usePeriodSelection(scope.page, { hasHourlyValues: tenancy.hasHourlyValues });
  const { options, setMode, setNormalized } = useViewOptions();
  const { period, spanType, comparison } = selection;
  const request = { objectId: tenancy.objectId, quantity, period, normalized: options.normalized };
  const view: ShownView = {
    period,
    resolution: spanType,
    comparison,
    mode: options.mode,
    normalized: options.normalized,
    quantity,
    objects: scope.objectIds.join(','),
  };
  // The chart changes only when its data or view does, not on every render of the page (a Highcharts
  // update is the costliest step of switching period): `combine` runs only when a result changes.
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
    queries: scope.objectIds.map((objectId) =>
      consumptionQueries.graph(clients, tenancy.tenancyId, graphRequestOf(objectId, quantity, view)),
    ),
    combine: combineResults,
  });
  // While another view loads, the chart keeps what it shows, with the view it was asked for (its
  // period, resolution and mode): it is neither unmounted (useQueries has a new observer for a new
  // key, so `keepPreviousData` gives it nothing) nor redrawn with old data under new labels, and it is
  // updated in place once, when the new view's data arrives.
  const [shown, setShown] = useState<{ view: ShownView; graph: GraphResult } | null>(null);
  if (graphData && (!shown || shown.graph !== graphData || !sameView(shown.view, view))) {
    setShown({ view, graph: graphData });
  }
  const stale = !graphData && !graphFailed && shown != null;
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
  const shownView = shown?.view ?? view;
  const shownAveraged = aggregationOf(shownView.quantity) === 'average';
  const tenancyStart = tenancy.tenancy.start?.slice(0, 10) ?? null;
  const shownModel = useMemo(
    () =>
      shown
        ? buildChartModel(
            {
              graph: shown.graph,
              resolution: shown.view.resolution,
              quantity: shown.view.quantity,
              normalized: shown.view.normalized,
              mode: shown.view.mode,
              currency,
              language,
              t: tc,
              texts: (key, options) => t(key, options ?? {}),
              periodStart: shown.view.period.start,
              tenancyStart,
            },
            { averaged: aggregationOf(shown.view.quantity) === 'average' },
          )
        : null,
    [shown, currency, language, tc, t, tenancyStart],
  );
  const model = graphFailed ? null : shownModel;
  const quantityName = tc(`quantity.${quantity}`);
  // a room's or meter's page: its own name in the breadcrumbs (the path has only the room's slug or the meter's id)
  const { pathname } = useLocation();
  useBreadcrumbs(
    scope.subtitle
      ? [
          { label: tc('menu.consumption'), href: paths.dashboard.getHref(tenancy.tenancyId) },
          { label: quantityName, href: paths.overview.getHref(tenancy.tenancyId, quantity) },
          { label: scope.subtitle, href: pathname },
        ]
      : null,
  );
  const comparisonName = tc(
    comparisonLabelKey(comparisonOfType(model?.comparisonType ?? null) ?? shownView.comparison, shownView.period),
  );
  // the time the comparison is of: in the legend, and said in full when only a part of the period is compared
  const comparisonSpans = model?.comparisonSpans ?? null;
  const seriesName = comparisonSeriesName(comparisonName, comparisonSpans, language);
  const spanLabel = comparisonSpanLabel(comparisonSpans, language, (key, options) => t(key, options ?? {}));
  const info = infoStatesOf({
    model,
    tenancy: tenancy.tenancy,
    period: shownView.period,
    comparisonPeriod: comparisonPeriod(shownView.period, shownView.comparison),
    mode: shownView.mode,
    pricesCount: prices.data?.quantityPrices.length ?? null,
  });
  const resolutionName = tc(`resolution.${shownView.resolution}`).toLowerCase();

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
          <Link to={paths.overview.getHref(tenancy.tenancyId, quantity)}>{t('overview.all_meters')}</Link>
        )}
        <Link to={paths.price.getHref(tenancy.tenancyId, quantity)}>{t('overview.prices')}</Link>
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
      <div className={stale ? 'mfc-stale' : undefined} aria-busy={stale || undefined}>
        <LoadingRegion loading={!model} label={tc('app.loading')} placeholder={<Skeleton height={320} />}>
          {model ? (
            <>
              <InfoStates states={info} />
              <KpiList
                quantity={quantity}
                mode={shownView.mode}
                normalized={shownView.normalized}
                model={model}
                kpis={scope.page === 'unit' ? (kpis.data?.unitQuantityKpis ?? null) : null}
                comparisonName={model.comparisonType ? comparisonName : null}
                averaged={averaged}
                tenancyId={tenancy.tenancyId}
              />
              {model.hasData && spanLabel ? (
                <p className="mfc-note mfc-comparison-span" data-testid="comparison-span">
                  {spanLabel}
                </p>
              ) : null}
              {model.hasData ? (
                <ChartPanel
                  model={model}
                  currentName={t('chart.current')}
                  comparisonName={model.comparisonType ? seriesName : null}
                  kind={shownAveraged ? 'line' : 'column'}
                  description={t('chart.description', {
                    quantity: quantityName,
                    resolution: resolutionName,
                    period: `${shownView.period.start} – ${shownView.period.end}`,
                  })}
                />
              ) : null}
            </>
          ) : null}
        </LoadingRegion>
      </div>
      {scope.children}
    </main>
  );
}
