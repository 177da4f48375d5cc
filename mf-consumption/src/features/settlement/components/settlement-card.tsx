import { Link } from 'react-router';
import { Card, LoadFailed, Skeleton } from '@portal/shared';
import { useTexts } from '../../../i18n/texts';
import { paths } from '../../../paths';
import type { TenancyContext } from '../../tenancy/tenancy-context';
import { useSettlementForecast } from '../api/get-settlement-forecast';
import { cardView, periodYears } from '../settlement-model';
import { useBalanceText } from './balance-text';

/**
 * The dashboard's card of the settlement forecast (docs/decisions/0152): "Your 2026 settlement:
 * expected refund NOK 456–736", that it is an estimate against the advance payments, and a link to the
 * page that explains it. Without enough data yet it says so; a tenancy without a current period, or a
 * property that settles nothing through the provider, has no card.
 */
export function SettlementCard({ tenancy }: { tenancy: TenancyContext }) {
  const { t, tc, language } = useTexts();
  const forecast = useSettlementForecast(tenancy.tenancyId);
  const balanceText = useBalanceText();
  const href = paths.settlement.getHref(tenancy.tenancyId);
  const data = forecast.data;
  const view = data ? cardView(data) : null;
  if (view === 'hidden') return null;
  const years = data?.period ? periodYears(data.period) : null;
  return (
    <Card
      title={years ? <Link to={href}>{t('settlement.card_title', { years })}</Link> : t('settlement.title')}
      titleId="mfc-settlement-title"
      className="mfc-settlement-card"
      data-testid="settlement-card"
    >
      {forecast.isError ? (
        <LoadFailed onRetry={() => void forecast.refetch()} retrying={forecast.isFetching} />
      ) : !data ? (
        // the figures' own shape, line for line (the note and the link as they will be), so that the
        // dashboard keeps its layout when the figures come
        <div aria-busy="true" className="mfc-settlement-loading">
          <span role="status" className="pui-visually-hidden">
            {tc('app.loading')}
          </span>
          <p className="pui-stat mfc-settlement-headline">
            <span className="pui-stat__label">
              <Skeleton width="8rem" height="1lh" />
            </span>
            <span className="pui-stat__value">
              <Skeleton width="10rem" height="1lh" />
            </span>
          </p>
          <p className="mfc-note">{t('settlement.card_note')}</p>
          <span className="pui-button pui-button--secondary mfc-settlement-placeholder" aria-hidden="true">
            {t('settlement.card_link')}
          </span>
        </div>
      ) : view === 'forecast' && data.total ? (
        <ForecastFigures balance={balanceText(data.total.balance, data.currency, language)} href={href} />
      ) : (
        <>
          <p role="status" data-testid="settlement-card-insufficient">
            {t('settlement.card_insufficient', { years })}
          </p>
          <Link className="pui-button pui-button--secondary" to={href}>
            {t('settlement.card_insufficient_link')}
          </Link>
        </>
      )}
    </Card>
  );
}

function ForecastFigures({ balance, href }: { balance: { kind: string; label: string; value: string }; href: string }) {
  const { t } = useTexts();
  return (
    <>
      <p className="pui-stat mfc-settlement-headline" data-kind={balance.kind}>
        <span className="pui-stat__label" data-testid="settlement-card-label">
          {balance.label}
        </span>
        <strong className="pui-stat__value" data-testid="settlement-card-balance">
          {balance.value}
        </strong>
      </p>
      <p className="mfc-note">{t('settlement.card_note')}</p>
      <Link className="pui-button pui-button--secondary" to={href}>
        {t('settlement.card_link')}
      </Link>
    </>
  );
}
