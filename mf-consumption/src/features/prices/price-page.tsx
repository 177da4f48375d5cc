import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import {
  type Language,
  type Translate,
  type dataOperations,
  LoadingRegion,
  Skeleton,
  consumptionQueries,
  formatDate,
  parseServiceDateTime,
  pricesInput,
  unitLabel,
  unitOf,
} from '@portal/shared';
import { useClients } from '../../platform/clients';
import { useTexts } from '../../texts';
import { paths } from '../../paths';
import { useTenancy } from '../tenancy/use-tenancy';
import { PeriodSelector } from '../period/period-selector';
import { usePeriodSelection } from '../period/period-state';
import { isConsumptionQuantity } from '../overview/overview-page';
import { ChartPanel, preloadChart } from '../chart/chart-panel';
import type { ChartModel } from '../chart/chart-model';
import { PageLoading } from '../../ui/page';

type Price = dataOperations.QuantityPricesQuery['quantityPrices'][number];

function priceLabel(value: string, language: Language): string {
  const { date, hour, minute } = parseServiceDateTime(value);
  if (hour === 0 && minute === 0) return formatDate(date, language);
  return `${formatDate(date, language)}, ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The prices of a quantity over time as a chart model: one point per price, from its `validFrom` (pure; tested). */
export function priceModel(prices: readonly Price[], quantity: string, language: Language, _t: Translate): ChartModel {
  const sorted = [...prices].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  const currency = sorted[0]?.currency ?? '';
  const per = unitLabel(unitOf(quantity), 1, language);
  return {
    points: sorted.map((p) => ({
      timestamp: p.validFrom,
      label: priceLabel(p.validFrom, language),
      fullLabel: priceLabel(p.validFrom, language),
      value: p.price,
      comparison: null,
      incomplete: null,
      coverageNote: null,
      comparisonNote: null,
    })),
    comparisonType: null,
    decimals: { min: 2, max: 4 },
    unit: per ? `${currency}/${per}` : currency,
    sum: null,
    comparisonSum: null,
    hasData: sorted.length > 0,
    hasGaps: false,
    hasIncomplete: false,
    totalCoverage: null,
    dataUntil: null,
    comparisonSpans: null,
  };
}

/** `/consumption/:quantity/price`: the quantity's prices over the selected period. */
export function PricePage() {
  preloadChart();
  const { quantity } = useParams();
  const { t, tc, language } = useTexts();
  const tenancy = useTenancy();
  const clients = useClients();
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
  if (tenancy === undefined) return <PageLoading />;
  if (!tenancy || !isConsumptionQuantity(quantity)) {
    return (
      <main className="mfc-page">
        <h1>{t('overview.unknown_quantity')}</h1>
      </main>
    );
  }
  const model = prices.data ? priceModel(prices.data.quantityPrices, quantity, language, tc) : null;
  return (
    <main className="mfc-page">
      <h1>
        {tc(`quantity.${quantity}`)}: {t('overview.prices')}
      </h1>
      <nav className="mfc-subnav">
        <Link to={paths.overview.getHref(tenancy.tenancyId, quantity)}>{tc(`quantity.${quantity}`)}</Link>
      </nav>
      <PeriodSelector selection={selection} tenancy={tenancy.tenancy} />
      {prices.isError ? <p role="alert">{t('overview.load_failed')}</p> : null}
      <LoadingRegion loading={!model} label={tc('app.loading')} placeholder={<Skeleton height={320} />}>
        {model && !model.hasData ? (
          <p role="status" className="mfc-info">
            {tc('info.pricing_unavailable')}
          </p>
        ) : null}
        {model && model.hasData ? (
          <ChartPanel
            model={model}
            currentName={t('overview.prices')}
            comparisonName={null}
            kind="line"
            description={t('overview.prices')}
          />
        ) : null}
      </LoadingRegion>
    </main>
  );
}
