import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, Card, Page, SegmentedControl, TextField, quantityColour } from '@portal/shared';
import { QuantityIcon } from '@portal/shared/icons';
import type { AlarmFieldsFragment } from '../api/generated/alarms';
import { toast } from '../../../components/toasts';
import { useAlarm } from '../api/get-alarm';
import { useUpdateAlarm } from '../api/update-alarm';
import { QueryState } from '../../../components/query-state';
import { useAlarmStyles } from '../../../components/styles';
import { TriggerField } from './trigger-field';
import {
  type AlarmPeriod,
  hasFixedThreshold,
  isAlarmPeriod,
  periodsFor,
  type TriggerError,
  triggerText,
  validateTrigger,
} from '../alarm-rules';
import { useAlarmsTranslation } from '../../../i18n/texts';
import { paths } from '../../../paths';

/** `/t/{id}/alarms/{alarmId}/edit`: name, frequency, trigger value and on/off (SPEC §2, §4). */
export function AlarmEditPage() {
  useAlarmStyles();
  const { tenancyId = '', alarmId = '' } = useParams();
  const { t } = useAlarmsTranslation();
  const alarm = useAlarm(tenancyId, alarmId);
  return (
    <Page
      title={t('edit.title')}
      subtitle={alarm.data?.name}
      icon={alarm.data ? <QuantityIcon quantity={alarm.data.quantity} size={22} /> : undefined}
      accent={alarm.data ? quantityColour(alarm.data.quantity) : undefined}
      crumbs={[
        { label: t('common:menu.alarms'), href: paths.alarms.getHref(tenancyId) },
        ...(alarm.data ? [{ label: alarm.data.name, href: paths.alarm.getHref(tenancyId, alarmId) }] : []),
        { label: t('edit.title'), href: paths.editAlarm.getHref(tenancyId, alarmId) },
      ]}
      data-testid="alarm-edit"
    >
      <QueryState loading={alarm.isPending} error={null} retry={() => void alarm.refetch()}>
        {alarm.data ? (
          <EditForm key={alarm.data.id} tenancyId={tenancyId} alarm={alarm.data} />
        ) : (
          <p role="alert">{t('detail.not_found')}</p>
        )}
      </QueryState>
    </Page>
  );
}

function EditForm({ tenancyId, alarm }: { tenancyId: string; alarm: AlarmFieldsFragment }) {
  const { t, language } = useAlarmsTranslation();
  const navigate = useNavigate();
  const update = useUpdateAlarm(tenancyId, alarm.id);
  const [name, setName] = useState(alarm.name);
  const [period, setPeriod] = useState<AlarmPeriod>(alarm.period);
  const [text, setText] = useState(triggerText(alarm.threshold, language));
  const [enabled, setEnabled] = useState(alarm.enabled);
  const [error, setError] = useState<TriggerError | null>(null);
  const [nameError, setNameError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateTrigger(alarm.type, alarm.quantity, text);
    const nameOk = name.trim().length > 0;
    setNameError(!nameOk);
    if (!result.ok) setError(result.error);
    if (!result.ok || !nameOk) return;
    update.mutate(
      {
        name: name.trim(),
        period,
        enabled,
        ...(hasFixedThreshold(alarm.type) ? {} : { threshold: result.value }),
      },
      {
        onSuccess: () => {
          toast.success(t('edit.updated'));
          void navigate(paths.alarm.getHref(tenancyId, alarm.id), { replace: true });
        },
        onError: () => toast.error(t('error.save_failed')),
      },
    );
  };

  return (
    <Card className="alm-narrow">
      <form className="alm-form" onSubmit={submit} noValidate>
        <dl className="alm-dl">
          <dt>{t('detail.kind')}</dt>
          <dd>{t(`kind.${alarm.kind}`)}</dd>
          <dt>{t('detail.type')}</dt>
          <dd>{t(`type.${alarm.type}`)}</dd>
          <dt>{t('detail.quantity')}</dt>
          <dd>{t(`common:quantity.${alarm.quantity}`)}</dd>
        </dl>
        <p className="alm-muted">{t('edit.fixed')}</p>
        <TextField
          name="name"
          label={t('field.name')}
          maxLength={100}
          required
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(false);
          }}
          error={nameError ? t('error.required') : null}
        />
        <SegmentedControl
          legend={t('wizard.period')}
          name="period"
          options={periodsFor(alarm.type).map((p) => ({ value: p, label: t(`period.${p}`) }))}
          value={period}
          onChange={(v) => isAlarmPeriod(v) && setPeriod(v)}
        />
        <TriggerField
          type={alarm.type}
          quantity={alarm.quantity}
          period={period}
          value={text}
          onChange={(v) => {
            setText(v);
            setError(null);
          }}
          error={error}
        />
        <label className="alm-switch">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          {t('field.enabled')}
        </label>
        <div className="alm-actions">
          <Button variant="secondary" onClick={() => void navigate(paths.alarm.getHref(tenancyId, alarm.id))}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
