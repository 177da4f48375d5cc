import { useQuery } from '@tanstack/react-query';
import {
  consumptionQueries,
  formatMoney,
  formatQuantity,
  graphInput,
  today,
  formatTimestamp,
  usePortalClients,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { useCostEstimate } from '../api/get-cost-estimate';
import type { TenancyContext } from '../../tenancy/tenancy-context';
import { HelpButton } from '../../../components/help-button';
import { estimateCosts } from '../estimate';

/** Heating cost estimate from hourly electricity prices, computed hour by hour. */
export function CostEstimateCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const clients = usePortalClients();
  const day = today();
  const estimate = useCostEstimate(tenancy.tenancyId);
  const graph = useQuery(
    consumptionQueries.graph(
      clients,
      tenancy.tenancyId,
      graphInput({
        objectId: tenancy.objectId,
        quantity: 'electricity-energy',
        period: { start: day, end: day },
        resolution: 'hour',
      }),
    ),
  );
  const data = estimate.data;
  const series = graph.data?.tenantGraph;
  const result =
    data && series ? estimateCosts(data.tariffs, series.timestamps, series.graphs[0]?.consumption.values ?? []) : null;
  const currency = data?.currency ?? 'NOK';
  const hourLabel = (hour: string) => formatTimestamp(hour, 'hour', language, tc);
  return (
    <section className="mfc-card" aria-labelledby="mfc-estimate-title" data-testid="cost-estimate">
      <h2 id="mfc-estimate-title">
        {t('dashboard.cost_estimate')} <HelpButton topic="cost_estimate" />
      </h2>
      {estimate.isError || graph.isError ? <p role="alert">{t('overview.load_failed')}</p> : null}
      {result ? (
        <>
          {result.latest ? (
            <p>
              {t('dashboard.latest_hour', { hour: hourLabel(result.latest.hour) })}:{' '}
              <strong data-testid="estimate-latest">{formatMoney(result.latest.cost, currency, language)}</strong> (
              {formatQuantity(result.latest.consumption, 'electricity-energy', language)} ×{' '}
              {formatMoney(result.latest.tariff, currency, language)})
            </p>
          ) : (
            <p role="status">{tc('info.no_consumption_today')}</p>
          )}
          <p>
            {t('dashboard.today_so_far')}: <strong>{formatMoney(result.total, currency, language)}</strong>
          </p>
          {result.hours.some((h) => h.tariff == null) ? (
            <p className="mfc-note">{tc('info.pricing_unavailable')}</p>
          ) : null}
          <details>
            <summary>{t('dashboard.tariffs')}</summary>
            <div className="mfc-table-wrap">
              <table className="mfc-table">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.hour')}</th>
                    <th scope="col">{t('dashboard.tariff')}</th>
                    <th scope="col">{t('dashboard.cost')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.hours.map((h, i) => (
                    <tr key={`${h.hour}-${i}`}>
                      <th scope="row">{hourLabel(h.hour)}</th>
                      <td>{formatMoney(h.tariff, currency, language)}</td>
                      <td>{formatMoney(h.cost, currency, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      ) : estimate.isPending || graph.isPending ? (
        <p aria-busy="true">{tc('app.loading')}</p>
      ) : null}
    </section>
  );
}
