import { Link, useParams } from 'react-router';
import { Button, Card, EmptyState, Page, today } from '@portal/shared';
import { NotificationsIcon } from '@portal/shared/icons';
import { DownloadMenu } from '@portal/shared/export';
import { toast } from '../../../components/toasts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationSummary } from '../notification-text';
import { notificationExportTable } from '../notification-export';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/notifications`: what the alarms raised, unread first in attention, or the empty state. */
export function NotificationListPage() {
  useAlarmStyles();
  const { tenancyId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const notifications = useNotifications(tenancyId);
  const markAll = useMarkAllNotificationsRead(tenancyId);
  const list = notifications.data ?? [];
  const unread = list.filter((n) => !n.readAt).length;
  return (
    <Page
      title={t('notifications.title')}
      subtitle={
        <>
          {t('notifications.intro')}
          {unread > 0 && <> {t('notifications.summary', { count: unread })}.</>}
        </>
      }
      icon={<NotificationsIcon size={22} />}
      crumbs={[{ label: t('common:menu.notifications'), href: paths.notifications.getHref(tenancyId) }]}
      actions={
        <>
          {list.length > 0 ? (
            <DownloadMenu
              table={() => notificationExportTable(list, { title: t('notifications.title'), t, language })}
              fileName={['notifications', today()]}
            />
          ) : null}
          {unread > 0 ? (
            <Button
              variant="secondary"
              loading={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: () => toast.success(t('notifications.marked_all')),
                  onError: () => toast.error(t('common:errors.generic')),
                })
              }
            >
              {t('notifications.mark_all')}
            </Button>
          ) : null}
        </>
      }
      data-testid="notification-list"
    >
      <QueryState
        loading={notifications.isPending}
        error={notifications.error}
        retry={() => void notifications.refetch()}
      >
        {list.length === 0 ? (
          <Card>
            <EmptyState
              title={t('common:empty.no_notifications')}
              description={t('notifications.empty_text')}
              illustration={
                <span className="pui-icon-badge alm-empty-icon">
                  <NotificationsIcon size={28} />
                </span>
              }
            />
          </Card>
        ) : (
          <ul className="alm-list" data-testid="notifications">
            {list.map((n) => (
              <li
                key={n.id}
                className={`pui-card alm-item${n.readAt ? '' : ' alm-item--unread'}`}
                data-testid="notification-item"
                data-unread={n.readAt ? undefined : ''}
              >
                <div className="alm-item__text">
                  <Link to={paths.notification.getHref(tenancyId, n.id)}>
                    {t(`notification_kind.${n.kind}`)}
                    {n.alarm ? `: ${n.alarm.name}` : ''}
                  </Link>
                  <p>{notificationSummary(t, n, language)}</p>
                </div>
                {!n.readAt && <span className="pui-badge alm-unread">{t('notifications.unread')}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
