import { Link, useParams } from 'react-router';
import { Button, EmptyState } from '@portal/shared';
import { toast } from '../../../components/toasts';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { notificationSummary } from '../notification-text';
import { Page, QueryState } from '../../../components/page';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/notifications`: what the alarms raised, unread first in attention, or the empty state. */
export function NotificationListPage() {
  const { tenancyId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const notifications = useNotifications(tenancyId);
  const markAll = useMarkAllNotificationsRead(tenancyId);
  const list = notifications.data ?? [];
  const unread = list.filter((n) => !n.readAt).length;
  return (
    <Page
      title={t('notifications.title')}
      crumbs={[{ label: t('common:menu.notifications'), href: paths.notifications.getHref(tenancyId) }]}
      actions={
        unread > 0 ? (
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
        ) : undefined
      }
      testId="notification-list"
    >
      <p className="alm-muted">
        {t('notifications.intro')}
        {unread > 0 && <> {t('notifications.summary', { count: unread })}.</>}
      </p>
      <QueryState
        loading={notifications.isPending}
        error={notifications.error}
        retry={() => void notifications.refetch()}
      >
        {list.length === 0 ? (
          <div className="alm-card">
            <EmptyState title={t('common:empty.no_notifications')} description={t('notifications.empty_text')} />
          </div>
        ) : (
          <ul className="alm-list" data-testid="notifications">
            {list.map((n) => (
              <li
                key={n.id}
                className={`alm-card alm-item${n.readAt ? '' : ' alm-item--unread'}`}
                data-testid="notification-item"
                data-unread={n.readAt ? undefined : ''}
              >
                <div>
                  <Link to={paths.notification.getHref(tenancyId, n.id)}>
                    {t(`notification_kind.${n.kind}`)}
                    {n.alarm ? `: ${n.alarm.name}` : ''}
                  </Link>
                  <p className="alm-muted">{notificationSummary(t, n, language)}</p>
                </div>
                {!n.readAt && <span className="alm-badge alm-badge--unread">{t('notifications.unread')}</span>}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Page>
  );
}
