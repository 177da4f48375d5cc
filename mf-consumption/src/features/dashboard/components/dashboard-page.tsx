import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  CONSUMPTION_MOODS,
  RATING_MIN_DAYS,
  RATING_PERIOD_DAYS,
  type Rating,
  type ConsumptionQuantity,
  type LocalDate,
  type Period,
  consumptionLevel,
  consumptionQueries,
  formatDateRange,
  formatPercentChange,
  formatQuantity,
  humidityMood,
  kpisInput,
  lastDays,
  percentChange,
  periodLabel,
  ratingPeriod,
  rateUnit,
  temperatureMood,
  today,
  usePortalClients,
} from '@portal/shared';
import { useAtomValue } from 'jotai';
import { selectedPeriodAtom } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { Smiley } from '../../../components/smiley';
import { type TenancyContext } from '../../tenancy/tenancy-context';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { HelpButton } from '../../../components/help-button';
import { CostEstimateCard } from '../../estimate/components/cost-estimate-card';
import { PageLoading } from '../../../components/page';
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
  const { t } = useTexts();
  const tenancy = useTenancy();
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy) {
    return (
      <main className="mfc-page">
        <h1>{t('overview.unknown_quantity')}</h1>
      </main>
    );
  }
  return (
    <main className="mfc-page">
      <h1>{t('dashboard.title')}</h1>
      <div className="mfc-cards">
        <RatingCard tenancy={tenancy} />
        {tenancy.hasIndoorClimate ? <ClimateCard tenancy={tenancy} /> : null}
        <StatementCard tenancy={tenancy} />
      </div>
      <QuantityCards tenancy={tenancy} />
      {tenancy.quantities.includes('electricity-energy') && tenancy.hasHourlyValues ? (
        <CostEstimateCard tenancy={tenancy} />
      ) : null}
      <p>
        <Link to={paths.meters.getHref(tenancy.tenancyId)}>{t('dashboard.meter_list')}</Link>
      </p>
    </main>
  );
}

/**
 * The rating (docs/decisions/0052): the unit's consumption per m² against the property's per m² over
 * the same days, the last 365 days of the tenancy (both sides asked for exactly these days), as a
 * letter on the A+ to G scale with a typical home on it. Under a year the letter is provisional and
 * says how many days it rests on; under 30 days there is none, and the card says why.
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
  const lastYear = rating.kind === 'rated' && !rating.provisional && basis?.period.end === day;
  return (
    <section className="mfc-card" aria-labelledby="mfc-rating-title" data-testid="rating-card">
      <h2 id="mfc-rating-title">
        {tc('rating.title')} <HelpButton topic="rating" />
      </h2>
      {enough && kpis.isPending ? (
        <p aria-busy="true">{tc('app.loading')}</p>
      ) : rating.kind === 'rated' ? (
        <>
          <p className="mfc-rating-result">
            {/* the scale's text alternative says the letter; this is its large print */}
            <span className="mfc-rating" data-testid="rating-letter" aria-hidden="true">
              {rating.letter}
            </span>
            {rating.provisional ? (
              <span className="mfc-rating-provisional" data-testid="rating-provisional">
                {t('rating.provisional', { days: rating.days, period })}
              </span>
            ) : null}
          </p>
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
          <p className="mfc-note" data-testid="rating-basis">
            {t('rating.basis', { quantity: tc(`quantity.${quantity}`) })}{' '}
            {lastYear ? tc('rating.based_on') : t('rating.based_on_days', { days: rating.days, period })}
          </p>
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
    </section>
  );
}

function QuantityCards({ tenancy }: { tenancy: TenancyContext }) {
  const { tc, language } = useTexts();
  const period = useAtomValue(selectedPeriodAtom);
  const day = today();
  return (
    <section aria-labelledby="mfc-quantities">
      <h2 id="mfc-quantities">
        {tc('menu.consumption')}: {periodLabel(period, day, language, tc)} <HelpButton topic="consumption" />
      </h2>
      <div className="mfc-cards">
        {tenancy.quantities.map((quantity) => (
          <QuantityCard key={quantity} tenancy={tenancy} quantity={quantity} period={period} day={day} />
        ))}
      </div>
    </section>
  );
}

/**
 * One quantity: the total of the selected period with its comparison to the property, and the daily
 * bars of the last 30 days. The card's KPI query has no daily values: the bars ask for the graph, one
 * request per quantity through shared's query factory (cached by its arguments), without comparison.
 */
function QuantityCard({
  tenancy,
  quantity,
  period,
  day,
}: {
  tenancy: TenancyContext;
  quantity: ConsumptionQuantity;
  period: Period;
  day: LocalDate;
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
  const level = change == null ? null : consumptionLevel(change);
  const name = tc(`quantity.${quantity}`);
  // where the card's figures end: the KPI answer carries it, no request of its own
  const until = dataUntilText(kpis?.dataUntil, language, (key, options) => t(key, options ?? {}), day);
  return (
    <article className="mfc-card" data-quantity={quantity}>
      <h3>
        <Link to={paths.overview.getHref(tenancy.tenancyId, quantity)}>{name}</Link>
      </h3>
      <p className="mfc-total" data-testid={`card-total-${quantity}`}>
        {result.isPending ? tc('app.loading') : formatQuantity(kpis?.total, quantity, language)}
      </p>
      {level ? (
        <p data-testid={`card-comparison-${quantity}`}>
          {formatPercentChange(change, language)} {t('dashboard.versus_property_per_home')}{' '}
          <Smiley mood={CONSUMPTION_MOODS[level]} label={tc(`smiley.${level}`)} />
        </p>
      ) : result.isSuccess ? (
        <p className="mfc-note">{tc('info.comparison_not_possible')}</p>
      ) : null}
      {until ? (
        <p className="mfc-note" data-testid={`card-data-until-${quantity}`}>
          {until}
        </p>
      ) : null}
      {spark ? (
        <DailyBars spark={spark} quantityName={name} />
      ) : graph.isError ? (
        <p className="mfc-note">{t('dashboard.spark_failed')}</p>
      ) : (
        <DailyBarsLoading />
      )}
    </article>
  );
}

/** Indoor climate: the average of the last 7 days, with SPEC §4's smileys, and the temperature tip. */
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
  return (
    <section className="mfc-card" aria-labelledby="mfc-climate-title">
      <h2 id="mfc-climate-title">
        <Link to={paths.indoorClimate.getHref(tenancy.tenancyId)}>{t('dashboard.climate')}</Link>{' '}
        <HelpButton topic="indoor_climate" />
      </h2>
      <p className="mfc-note">{t('dashboard.last_7_days')}</p>
      <dl>
        <dt>{t('dashboard.temperature')}</dt>
        <dd data-testid="climate-temperature">
          {formatQuantity(celsius, 'indoor-temperature', language)}{' '}
          {celsius != null ? (
            <Smiley mood={temperatureMood(celsius)} label={tc(`smiley.${temperatureMood(celsius)}`)} />
          ) : null}
        </dd>
        <dt>{t('dashboard.humidity')}</dt>
        <dd data-testid="climate-humidity">
          {formatQuantity(percent, 'indoor-relative-humidity', language)}{' '}
          {percent != null ? (
            <Smiley mood={humidityMood(percent)} label={tc(`smiley.${humidityMood(percent)}`)} />
          ) : null}
        </dd>
      </dl>
      {celsius != null && celsius > 21.5 ? (
        <p className="mfc-tip" data-testid="temperature-tip">
          {tc('tip.lower_temperature')}
        </p>
      ) : null}
    </section>
  );
}

function StatementCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const statement = tenancy.tenancy.latestAllocationStatement;
  return (
    <section className="mfc-card" aria-labelledby="mfc-statement-title">
      <h2 id="mfc-statement-title">{t('dashboard.statement')}</h2>
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
    </section>
  );
}
