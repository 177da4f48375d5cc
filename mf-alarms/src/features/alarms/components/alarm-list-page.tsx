import { type CSSProperties } from 'react';
import { Link, useParams } from 'react-router';
import { Card, EmptyState, Page, quantityColour } from '@portal/shared';
import { AddIcon, AlarmsIcon, QuantityIcon } from '@portal/shared/icons';
import { useNotifications } from '../../notifications/api/get-notifications';
import { useAlarms } from '../api/get-alarms';
import { alarmCondition } from '../alarm-text';
import { AlarmSuggestions } from './alarm-suggestions';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/**
 * `/t/{id}/alarms`: the alarm summary and the tenant's alarms, or the empty state with ready-made
 * alarms to add (SPEC §2, docs/decisions/0160).
 */
export function AlarmListPage() {
  useAlarmStyles();
  const { tenancyId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const alarms = useAlarms(tenancyId);
  const notifications = useNotifications(tenancyId);
  const list = alarms.data ?? [];
  const active = list.filter((a) => a.enabled).length;
  const unread = notifications.data?.filter((n) => !n.readAt).length ?? 0;
  const newAlarm = (
    <Link className="pui-button pui-button--primary" to={paths.newAlarm.getHref(tenancyId)}>
      <AddIcon size={18} aria-hidden="true" />
      {t('list.new')}
    </Link>
  );
  return (
    <Page
      // the tab and the breadcrumb say what the menu says ("Alarm settings"); the heading is the list's
      title={t('common:menu.alarms')}
      heading={t('list.title')}
      subtitle={t('list.intro')}
      icon={<AlarmsIcon size={22} />}
      actions={list.length > 0 ? newAlarm : undefined}
      crumbs={[{ label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) }]}
      data-testid="alarm-list"
    >
      <QueryState loading={alarms.isPending} error={alarms.error} retry={() => void alarms.refetch()}>
        {list.length === 0 ? (
          <div className="alm-stack">
            <Card>
              <EmptyState
                title={t('common:empty.no_alarms')}
                description={t('list.empty_text')}
                illustration={
                  <span className="pui-icon-badge alm-empty-icon">
                    <AlarmsIcon size={28} />
                  </span>
                }
                action={newAlarm}
              />
            </Card>
            <AlarmSuggestions tenancyId={tenancyId} />
          </div>
        ) : (
          <div className="alm-stack">
            <Card className="alm-summary" title={t('list.summary')} titleId="alarm-summary-title">
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
            </Card>
            <section aria-labelledby="alarm-list-title" className="alm-stack">
              <h2 id="alarm-list-title" className="alm-section-title">
                {t('list.yours')}
              </h2>
              <ul className="alm-list" data-testid="alarms">
                {list.map((alarm) => (
                  <li key={alarm.id} className="pui-card alm-item" data-testid="alarm-item">
                    <span
                      className="pui-icon-badge pui-icon-badge--small"
                      aria-hidden="true"
                      style={{ '--pui-accent': quantityColour(alarm.quantity) } as CSSProperties}
                    >
                      <QuantityIcon quantity={alarm.quantity} size={18} />
                    </span>
                    <div className="alm-item__text">
                      <Link to={paths.alarm.getHref(tenancyId, alarm.id)}>{alarm.name}</Link>
                      <p>
                        {t(`common:quantity.${alarm.quantity}`)} · {alarmCondition(t, alarm, language)}
                      </p>
                    </div>
                    <span className={`pui-badge alm-status${alarm.enabled ? ' alm-status--on' : ''}`}>
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
