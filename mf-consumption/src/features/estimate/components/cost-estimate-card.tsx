import { useQuery } from '@tanstack/react-query';
import {
  Card,
  Skeleton,
  consumptionQueries,
  quantityColour,
  formatMoney,
  formatQuantity,
  graphInput,
  today,
  formatTimestamp,
  usePortalClients,
  LoadFailed,
} from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { useCostEstimate } from '../api/get-cost-estimate';
import type { TenancyContext } from '../../tenancy/tenancy-context';
import { HelpButton } from '../../../components/help-button';
import { QuantityIcon } from '@portal/shared/icons';
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
    <Card
      title={t('dashboard.cost_estimate')}
      titleId="mfc-estimate-title"
      icon={<QuantityIcon quantity="electricity-energy" />}
      accent={quantityColour('electricity-energy')}
      actions={<HelpButton topic="cost_estimate" />}
      data-testid="cost-estimate"
    >
      {estimate.isError || graph.isError ? (
        <LoadFailed
          onRetry={() => {
            if (estimate.isError) void estimate.refetch();
            if (graph.isError) void graph.refetch();
          }}
          retrying={estimate.isFetching || graph.isFetching}
        />
      ) : null}
      {result ? (
        <>
          <div className="mfc-estimate-figures">
            <p className="pui-stat">
              <span className="pui-stat__label">{t('dashboard.today_so_far')}</span>
              <strong className="pui-stat__value">{formatMoney(result.total, currency, language)}</strong>
            </p>
            {result.latest ? (
              <p className="pui-stat">
                <span className="pui-stat__label">
                  {t('dashboard.latest_hour', { hour: hourLabel(result.latest.hour) })}
                </span>
                <strong className="pui-stat__value" data-testid="estimate-latest">
                  {formatMoney(result.latest.cost, currency, language)}
                </strong>
                <span className="mfc-note">
                  {formatQuantity(result.latest.consumption, 'electricity-energy', language)} ×{' '}
                  {formatMoney(result.latest.tariff, currency, language)}
                </span>
              </p>
            ) : (
              <p role="status">{tc('info.no_consumption_today')}</p>
            )}
          </div>
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
        <div aria-busy="true">
          <span role="status" className="pui-visually-hidden">
            {tc('app.loading')}
          </span>
          <Skeleton height={96} />
        </div>
      ) : null}
    </Card>
  );
}
