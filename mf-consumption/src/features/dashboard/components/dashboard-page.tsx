import { type CSSProperties, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  Card,
  LoadFailed,
  Page,
  RATING_LETTERS,
  Skeleton,
  quantityColour,
  RATING_MIN_DAYS,
  RATING_PERIOD_DAYS,
  type Rating,
  type ConsumptionQuantity,
  type LocalDate,
  type Period,
  consumptionQueries,
  formatDateRange,
  formatMoney,
  formatQuantity,
  kpisInput,
  lastDays,
  percentChange,
  periodLabel,
  ratingPeriod,
  rateUnit,
  today,
  usePortalClients,
} from '@portal/shared';
import { useAtomValue } from 'jotai';
import { selectedPeriodAtom } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { QuantityIcon } from '@portal/shared/icons';
import { type ClimateQuantity, ClimateSmiley } from '../../../components/climate-smiley';
import { pageMetaOf } from '../../../components/page-meta';
import { ChangeBadge } from '../../overview/components/change-badge';
import { type TenancyContext } from '../../tenancy/tenancy-context';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { HelpButton } from '../../../components/help-button';
import { CostEstimateCard } from '../../estimate/components/cost-estimate-card';
import { SettlementCard } from '../../settlement/components/settlement-card';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { graphRequestOf } from '../../chart/graph-request';
import { buildSparkline, sparklineView } from '../sparkline';
import { DailyBars, DailyBarsLoading } from './daily-bars';
import { RatingScale } from './rating-scale';
import { dataUntilText } from '../../chart/completeness';

/** The quantity the rating is based on: heat where the unit has it (energy, else allocators), else the first. */
export function ratingQuantity(quantities: readonly ConsumptionQuantity[]): ConsumptionQuantity | null {
  return (['heat-energy', 'hca', 'heat-volume'] as const).find((q) => quantities.includes(q)) ?? quantities[0] ?? null;
}

/** `/t/:tenancyId/`: rating, a card per quantity, indoor climate and the latest allocation statement. */
export function DashboardPage() {
  const { t, tc, tn } = useTexts();
  const tenancy = useTenancy();
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy) return <NotFoundPage />;
  const meta = pageMetaOf({ screen: 'dashboard' }, tenancy.tenancyId, tn, tc);
  return (
    <Page
      className="mfc-page"
      title={meta.title}
      crumbs={meta.crumbs}
      actions={
        <Link className="pui-button pui-button--secondary" to={paths.meters.getHref(tenancy.tenancyId)}>
          {t('dashboard.meter_list')}
        </Link>
      }
    >
      <div className="mfc-dash-top">
        <RatingCard tenancy={tenancy} />
        {tenancy.hasIndoorClimate ? <ClimateCard tenancy={tenancy} /> : null}
        <SettlementCard tenancy={tenancy} />
        <StatementCard tenancy={tenancy} />
      </div>
      <QuantityCards tenancy={tenancy} />
      {tenancy.quantities.includes('electricity-energy') && tenancy.hasHourlyValues ? (
        <CostEstimateCard tenancy={tenancy} />
      ) : null}
    </Page>
  );
}

/**
 * The rating (docs/decisions/0052): the unit's consumption per m² against the property's per m² over
 * the same days, the last 365 days of the tenancy (both sides asked for exactly these days), as a big
 * letter in its colour of the A+ to G scale beside the scale with "you" and a typical home on it.
 * Under a year the letter is provisional and says how many days it rests on; under 30 days there is
 * none, and the card says why.
 */
export function RatingCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const clients = usePortalClients();
  const quantity = ratingQuantity(tenancy.quantities);
  const day = today();
  const basis = ratingPeriod(tenancy.tenancy, day);
  const enough = Boolean(quantity && basis && basis.days >= RATING_MIN_DAYS);
  const kpis = useQuery({
    ...consumptionQueries.kpis(
      clients,
      tenancy.tenancyId,
      kpisInput({
        objectId: tenancy.objectId,
        quantity: quantity ?? '',
        period: basis?.period ?? lastDays(RATING_PERIOD_DAYS, day),
        normalized: true,
      }),
    ),
    enabled: enough,
  });
  const figures = kpis.data?.unitQuantityKpis;
  const rating: Rating =
    quantity && basis
      ? rateUnit({ unit: figures?.total, property: figures?.propertyComparison, days: basis.days })
      : { kind: 'unavailable' };
  const period = basis ? formatDateRange(basis.period, language) : '';
  // what the letter rests on is known before the figures are: said while they load too, so that the
  // card keeps its size when the letter comes
  const provisional = Boolean(basis && basis.days < RATING_PERIOD_DAYS);
  const notes =
    quantity && basis ? (
      <>
        {provisional ? (
          <p className="mfc-rating-provisional" data-testid="rating-provisional">
            {t('rating.provisional', { days: basis.days, period })}
          </p>
        ) : null}
        <p className="mfc-note" data-testid="rating-basis">
          {t('rating.basis', { quantity: tc(`quantity.${quantity}`) })}{' '}
          {!provisional && basis.period.end === day
            ? tc('rating.based_on')
            : t('rating.based_on_days', { days: basis.days, period })}
        </p>
      </>
    ) : null;
  return (
    <Card
      title={tc('rating.title')}
      titleId="mfc-rating-title"
      actions={<HelpButton topic="rating" />}
      data-testid="rating-card"
    >
      {enough && kpis.isError ? (
        <LoadFailed onRetry={() => void kpis.refetch()} retrying={kpis.isFetching} />
      ) : enough && kpis.isPending ? (
        <>
          <div aria-busy="true" className="mfc-rating-body">
            <span role="status" className="pui-visually-hidden">
              {tc('app.loading')}
            </span>
            <Skeleton width="5.5rem" height="5.5rem" />
            {/* the scale's height: eight rows of 24 px and their gaps */}
            <Skeleton height={217} />
          </div>
          {notes}
        </>
      ) : rating.kind === 'rated' ? (
        <>
          <div className="mfc-rating-body">
            <div className="mfc-grade">
              {/* the scale's text alternative says the letter; this is its large print, in its colour */}
              <span
                className="mfc-rating"
                data-testid="rating-letter"
                aria-hidden="true"
                style={
                  { '--mfc-grade': `var(--portal-rating-${RATING_LETTERS.indexOf(rating.letter)})` } as CSSProperties
                }
              >
                {rating.letter}
              </span>
            </div>
            <RatingScale
              letter={rating.letter}
              typical={rating.typical}
              label={t(rating.provisional ? 'rating.summary_provisional' : 'rating.summary', {
                letter: rating.letter,
                typical: rating.typical,
              })}
              youLabel={t('rating.you')}
              typicalLabel={t('rating.typical')}
            />
          </div>
          {notes}
        </>
      ) : rating.kind === 'too-few-days' ? (
        <p role="status" data-testid="rating-none">
          {t('rating.too_few_days', { count: rating.days, minDays: rating.minDays })}
        </p>
      ) : (
        <p role="status" data-testid="rating-none">
          {t('rating.unavailable')}
        </p>
      )}
    </Card>
  );
}

function QuantityCards({ tenancy }: { tenancy: TenancyContext }) {
  const { tc, language } = useTexts();
  const period = useAtomValue(selectedPeriodAtom);
  const day = today();
  const label = periodLabel(period, day, language, tc);
  return (
    <section aria-labelledby="mfc-quantities" className="pui-stack">
      <h2 id="mfc-quantities" className="mfc-section-title">
        {tc('menu.consumption')}: {label} <HelpButton topic="consumption" />
      </h2>
      <div className="pui-grid" style={{ '--pui-grid-min': '17rem' } as CSSProperties}>
        {tenancy.quantities.map((quantity) => (
          <QuantityCard key={quantity} tenancy={tenancy} quantity={quantity} period={period} day={day} label={label} />
        ))}
      </div>
    </section>
  );
}

/**
 * One quantity: its icon and colour, the total of the selected period as the headline, the comparison
 * with the property's average home in words and colour, and the daily bars of the last 30 days in the
 * quantity's colour. The card keeps its size while its figures load (no layout shift). The card's KPI
 * query has no daily values: the bars ask for the graph, one request per quantity through shared's
 * query factory (cached by its arguments), without comparison.
 */
function QuantityCard({
  tenancy,
  quantity,
  period,
  day,
  label,
}: {
  tenancy: TenancyContext;
  quantity: ConsumptionQuantity;
  period: Period;
  day: LocalDate;
  label: string;
}) {
  const { t, tc, language } = useTexts();
  const clients = usePortalClients();
  const result = useQuery(
    consumptionQueries.kpis(clients, tenancy.tenancyId, kpisInput({ objectId: tenancy.objectId, quantity, period })),
  );
  const view = useMemo(() => sparklineView(day), [day]);
  const graph = useQuery(
    consumptionQueries.graph(clients, tenancy.tenancyId, graphRequestOf(tenancy.objectId, quantity, view)),
  );
  const graphData = graph.data?.tenantGraph;
  const spark = useMemo(
    () => (graphData ? buildSparkline(graphData, view.period, quantity) : null),
    [graphData, view.period, quantity],
  );
  const kpis = result.data?.unitQuantityKpis ?? null;
  const change = percentChange(kpis?.total, kpis?.propertyComparison);
  const cost = useCardCost(tenancy, quantity, period);
  const name = tc(`quantity.${quantity}`);
  const colour = quantityColour(quantity);
  // where the card's figures end: the KPI answer carries it, no request of its own
  const until = dataUntilText(kpis?.dataUntil, language, (key, options) => t(key, options ?? {}), day);
  return (
    <Card
      as="article"
      className="mfc-qcard"
      title={<Link to={paths.overview.getHref(tenancy.tenancyId, quantity)}>{name}</Link>}
      headingLevel={3}
      icon={<QuantityIcon quantity={quantity} />}
      accent={colour}
      data-quantity={quantity}
    >
      <div className="mfc-headline" style={{ '--mfc-accent': colour } as CSSProperties}>
        <p className="pui-stat">
          <span className="pui-stat__label">{label}</span>
          <strong className="pui-stat__value" data-testid={`card-total-${quantity}`}>
            {result.isPending || result.isError ? (
              <>
                <span className="pui-visually-hidden">{tc('app.loading')}</span>
                <Skeleton width="8rem" height="1.75rem" />
              </>
            ) : (
              formatQuantity(kpis?.total, quantity, language)
            )}
          </strong>
        </p>
        {result.isError ? (
          <LoadFailed onRetry={() => void result.refetch()} retrying={result.isFetching} />
        ) : change != null ? (
          <ChangeBadge
            change={change}
            suffix={t('dashboard.versus_property_per_home')}
            testId={`card-comparison-${quantity}`}
          />
        ) : result.isSuccess ? (
          <p className="mfc-note">{tc('info.comparison_not_possible')}</p>
        ) : null}
      </div>
      {cost ? (
        <div className="mfc-cost" data-testid={`card-cost-${quantity}`}>
          <p className="pui-stat">
            <span className="pui-stat__label">{t('dashboard.cost_of_period')}</span>
            <strong className="mfc-cost__value">{formatMoney(cost.amount, cost.currency, language)}</strong>
          </p>
          <ChangeBadge change={cost.change} suffix={t('dashboard.versus_property_per_home')} />
        </div>
      ) : null}
      <div style={{ '--mfc-accent': colour } as CSSProperties}>
        {spark ? (
          <DailyBars spark={spark} quantityName={name} />
        ) : graph.isError ? (
          <LoadFailed onRetry={() => void graph.refetch()} retrying={graph.isFetching} />
        ) : (
          <DailyBarsLoading />
        )}
      </div>
      {until ? (
        <p className="mfc-note" data-testid={`card-data-until-${quantity}`}>
          {until}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * What a quantity cost the home in the period, and how that compares with the property's average home
 * (the cost graph's sums: prices as applied, hour by hour for electricity); null where the property has
 * no prices for it. One request per card, cached by its arguments like the other figures.
 */
function useCardCost(tenancy: TenancyContext, quantity: ConsumptionQuantity, period: Period) {
  const clients = usePortalClients();
  const request = graphRequestOf(tenancy.objectId, quantity, {
    period,
    resolution: 'month',
    comparison: 'property',
    mode: 'cost',
    normalized: false,
  });
  const graph = useQuery(consumptionQueries.graph(clients, tenancy.tenancyId, request)).data?.tenantGraph;
  const series = graph?.graphs[0]?.consumption;
  if (!series?.currency || series.meta.sum == null) return null;
  const property = series.relatedValues.find((r) => r.type === 'property-average')?.meta.sum ?? null;
  return { amount: series.meta.sum, currency: series.currency, change: percentChange(series.meta.sum, property) };
}

/** Indoor climate: the average of the last 7 days, with SPEC §4's smileys in their tones, and the temperature tip. */
export function ClimateCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const clients = usePortalClients();
  const period = lastDays(7, today());
  const [temperature, humidity] = useQueries({
    queries: (['indoor-temperature', 'indoor-relative-humidity'] as const).map((quantity) =>
      consumptionQueries.kpis(clients, tenancy.tenancyId, kpisInput({ objectId: tenancy.objectId, quantity, period })),
    ),
  });
  const celsius = temperature?.data?.unitQuantityKpis.total ?? null;
  const percent = humidity?.data?.unitQuantityKpis.total ?? null;
  const figure = (quantity: ClimateQuantity, value: number | null, pending: boolean) =>
    pending ? (
      // the figure's line and its smiley's, so that the card keeps its size when they come
      <>
        <Skeleton width="6rem" height={25} />
        <Skeleton width="5rem" height={20} />
      </>
    ) : (
      <>
        <span className="mfc-climate-value">{formatQuantity(value, quantity, language)}</span>
        {value != null ? <ClimateSmiley quantity={quantity} value={value} /> : null}
      </>
    );
  return (
    <Card
      title={<Link to={paths.indoorClimate.getHref(tenancy.tenancyId)}>{t('dashboard.climate')}</Link>}
      titleId="mfc-climate-title"
      icon={<QuantityIcon quantity="indoor-temperature" />}
      accent={quantityColour('indoor-temperature')}
      actions={<HelpButton topic="indoor_climate" />}
    >
      <p className="mfc-note">{t('dashboard.last_7_days')}</p>
      {temperature?.isError || humidity?.isError ? (
        <LoadFailed
          onRetry={() => {
            if (temperature?.isError) void temperature.refetch();
            if (humidity?.isError) void humidity.refetch();
          }}
          retrying={Boolean(temperature?.isFetching || humidity?.isFetching)}
        />
      ) : null}
      <dl className="mfc-climate-figures">
        <div>
          <dt>{t('dashboard.temperature')}</dt>
          <dd data-testid="climate-temperature">
            {figure('indoor-temperature', celsius, temperature?.isPending ?? false)}
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.humidity')}</dt>
          <dd data-testid="climate-humidity">
            {figure('indoor-relative-humidity', percent, humidity?.isPending ?? false)}
          </dd>
        </div>
      </dl>
      {celsius != null && celsius > 21.5 ? (
        <p className="mfc-tip" data-testid="temperature-tip">
          {tc('tip.lower_temperature')}
        </p>
      ) : null}
    </Card>
  );
}

function StatementCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const statement = tenancy.tenancy.latestAllocationStatement;
  return (
    <Card title={t('dashboard.statement')} titleId="mfc-statement-title">
      {statement ? (
        <>
          <p>
            {t('dashboard.statement_period', {
              period: formatDateRange({ start: statement.periodStartDate, end: statement.periodEndDate }, language),
            })}
          </p>
          <a
            className="pui-button pui-button--secondary"
            href={statement.url}
            download={statement.fileName}
            target="_blank"
            rel="noreferrer"
          >
            {tc('actions.download')} ({statement.fileName})
          </a>
        </>
      ) : (
        <p>{t('dashboard.no_statement')}</p>
      )}
    </Card>
  );
}
