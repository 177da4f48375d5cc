import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Card, Modal, Page, quantityColour, usePortalClients } from '@portal/shared';
import { AlarmsIcon, DeleteIcon, EditIcon, QuantityIcon } from '@portal/shared/icons';
import type { AlarmFieldsFragment } from '../api/generated/alarms';
import { toast } from '../../../components/toasts';
import { useNotifications } from '../../notifications/api/get-notifications';
import { useDeleteAlarm } from '../api/delete-alarm';
import { alarmQuery, useAlarm } from '../api/get-alarm';
import { alarmCondition } from '../alarm-text';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { formatDateTime } from '../format';
import { evaluatedPeriod } from '../../notifications/notification-text';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/alarms/{alarmId}`: what the alarm watches, its notifications, edit and delete (SPEC §2, §4). */
export function AlarmDetailPage() {
  useAlarmStyles();
  const { tenancyId = '', alarmId = '' } = useParams();
  const { t, language } = useAlarmsTranslation();
  const alarm = useAlarm(tenancyId, alarmId);
  // the alarm by the name the tenant gave it, never its id (none while it loads)
  const crumbs = [
    { label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) },
    ...(alarm.data ? [{ label: alarm.data.name, href: paths.alarm.getHref(tenancyId, alarmId) }] : []),
  ];
  const data = alarm.data;
  return (
    <Page
      title={data?.name ?? t('common:menu.alarms')}
      subtitle={data ? `${t(`common:quantity.${data.quantity}`)} · ${alarmCondition(t, data, language)}` : undefined}
      icon={data ? <QuantityIcon quantity={data.quantity} size={22} /> : <AlarmsIcon size={22} />}
      accent={data ? quantityColour(data.quantity) : undefined}
      crumbs={crumbs}
      data-testid="alarm-detail"
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
      <Card>
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
        <div className="alm-actions">
          <Link className="pui-button pui-button--primary" to={paths.editAlarm.getHref(tenancyId, alarm.id)}>
            <EditIcon size={18} aria-hidden="true" />
            {t('detail.edit')}
          </Link>
          <Button variant="secondary" className="alm-delete" onClick={() => setConfirming(true)}>
            <DeleteIcon size={18} aria-hidden="true" />
            {t('detail.delete')}
          </Button>
        </div>
      </Card>
      <Card title={t('detail.recent')} titleId="alarm-recent-title">
        {fromThis.length === 0 ? (
          <p className="alm-muted">{t('detail.none_recent')}</p>
        ) : (
          <ul className="alm-rows">
            {fromThis.map((n) => (
              <li key={n.id}>
                <Link to={paths.notification.getHref(tenancyId, n.id)}>
                  {t(`notification_kind.${n.kind}`)} · {evaluatedPeriod(n, language)}
                </Link>
                {!n.readAt && <span className="pui-badge alm-unread">{t('notifications.unread')}</span>}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title')}
        closeLabel={t('common:modal.close')}
      >
        <div className="alm-stack">
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
