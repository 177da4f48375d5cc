import { Link, useParams } from 'react-router';
import { EmptyState } from '@portal/shared';
import { useNotifications } from '../../notifications/api/get-notifications';
import { useAlarms } from '../api/get-alarms';
import { alarmCondition } from '../alarm-text';
import { Page, QueryState } from '../../../components/page';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/alarms`: the alarm summary and the tenant's alarms, or the empty state (SPEC §2). */
export function AlarmListPage() {
  const { tenancyId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const alarms = useAlarms(tenancyId);
  const notifications = useNotifications(tenancyId);
  const list = alarms.data ?? [];
  const active = list.filter((a) => a.enabled).length;
  const unread = notifications.data?.filter((n) => !n.readAt).length ?? 0;
  const newAlarm = (
    <Link className="pui-button pui-button--primary" to={paths.newAlarm.getHref(tenancyId)}>
      {t('list.new')}
    </Link>
  );
  return (
    <Page
      title={t('list.title')}
      actions={list.length > 0 ? newAlarm : undefined}
      crumbs={[{ label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) }]}
      testId="alarm-list"
    >
      <p className="alm-muted">{t('list.intro')}</p>
      <QueryState loading={alarms.isPending} error={alarms.error} retry={() => void alarms.refetch()}>
        {list.length === 0 ? (
          <div className="alm-card">
            <EmptyState title={t('common:empty.no_alarms')} description={t('list.empty_text')} action={newAlarm} />
          </div>
        ) : (
          <div className="alm-stack">
            <section className="alm-card alm-summary" aria-labelledby="alarm-summary-title">
              <h2 id="alarm-summary-title">{t('list.summary')}</h2>
              <ul data-testid="alarm-summary">
                <li>{t('list.total', { count: list.length })}</li>
                <li>{t('list.active', { count: active })}</li>
                {list.length > active && <li>{t('list.paused', { count: list.length - active })}</li>}
                {unread > 0 && (
                  <li>
                    <Link to={paths.notifications.getHref(tenancyId)}>{t('list.unread', { count: unread })}</Link>
                  </li>
                )}
              </ul>
            </section>
            <section aria-labelledby="alarm-list-title" className="alm-form">
              <h2 id="alarm-list-title">{t('list.yours')}</h2>
              <ul className="alm-list" data-testid="alarms">
                {list.map((alarm) => (
                  <li key={alarm.id} className="alm-card alm-item" data-testid="alarm-item">
                    <div>
                      <Link to={paths.alarm.getHref(tenancyId, alarm.id)}>{alarm.name}</Link>
                      <p className="alm-muted">
                        {t(`common:quantity.${alarm.quantity}`)} · {alarmCondition(t, alarm, language)}
                      </p>
                    </div>
                    <span className={`alm-badge ${alarm.enabled ? 'alm-badge--on' : 'alm-badge--off'}`}>
                      {alarm.enabled ? t('list.status_on') : t('list.status_off')}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
