import { type CSSProperties, Suspense, lazy, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  Button,
  Card,
  LoadingRegion,
  Page,
  Skeleton,
  consumptionQueries,
  formatDate,
  formatDateRange,
  pricesInput,
  quantityColour,
  usePortalClients,
  LoadFailed,
} from '@portal/shared';
import { QuantityIcon } from '@portal/shared/icons';
import { DownloadMenu, periodFileLabel } from '@portal/shared/export';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { ControlBar, PeriodSelector } from '../../period/components/period-selector';
import { usePeriodSelection } from '../../period/hooks/use-period-selection';
import { todayInCopenhagen } from '../../period/period-state';
import { isConsumptionQuantity } from '../../overview/components/overview-page';
import { useChartLang } from '../../chart/components/chart-panel';
import { type PriceSeries, priceSeries } from '../price-model';
import { priceExportTable } from '../price-export';
import { NotFoundPage, PageLoading } from '../../../components/page';
import { pageMetaOf } from '../../../components/page-meta';
import { priceRangeText, priceText } from './price-chart';

const PriceChart = lazy(() => import('./price-chart'));

/** `/consumption/:quantity/price`: the quantity's prices over the selected period. */
export function PricePage() {
  const { quantity } = useParams();
  const { t, tc, tn, language } = useTexts();
  const tenancy = useTenancy();
  const clients = usePortalClients();
  const selection = usePeriodSelection('unit', { hasHourlyValues: tenancy?.hasHourlyValues ?? false });
  const valid = Boolean(tenancy && isConsumptionQuantity(quantity));
  const prices = useQuery({
    ...consumptionQueries.prices(
      clients,
      tenancy?.tenancyId ?? '',
      pricesInput({ objectId: tenancy?.objectId ?? '', quantity: quantity ?? '', period: selection.period }),
    ),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = prices.data?.quantityPrices;
  const series = useMemo(
    () => (data && quantity ? priceSeries(data, quantity, selection.period, language) : null),
    [data, quantity, selection.period, language],
  );
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy || !isConsumptionQuantity(quantity)) return <NotFoundPage />;
  const meta = pageMetaOf({ screen: 'price', quantity }, tenancy.tenancyId, tn, tc);
  const colour = quantityColour(quantity);
  const hasData = Boolean(series && (series.steps.length || series.hours.length));
  return (
    <Page
      className="mfc-page"
      title={meta.title}
      heading={t('overview.prices')}
      subtitle={tc(`quantity.${quantity}`)}
      crumbs={meta.crumbs}
      icon={<QuantityIcon quantity={quantity} size={24} />}
      accent={colour}
      actions={
        <>
          <Link className="pui-button pui-button--secondary" to={paths.overview.getHref(tenancy.tenancyId, quantity)}>
            {tc(`quantity.${quantity}`)}
          </Link>
          {/* the file holds the prices shown: none while another period loads */}
          <DownloadMenu
            table={() =>
              priceExportTable({
                series: series!,
                quantityName: tc(`quantity.${quantity}`),
                period: selection.period,
                periodText: formatDateRange(selection.period, language),
                language,
                t: (key, options) => t(key, options ?? {}),
              })
            }
            disabled={!hasData || prices.isPlaceholderData}
            fileName={[quantity, 'prices', periodFileLabel(selection.period)]}
          />
        </>
      }
    >
      <ControlBar>
        <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
      </ControlBar>
      {prices.isError ? <LoadFailed onRetry={() => void prices.refetch()} retrying={prices.isFetching} /> : null}
      <div className="mfc-view mfc-flow" style={{ '--mfc-accent': colour } as CSSProperties}>
        <LoadingRegion
          loading={!series && !prices.isError}
          label={tc('app.loading')}
          placeholder={<Skeleton height={420} />}
        >
          {series && !hasData ? (
            <p role="status" className="mfc-info">
              {tc('info.pricing_unavailable')}
            </p>
          ) : null}
          {series && hasData ? (
            <>
              <CurrentPrice series={series} />
              <Card className="mfc-chart-card">
                <PricePanel
                  series={series}
                  colour={colour}
                  description={t('prices.description', {
                    quantity: tc(`quantity.${quantity}`),
                    period: formatDateRange(selection.period, language),
                  })}
                />
              </Card>
            </>
          ) : null}
        </LoadingRegion>
      </div>
    </Page>
  );
}

/** The latest day's average of hourly prices, or the tariff valid today (else the last of the period). */
function CurrentPrice({ series }: { series: PriceSeries }) {
  const { t, language } = useTexts();
  let value: number | null;
  let note: string | null;
  if (series.kind === 'hourly') {
    const day = series.days.at(-1);
    value = day?.average ?? null;
    note = day ? formatDate(day.date, language) : null;
  } else {
    const current = series.tariffs.find((p) => p.from <= todayInCopenhagen() && (!p.to || p.to >= todayInCopenhagen()));
    const shown = current ?? series.tariffs.at(-1);
    value = shown?.price ?? null;
    note = shown ? t('prices.valid_from', { date: formatDate(shown.from, language) }) : null;
  }
  if (value == null) return null;
  return (
    <div className="pui-grid mfc-stats mfc-price-stats">
      <div className="pui-card mfc-stat mfc-stat--total">
        <p className="pui-stat">
          <span className="pui-stat__label">
            {series.kind === 'hourly' ? t('prices.daily_average') : t('prices.price')}
          </span>
          <strong className="pui-stat__value" data-testid="price-now">
            {priceText(value, series, language)}
          </strong>
        </p>
        {note ? <p className="mfc-note">{note}</p> : null}
      </div>
      {series.kind === 'hourly' && series.days.length ? (
        <div className="pui-card mfc-stat">
          <p className="pui-stat">
            <span className="pui-stat__label">{t('prices.daily_range')}</span>
            <span className="pui-stat__value">
              {priceRangeText(
                Math.min(...series.days.map((d) => d.low)),
                Math.max(...series.days.map((d) => d.high)),
                series,
                language,
              )}
            </span>
          </p>
        </div>
      ) : null}
    </div>
  );
}

function PricePanel({ series, colour, description }: { series: PriceSeries; colour: string; description: string }) {
  const { t, language } = useTexts();
  const lang = useChartLang();
  const [asTable, setAsTable] = useState(false);
  const names = useMemo(
    () => ({
      price: t('prices.price'),
      dailyAverage: t('prices.daily_average'),
      dailyRange: t('prices.daily_range'),
      hourly: t('prices.hourly'),
    }),
    [t],
  );
  return (
    <section className="mfc-chart-panel" aria-label={description}>
      <div className="mfc-chart-tools">
        {series.kind === 'hourly' ? <p className="mfc-note">{t('prices.zoom_hint')}</p> : null}
        <Button variant="text" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? t('chart.chart') : t('chart.table')}
        </Button>
      </div>
      {asTable ? (
        <PriceTable series={series} />
      ) : (
        <Suspense fallback={<Skeleton height={340} />}>
          <PriceChart
            key={language}
            series={series}
            language={language}
            lang={lang}
            colour={colour}
            names={names}
            description={description}
          />
        </Suspense>
      )}
    </section>
  );
}

function PriceTable({ series }: { series: PriceSeries }) {
  const { t, language } = useTexts();
  return (
    <div className="mfc-table-wrap">
      <table className="mfc-table" data-testid="chart-table">
        {series.kind === 'hourly' ? (
          <>
            <thead>
              <tr>
                <th scope="col">{t('chart.time')}</th>
                <th scope="col">{t('prices.daily_average')}</th>
                <th scope="col">{t('prices.daily_range')}</th>
              </tr>
            </thead>
            <tbody>
              {series.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDate(d.date, language)}</th>
                  <td>{priceText(d.average, series, language)}</td>
                  <td>{priceRangeText(d.low, d.high, series, language)}</td>
                </tr>
              ))}
            </tbody>
          </>
        ) : (
          <>
            <thead>
              <tr>
                <th scope="col">{t('chart.time')}</th>
                <th scope="col">{t('prices.price')}</th>
              </tr>
            </thead>
            <tbody>
              {series.tariffs.map((p) => (
                <tr key={`${p.from}-${p.price}`}>
                  <th scope="row">
                    {p.to
                      ? formatDateRange({ start: p.from, end: p.to }, language)
                      : t('prices.valid_from', { date: formatDate(p.from, language) })}
                  </th>
                  <td>{priceText(p.price, series, language)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  );
}
