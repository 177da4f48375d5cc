import { type CSSProperties, type ReactNode, useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  Card,
  Page,
  SegmentedControl,
  formatDateRange,
  quantityColour,
  type Comparison,
  type ComparisonPage,
  type ConsumptionQuantity,
  CONSUMPTION_QUANTITIES,
  LoadFailed,
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
import {
  ComparisonSelector,
  ControlBar,
  MoreSettings,
  PeriodSelector,
  ResolutionSelector,
} from '../../period/components/period-selector';
import { QuantityIcon } from '@portal/shared/icons';
import { DownloadMenu } from '@portal/shared/export';
import { comparisonLabelKey } from '../../period/period-state';
import { usePeriodSelection } from '../../period/hooks/use-period-selection';
import { ChartPanel, preloadChart } from '../../chart/components/chart-panel';
import { type GraphView, graphRequestOf } from '../../chart/graph-request';
import {
  type GraphResult,
  type ViewMode,
  buildChartModel,
  combineGraphs,
  comparisonOfType,
} from '../../chart/chart-model';
import { comparisonSeriesName, comparisonSpanLabel } from '../../chart/completeness';
import { KpiList } from './kpi-list';
import { InfoStates, infoStatesOf } from './info-states';
import { useViewOptions } from '../hooks/use-view-options';
import { viewExportTable, viewFileName } from '../view-export';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { type ScreenOf, pageMetaOf } from '../../../components/page-meta';
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
  const tenancy = useTenancy();
  if (tenancy === undefined) return <PageLoading />;
  if (!isConsumptionQuantity(quantity) || !tenancy) return <NotFoundPage />;
  if (!tenancy.quantities.includes(quantity)) return <NotInTenancy tenancyId={tenancy.tenancyId} quantity={quantity} />;
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

function NotInTenancy({ tenancyId, quantity }: { tenancyId: string; quantity: ConsumptionQuantity }) {
  const { t, tc, tn } = useTexts();
  const meta = pageMetaOf({ screen: 'overview', quantity }, tenancyId, tn, tc);
  return (
    <Page
      title={meta.title}
      crumbs={meta.crumbs}
      icon={<QuantityIcon quantity={quantity} size={24} />}
      accent={quantityColour(quantity)}
    >
      <p role="status">{t('overview.not_in_tenancy', { quantity: meta.title })}</p>
    </Page>
  );
}

/** What a consumption view shows: the unit, a room (its meters) or one meter. */
export interface Scope {
  page: ComparisonPage;
  objectIds: string[];
  /** Which screen this is, for its title and breadcrumbs (a room as written, a meter by number). */
  screen?: ScreenOf;
  /** A line under the quantity's name (room or meter name). */
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
  const { t, tc, tn, language } = useTexts();
  const clients = usePortalClients();
  const selection = usePeriodSelection(scope.page, { hasHourlyValues: tenancy.hasHourlyValues });
  const { options, setMode, setNormalized } = useViewOptions();
  const { period, resolution, comparison } = selection;
  const request = { objectId: tenancy.objectId, quantity, period, normalized: options.normalized };
  const view: ShownView = {
    period,
    resolution,
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
    (
      results: {
        data?: { tenantGraph: GraphResult } | undefined;
        isError: boolean;
        isFetching: boolean;
        refetch: () => unknown;
      }[],
    ) => ({
      graphData: results.every((r) => r.data)
        ? combineGraphs(
            results.map((r) => r.data!.tenantGraph),
            averagedGraphs,
          )
        : null,
      graphFailed: results.some((r) => r.isError),
      graphRetrying: results.some((r) => r.isError && r.isFetching),
      retryGraphs: () => results.filter((r) => r.isError).forEach((r) => void r.refetch()),
    }),
    [averagedGraphs],
  );
  const { graphData, graphFailed, graphRetrying, retryGraphs } = useQueries({
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
  const meta = pageMetaOf(scope.screen ?? { screen: 'overview', quantity }, tenancy.tenancyId, tn, tc);
  const colour = quantityColour(quantity);
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
  const help = scope.page === 'unit' ? 'consumption' : scope.page === 'room' ? 'per_room' : 'per_meter';
  // the file holds what the chart and its table show now: the view they were drawn for, not one still loading
  const screen = scope.screen;
  const scopeFileName =
    screen?.screen === 'room' ? screen.room : screen?.screen === 'meter' ? `meter-${screen.number}` : null;
  const exportTable = () =>
    viewExportTable({
      model: model!,
      quantity: shownView.quantity,
      quantityName,
      comparisonName: model?.comparisonType ? seriesName : null,
      objectName: scope.subtitle ?? tenancy.tenancy.apartment.address,
      period: shownView.period,
      periodText: formatDateRange(shownView.period, language),
      resolution: shownView.resolution,
      resolutionName: tc(`resolution.${shownView.resolution}`),
      mode: shownView.mode,
      normalized: shownView.normalized,
      language,
      t: (key, options) => t(key, options ?? {}),
    });

  return (
    <Page
      className="mfc-page"
      title={meta.title}
      heading={quantityName}
      crumbs={meta.crumbs}
      icon={<QuantityIcon quantity={quantity} size={24} />}
      accent={colour}
      help={<HelpButton topic={help} />}
      subtitle={scope.subtitle ? <span data-testid="scope-subtitle">{scope.subtitle}</span> : undefined}
      actions={
        <>
          {scope.page === 'unit' ? null : (
            <Link className="pui-button pui-button--secondary" to={paths.overview.getHref(tenancy.tenancyId, quantity)}>
              {t('overview.all_meters')}
            </Link>
          )}
          <Link className="pui-button pui-button--secondary" to={paths.price.getHref(tenancy.tenancyId, quantity)}>
            {t('overview.prices')}
          </Link>
          <DownloadMenu
            table={exportTable}
            disabled={!model?.hasData || stale}
            fileName={viewFileName({
              quantity: shownView.quantity,
              scope: scopeFileName,
              period: shownView.period,
              resolution: shownView.resolution,
              mode: shownView.mode,
              normalized: shownView.normalized,
            })}
          />
        </>
      }
    >
      <div className="mfc-view mfc-flow" style={{ '--mfc-accent': colour } as CSSProperties} data-quantity={quantity}>
        <ControlBar>
          <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
          <MoreSettings>
            <ComparisonSelector selection={selection} page={scope.page} />
            <div className="mfc-bar-group">
              <SegmentedControl<ViewMode>
                legend={t('overview.mode')}
                hideLegend
                options={(['consumption', 'cost', 'co2'] as const).map((m) => ({
                  value: m,
                  label: t(`overview.mode_${m}`),
                }))}
                value={options.mode}
                onChange={setMode}
              />
              <HelpButton topic="co2" />
            </div>
            <label className="mfc-toggle">
              <input
                type="checkbox"
                checked={options.normalized}
                onChange={(e) => setNormalized(e.target.checked)}
                disabled={!tenancy.size}
              />
              {t('overview.normalized')}
            </label>
            <div className="mfc-bar-end">
              <ResolutionSelector selection={selection} />
            </div>
          </MoreSettings>
        </ControlBar>
        {graphFailed ? <LoadFailed onRetry={retryGraphs} retrying={graphRetrying} /> : null}
        {kpis.isError ? <LoadFailed onRetry={() => void kpis.refetch()} retrying={kpis.isFetching} /> : null}
        <div className={stale ? 'mfc-flow mfc-stale' : 'mfc-flow'} aria-busy={stale || undefined}>
          <LoadingRegion
            loading={!model}
            label={tc('app.loading')}
            placeholder={
              <div className="mfc-flow">
                <Skeleton height={420} />
                <Skeleton height={132} />
              </div>
            }
          >
            {model ? (
              <>
                <InfoStates states={info} />
                {model.hasData ? (
                  <Card className="mfc-chart-card">
                    <ChartPanel
                      model={model}
                      currentName={t('chart.current')}
                      comparisonName={model.comparisonType ? seriesName : null}
                      kind={shownAveraged ? 'line' : 'column'}
                      colour={colour}
                      description={t('chart.description', {
                        quantity: quantityName,
                        resolution: resolutionName,
                        period: formatDateRange(shownView.period, language),
                      })}
                    />
                    {spanLabel ? (
                      <p className="mfc-note mfc-comparison-span" data-testid="comparison-span">
                        {spanLabel}
                      </p>
                    ) : null}
                  </Card>
                ) : null}
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
              </>
            ) : null}
          </LoadingRegion>
        </div>
        {scope.children}
      </div>
    </Page>
  );
}
