import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadingRegion, Skeleton, consumptionQueries, pricesInput, usePortalClients } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import { useTenancy } from '../../tenancy/hooks/use-tenancy';
import { PeriodSelector } from '../../period/components/period-selector';
import { usePeriodSelection } from '../../period/hooks/use-period-selection';
import { isConsumptionQuantity } from '../../overview/components/overview-page';
import { ChartPanel, preloadChart } from '../../chart/components/chart-panel';
import { priceModel } from '../price-model';
import { PageLoading } from '../../../components/page';

/** `/consumption/:quantity/price`: the quantity's prices over the selected period. */
export function PricePage() {
  preloadChart();
  const { quantity } = useParams();
  const { t, tc, language } = useTexts();
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
