import { type CSSProperties, Suspense, lazy, useMemo, useState } from 'react';
import {
  Button,
  Card,
  LoadFailed,
  LoadingRegion,
  Page,
  Skeleton,
  formatDate,
  formatDateRange,
  formatLocalDateTime,
  formatMonthYear,
  formatNumber,
  formatQuantity,
  quantityColour,
} from '@portal/shared';
import { QuantityIcon } from '@portal/shared/icons';
import { DownloadMenu, periodFileLabel } from '@portal/shared/export';
import { useTexts } from '../../../i18n/texts';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { pageMetaOf } from '../../../components/page-meta';
import { useChartLang } from '../../chart/components/chart-panel';
import { priceUnit } from '../../prices/price-model';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { type ForecastLine, type SettlementForecast, useSettlementForecast } from '../api/get-settlement-forecast';
import { expectedBalance, formatMoneyRange, formatWholeMoney } from '@portal/domain';
import { type ForecastChartModel, forecastChartModel, formatList } from '../settlement-model';
import { settlementExportTable } from '../settlement-export';
import { useBalanceText } from './balance-text';

const SettlementChart = lazy(() => import('./settlement-chart'));

/**
 * `/t/:tenancyId/consumption/settlement`: the settlement forecast of the tenancy's current billing
 * period (docs/decisions/0151, 0152): the expected balance against the advance payments with its range,
 * the expected cost, a chart of the cost through the period, each utility, and what the forecast rests
 * on, said plainly to be an estimate. Without a forecast, why not.
 */
export function SettlementPage() {
  const { t, tc, tn, language } = useTexts();
  const tenancy = useTenancy();
  const forecast = useSettlementForecast(tenancy?.tenancyId ?? '');
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy) return <NotFoundPage />;
  const meta = pageMetaOf({ screen: 'settlement' }, tenancy.tenancyId, tn, tc);
  const data = forecast.data;
  return (
    <Page
      className="mfc-page mfc-settlement"
      title={meta.title}
      crumbs={meta.crumbs}
      subtitle={data?.period ? t('settlement.period', { period: formatDateRange(data.period, language) }) : undefined}
    >
      {forecast.isError ? <LoadFailed onRetry={() => void forecast.refetch()} retrying={forecast.isFetching} /> : null}
      <LoadingRegion loading={forecast.isPending} label={tc('app.loading')} placeholder={<Skeleton height={420} />}>
        {data ? <ForecastView forecast={data} /> : null}
      </LoadingRegion>
    </Page>
  );
}

/** The forecast, or why there is none. */
export function ForecastView({ forecast }: { forecast: SettlementForecast }) {
  const { t } = useTexts();
  if (forecast.state === 'NO_CURRENT_PERIOD' || forecast.state === 'NOT_SETTLED' || !forecast.period) {
    return (
      <p role="status" className="mfc-info" data-testid="settlement-state" data-state={forecast.state}>
        {t(forecast.state === 'NOT_SETTLED' ? 'settlement.not_settled' : 'settlement.no_current_period')}
      </p>
    );
  }
  const total = forecast.state === 'FORECAST' ? forecast.total : null;
  return (
    <div className="mfc-flow">
      {total ? (
        <Headline forecast={forecast} total={total} />
      ) : (
        <p role="status" className="mfc-info" data-testid="settlement-state" data-state={forecast.state}>
          {t('settlement.insufficient')}
        </p>
      )}
      <p className="mfc-settlement-estimate" data-testid="settlement-estimate">
        {t('settlement.estimate')}
      </p>
      {total && forecast.months.length ? <ChartCard forecast={forecast} /> : null}
      <Utilities forecast={forecast} />
      {forecast.basis ? <Basis forecast={forecast} basis={forecast.basis} /> : null}
    </div>
  );
}

/** The expected balance, the expected cost and the advance payments, each with its range. */
function Headline({
  forecast,
  total,
}: {
  forecast: SettlementForecast;
  total: NonNullable<SettlementForecast['total']>;
}) {
  const { t, language } = useTexts();
  const balanceText = useBalanceText();
  const balance = balanceText(total.balance, forecast.currency, language);
  const likely = expectedBalance(total.balance.expected);
  const money = (v: number) => formatWholeMoney(v, forecast.currency, language);
  return (
    <div className="pui-grid mfc-stats mfc-settlement-stats">
      <div className="pui-card mfc-stat mfc-stat--total" data-testid="settlement-balance">
        <p className="pui-stat">
          <span className="pui-stat__label">{balance.label}</span>
          <strong className="pui-stat__value" data-testid="settlement-balance-range" data-kind={balance.kind}>
            {balance.value}
          </strong>
        </p>
        <p className="mfc-note" data-testid="settlement-balance-expected">
          {t(likely.kind === 'refund' ? 'settlement.likely_refund' : 'settlement.likely_pay', {
            amount: money(likely.amount),
          })}
        </p>
      </div>
      <div className="pui-card mfc-stat" data-testid="settlement-cost">
        <p className="pui-stat">
          <span className="pui-stat__label">{t('settlement.cost')}</span>
          <strong className="pui-stat__value">{money(total.cost.expected)}</strong>
        </p>
        <p className="mfc-note">
          {t('settlement.range', {
            range: formatMoneyRange(total.cost.low, total.cost.high, forecast.currency, language),
          })}
          {' · '}
          {t('settlement.cost_so_far_of', { amount: money(total.costSoFar) })}
        </p>
      </div>
      <div className="pui-card mfc-stat" data-testid="settlement-advances">
        <p className="pui-stat">
          <span className="pui-stat__label">{t('settlement.advances')}</span>
          <strong className="pui-stat__value">{money(total.advancePaid + total.advanceToPay)}</strong>
        </p>
        <p className="mfc-note">
          {t('settlement.advances_paid', { amount: money(total.advancePaid) })}
          {' · '}
          {t('settlement.advances_to_pay', { amount: money(total.advanceToPay) })}
        </p>
      </div>
    </div>
  );
}

/** The chart of the cost through the period, or the same as a table. */
function ChartCard({ forecast }: { forecast: SettlementForecast }) {
  const { t, language } = useTexts();
  const lang = useChartLang();
  const [asTable, setAsTable] = useState(false);
  const model = useMemo(() => forecastChartModel(forecast.months), [forecast.months]);
  const names = useMemo(
    () => ({
      actual: t('settlement.series_actual'),
      expected: t('settlement.series_expected'),
      range: t('settlement.series_range'),
      advance: t('settlement.series_advance'),
    }),
    [t],
  );
  const description = t('settlement.chart_description', {
    period: forecast.period ? formatDateRange(forecast.period, language) : '',
  });
  const period = forecast.period!;
  return (
    <Card
      title={t('settlement.chart_title')}
      titleId="mfc-settlement-chart"
      className="mfc-chart-card"
      actions={
        <DownloadMenu
          table={() =>
            settlementExportTable({
              model,
              currency: forecast.currency,
              period,
              periodText: formatDateRange(period, language),
              names,
              language,
              t: (key, options) => t(key, options ?? {}),
            })
          }
          fileName={['settlement-forecast', periodFileLabel(period)]}
        />
      }
    >
      <section className="mfc-chart-panel" aria-label={description}>
        <div className="mfc-chart-tools">
          <Button variant="text" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? t('chart.chart') : t('chart.table')}
          </Button>
        </div>
        {asTable ? (
          <ForecastTable model={model} currency={forecast.currency} names={names} />
        ) : (
          <Suspense fallback={<Skeleton height={340} />}>
            <SettlementChart
              key={language}
              model={model}
              currency={forecast.currency}
              language={language}
              lang={lang}
              names={names}
              description={description}
            />
          </Suspense>
        )}
      </section>
    </Card>
  );
}

function ForecastTable({
  model,
  currency,
  names,
}: {
  model: ForecastChartModel;
  currency: string;
  names: { actual: string; expected: string; range: string; advance: string };
}) {
  const { t, language } = useTexts();
  const money = (v: number | null | undefined) => (v == null ? '–' : formatWholeMoney(v, currency, language));
  return (
    <div className="mfc-table-wrap">
      <table className="mfc-table" data-testid="settlement-table">
        <thead>
          <tr>
            <th scope="col">{t('settlement.month')}</th>
            <th scope="col" className="mfc-num">
              {names.actual}
            </th>
            <th scope="col" className="mfc-num">
              {names.expected}
            </th>
            <th scope="col" className="mfc-num">
              {names.range}
            </th>
            <th scope="col" className="mfc-num">
              {names.advance}
            </th>
          </tr>
        </thead>
        <tbody>
          {model.months.map((month, i) => {
            const band = model.band[i];
            return (
              <tr key={month}>
                <th scope="row">{formatMonthYear(month, language)}</th>
                <td>{money(model.actual[i])}</td>
                <td>{money(model.expected[i])}</td>
                <td>{band && band[0] !== band[1] ? formatMoneyRange(band[0], band[1], currency, language) : '–'}</td>
                <td>{money(model.advance[i])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Each settled utility: its cost so far and expected, its consumption, its advances and its balance. */
function Utilities({ forecast }: { forecast: SettlementForecast }) {
  const { t } = useTexts();
  if (!forecast.lines.length) return null;
  return (
    <section aria-labelledby="mfc-settlement-utilities" className="pui-stack">
      <h2 id="mfc-settlement-utilities" className="mfc-section-title">
        {t('settlement.utilities_title')}
      </h2>
      <div className="pui-grid" style={{ '--pui-grid-min': '17rem' } as CSSProperties}>
        {forecast.lines.map((line) => (
          <UtilityCard key={line.utility} line={line} currency={forecast.currency} />
        ))}
      </div>
    </section>
  );
}

function UtilityCard({ line, currency }: { line: ForecastLine; currency: string }) {
  const { t, language } = useTexts();
  const balanceText = useBalanceText();
  const name = t(`settlement.utility.${line.utility}`);
  const money = (v: number) => formatWholeMoney(v, currency, language);
  const q = (v: number) => formatQuantity(v, line.quantity, language);
  const range = (r: { low: number; high: number }, format: (v: number) => string) =>
    `${format(Math.min(r.low, r.high))}–${format(Math.max(r.low, r.high))}`;
  return (
    <Card
      as="article"
      title={name}
      headingLevel={3}
      icon={<QuantityIcon quantity={line.quantity} />}
      accent={quantityColour(line.quantity)}
      data-testid={`settlement-line-${line.utility}`}
    >
      {line.balance ? (
        <p className="pui-stat">
          <span className="pui-stat__label">{t('settlement.balance')}</span>
          <strong className="mfc-cost__value" data-testid="settlement-line-balance">
            {balanceText(line.balance, currency, language).phrase}
          </strong>
        </p>
      ) : (
        <p className="mfc-info" data-testid="settlement-line-shortfall">
          <strong>{t('settlement.not_forecast')}</strong>
          {line.shortfall ? <> {t(`settlement.shortfall.${line.shortfall}`)}</> : null}
        </p>
      )}
      <dl className="mfc-settlement-facts">
        <div>
          <dt>{t('settlement.cost_so_far')}</dt>
          <dd>{money(line.costSoFar)}</dd>
        </div>
        {line.cost ? (
          <div>
            <dt>{t('settlement.expected_cost')}</dt>
            <dd>
              {money(line.cost.expected)}
              <span className="mfc-kpi-span">
                {formatMoneyRange(line.cost.low, line.cost.high, currency, language)}
              </span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('settlement.consumption_so_far')}</dt>
          <dd>{q(line.consumptionSoFar)}</dd>
        </div>
        {line.consumption ? (
          <div>
            <dt>{t('settlement.expected_consumption')}</dt>
            <dd>
              {q(line.consumption.expected)}
              <span className="mfc-kpi-span">{range(line.consumption, q)}</span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('settlement.advance_paid')}</dt>
          <dd>{money(line.advancePaid)}</dd>
        </div>
        <div>
          <dt>{t('settlement.advance_to_pay')}</dt>
          <dd>{money(line.advanceToPay)}</dd>
        </div>
        {line.prices.map((p) => (
          <div key={`${p.validFrom}-${p.price}`}>
            <dt>{t('settlement.price')}</dt>
            <dd>{`${formatNumber(p.price, language, { min: 2, max: 4 })}\u00a0${priceUnit(p.currency, line.quantity, language)}`}</dd>
          </div>
        ))}
      </dl>
      <p className="mfc-note">
        {t('settlement.fixed_share', { percent: `${formatNumber(line.fixedPercent, language)}\u00a0%` })}
      </p>
    </Card>
  );
}

/** What the forecast rests on, in plain sentences. */
function Basis({ forecast, basis }: { forecast: SettlementForecast; basis: NonNullable<SettlementForecast['basis']> }) {
  const { t, language } = useTexts();
  const base = `${formatNumber(basis.degreeDayBase, language)}\u00a0°C`;
  const years = formatList([...basis.degreeDayYears].sort(), language);
  return (
    <Card title={t('settlement.basis_title')} titleId="mfc-settlement-basis" data-testid="settlement-basis">
      <ul className="mfc-settlement-basis">
        <li>{t('settlement.basis_method', { base, years })}</li>
        <li>
          {t('settlement.basis_months', {
            count: basis.monthsOfData,
            date: basis.dataFrom ? formatDate(basis.dataFrom, language) : '–',
          })}
        </li>
        <li>
          {t('settlement.basis_elapsed', { count: basis.daysElapsed })}{' '}
          {t('settlement.basis_remaining', { count: basis.daysRemaining })}{' '}
          {basis.daysRemaining > 0
            ? t('settlement.basis_degree_days', {
                degreeDays: formatNumber(basis.remainingDegreeDays, language, { min: 0, max: 0 }),
              })
            : null}
        </li>
        {basis.estimatedDays > 0 ? <li>{t('settlement.basis_estimated', { count: basis.estimatedDays })}</li> : null}
        <li>
          {t('settlement.basis_range', {
            percent: `${formatNumber(basis.rangeProbability * 100, language, { min: 0, max: 0 })}\u00a0%`,
          })}
        </li>
        <li>{t('settlement.basis_prices')}</li>
      </ul>
      <p className="mfc-note" data-testid="settlement-made">
        {t('settlement.basis_made', {
          until: forecast.dataUntil ? formatLocalDateTime(forecast.dataUntil, language) : '–',
          made: formatLocalDateTime(forecast.generatedAt, language),
        })}
      </p>
    </Card>
  );
}
