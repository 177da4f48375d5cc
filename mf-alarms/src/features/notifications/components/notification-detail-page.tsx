import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Card, Page, formatMonthYear } from '@portal/shared';
import { NotificationsIcon } from '@portal/shared/icons';
import type { NotificationFieldsFragment } from '../api/generated/notifications';
import { useNotification } from '../api/get-notification';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { correctionNote, evaluatedPeriod, notificationFigure } from '../notification-text';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { formatDateTime } from '../../alarms/format';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/notifications/{id}`: the whole notification (SPEC §3); opening it marks it read. */
export function NotificationDetailPage() {
  useAlarmStyles();
  const { tenancyId = '', notificationId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const notification = useNotification(tenancyId, notificationId);
  const markRead = useMarkNotificationRead(tenancyId);
  const marked = useRef(false);
  const unread = notification.data && !notification.data.readAt;
  useEffect(() => {
    if (unread && !marked.current) {
      marked.current = true;
      markRead.mutate(notificationId);
    }
  }, [unread, notificationId, markRead]);

  const data = notification.data;
  const title = data ? t(`notification_kind.${data.kind}`) : t('notifications.title');
  return (
    <Page
      title={title}
      subtitle={data ? evaluatedPeriod(data, language) : undefined}
      icon={<NotificationsIcon size={22} />}
      // the notification by what it is and when (never its id; none while it loads)
      crumbs={[
        { label: t('common:menu.notifications'), href: paths.notifications.getHref(tenancyId) },
        ...(data
          ? [
              {
                label: `${title} · ${evaluatedPeriod(data, language)}`,
                href: paths.notification.getHref(tenancyId, notificationId),
              },
            ]
          : []),
      ]}
      data-testid="notification-detail"
    >
      <QueryState loading={notification.isPending} error={null} retry={() => void notification.refetch()}>
        {notification.data ? (
          <Details tenancyId={tenancyId} n={notification.data} />
        ) : (
          <p role="alert">{t('notifications.not_found')}</p>
        )}
      </QueryState>
    </Page>
  );
}

function Details({ tenancyId, n }: { tenancyId: string; n: NotificationFieldsFragment }) {
  return n.kind === 'CONSUMPTION_REPORT' ? <ReportDetails n={n} /> : <AlarmDetails tenancyId={tenancyId} n={n} />;
}

/** When and whether it was read: the last fields of every notification. */
function ReceivedFields({ n }: { n: NotificationFieldsFragment }) {
  const { t, language } = useAlarmsTranslation();
  return (
    <>
      <dt>{t('notification_field.received')}</dt>
      <dd>{formatDateTime(n.createdAt, language)}</dd>
      <dt>{t('notification_field.status')}</dt>
      <dd>{n.readAt ? t('notifications.read') : t('notifications.unread')}</dd>
    </>
  );
}

/** A month's consumption report is ready: the link to it (as in the mail), while its code is valid. */
function ReportDetails({ n }: { n: NotificationFieldsFragment }) {
  const { t, language } = useAlarmsTranslation();
  const month = formatMonthYear(n.evaluatedPeriod.startDate, language);
  return (
    <div className="alm-stack">
      <p className="alm-card-text">
        {t('notifications.report_ready', { month })}{' '}
        {n.reportCode ? (
          <Link to={`/report/${encodeURIComponent(n.reportCode)}?language=${language}`}>
            {t('notifications.open_report')}
          </Link>
        ) : (
          t('notifications.report_expired')
        )}
      </p>
      <Card>
        <dl className="alm-dl" data-testid="notification-fields">
          <dt>{t('notification_field.period')}</dt>
          <dd>{evaluatedPeriod(n, language)}</dd>
          <ReceivedFields n={n} />
        </dl>
      </Card>
    </div>
  );
}

function AlarmDetails({ tenancyId, n }: { tenancyId: string; n: NotificationFieldsFragment }) {
  const { t, language } = useAlarmsTranslation();
  const metric = n.metricType ?? n.alarm?.quantity;
  const correction = correctionNote(t, n, language);
  return (
    <div className="alm-stack">
      <p className="alm-card-text">
        {n.alarm ? (
          <>
            {t('notifications.from_alarm', { name: n.alarm.name })}{' '}
            <Link to={paths.alarm.getHref(tenancyId, n.alarm.id)}>{t('notifications.open_alarm')}</Link>
          </>
        ) : (
          t('notifications.alarm_deleted')
        )}
      </p>
      <Card>
        <dl className="alm-dl" data-testid="notification-fields">
          {metric && (
            <>
              <dt>{t('notification_field.metric')}</dt>
              <dd>{t(`common:quantity.${metric}`)}</dd>
            </>
          )}
          <dt>{t('notification_field.period')}</dt>
          <dd>{evaluatedPeriod(n, language)}</dd>
          <dt>{t('notification_field.frequency')}</dt>
          <dd>{t(`every.${n.period}`)}</dd>
          <dt>{t('notification_field.direction')}</dt>
          <dd>{t(`direction.${n.direction}`)}</dd>
          {n.threshold !== null && (
            <>
              <dt>{t('notification_field.threshold')}</dt>
              <dd>{notificationFigure(n, n.threshold, language)}</dd>
            </>
          )}
          {n.triggerValue !== null && (
            <>
              <dt>{t(correction ? 'notification_field.trigger_at_the_time' : 'notification_field.trigger')}</dt>
              <dd>{notificationFigure(n, n.triggerValue, language, true)}</dd>
            </>
          )}
          {n.correctedValue !== null && (
            <>
              <dt>{t('notification_field.corrected')}</dt>
              <dd data-testid="notification-corrected">
                {n.correctedAt
                  ? t('notification_field.corrected_on', {
                      value: notificationFigure(n, n.correctedValue, language, true),
                      date: formatDateTime(n.correctedAt, language),
                    })
                  : notificationFigure(n, n.correctedValue, language, true)}
              </dd>
            </>
          )}
          <ReceivedFields n={n} />
        </dl>
      </Card>
      {correction && (
        <p className="alm-note" role="note" data-testid="notification-correction">
          {correction}
        </p>
      )}
    </div>
  );
}
