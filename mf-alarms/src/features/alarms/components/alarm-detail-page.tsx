import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Modal, usePortalClients } from '@portal/shared';
import type { AlarmFieldsFragment } from '../api/generated/alarms';
import { toast } from '../../../components/toasts';
import { useNotifications } from '../../notifications/api/get-notifications';
import { useDeleteAlarm } from '../api/delete-alarm';
import { alarmQuery, useAlarm } from '../api/get-alarm';
import { alarmCondition } from '../alarm-text';
import { Page, QueryState } from '../../../components/page';
import { formatDateTime } from '../format';
import { evaluatedPeriod } from '../../notifications/notification-text';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/alarms/{alarmId}`: what the alarm watches, its notifications, edit and delete (SPEC §2, §4). */
export function AlarmDetailPage() {
  const { tenancyId = '', alarmId = '' } = useParams();
  const { t } = useAlarmsTranslation();
  const alarm = useAlarm(tenancyId, alarmId);
  const crumbs = [
    { label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) },
    ...(alarm.data ? [{ label: alarm.data.name, href: paths.alarm.getHref(tenancyId, alarmId) }] : []),
  ];
  return (
    <Page
      title={alarm.data?.name ?? t('list.title')}
      back={{ to: paths.alarms.getHref(tenancyId), label: t('detail.back') }}
      crumbs={crumbs}
      testId="alarm-detail"
    >
      <QueryState loading={alarm.isPending} error={null} retry={() => void alarm.refetch()}>
        {alarm.data ? (
          <AlarmDetails tenancyId={tenancyId} alarm={alarm.data} />
        ) : (
          <p role="alert">{t('detail.not_found')}</p>
        )}
      </QueryState>
    </Page>
  );
}

function AlarmDetails({ tenancyId, alarm }: { tenancyId: string; alarm: AlarmFieldsFragment }) {
  const { t, language } = useAlarmsTranslation();
  const navigate = useNavigate();
  const clients = usePortalClients();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAlarm(tenancyId, alarm.id);
  const notifications = useNotifications(tenancyId);
  const fromThis = (notifications.data ?? []).filter((n) => n.alarm?.id === alarm.id).slice(0, 5);

  const confirmDelete = () =>
    remove.mutate(undefined, {
      onSuccess: async () => {
        setConfirming(false);
        toast.success(t('delete.deleted'));
        await navigate(paths.alarms.getHref(tenancyId), { replace: true });
        // Only now: a mounted query of a deleted alarm would be read again, and the service refuses it.
        queryClient.removeQueries({ queryKey: alarmQuery(clients, tenancyId, alarm.id).queryKey });
      },
      onError: () => toast.error(t('delete.failed')),
    });

  return (
    <div className="alm-stack">
      <section className="alm-card">
        <dl className="alm-dl">
          <dt>{t('detail.kind')}</dt>
          <dd>{t(`kind.${alarm.kind}`)}</dd>
          <dt>{t('detail.type')}</dt>
          <dd>{t(`type.${alarm.type}`)}</dd>
          <dt>{t('detail.quantity')}</dt>
          <dd>{t(`common:quantity.${alarm.quantity}`)}</dd>
          <dt>{t('detail.period')}</dt>
          <dd>{t(`every.${alarm.period}`)}</dd>
          <dt>{t('detail.trigger')}</dt>
          <dd data-testid="alarm-trigger">{alarmCondition(t, alarm, language)}</dd>
          <dt>{t('detail.status')}</dt>
          <dd>{alarm.enabled ? t('list.status_on') : t('list.status_off')}</dd>
          <dt>{t('detail.created')}</dt>
          <dd>{formatDateTime(alarm.createdAt, language)}</dd>
          {alarm.updatedAt !== alarm.createdAt && (
            <>
              <dt>{t('detail.updated')}</dt>
              <dd>{formatDateTime(alarm.updatedAt, language)}</dd>
            </>
          )}
        </dl>
      </section>
      <div className="alm-actions">
        <Link className="pui-button pui-button--primary" to={paths.editAlarm.getHref(tenancyId, alarm.id)}>
          {t('detail.edit')}
        </Link>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('detail.delete')}
        </Button>
      </div>
      <section className="alm-form" aria-labelledby="alarm-recent-title">
        <h2 id="alarm-recent-title">{t('detail.recent')}</h2>
        {fromThis.length === 0 ? (
          <p className="alm-muted">{t('detail.none_recent')}</p>
        ) : (
          <ul className="alm-list">
            {fromThis.map((n) => (
              <li key={n.id}>
                <Link to={paths.notification.getHref(tenancyId, n.id)}>
                  {t(`notification_kind.${n.kind}`)} · {evaluatedPeriod(n, language)}
                </Link>
                {!n.readAt && <span className="alm-badge alm-badge--unread">{t('notifications.unread')}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title')}
        closeLabel={t('common:modal.close')}
      >
        <div className="alm-form">
          <p>{t('delete.text', { name: alarm.name })}</p>
          <div className="alm-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={confirmDelete}>
              {t('delete.confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
