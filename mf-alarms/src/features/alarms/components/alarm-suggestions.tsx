import { useId, useState } from 'react';
import { Button, Card, Modal } from '@portal/shared';
import { toast } from '../../../components/toasts';
import { useCreateAlarm } from '../api/create-alarm';
import { useMeterQuantities } from '../api/get-meter-quantities';
import { type Suggestion, suggestionsFor } from '../suggestions';
import { useAlarmsTranslation } from '../../../i18n/texts';

/**
 * Ready-made alarms for a home without alarms (docs/decisions/0160): each is created with one
 * confirmation, named in the tenant's language. Nothing shows until the home's meters are known, and
 * nothing for a home none of them fits.
 */
export function AlarmSuggestions({ tenancyId }: { tenancyId: string }) {
  const { t } = useAlarmsTranslation();
  const quantities = useMeterQuantities(tenancyId);
  const titleId = useId();
  const suggestions = suggestionsFor(quantities.data ?? []);
  if (suggestions.length === 0) return null;
  return (
    <Card title={t('suggest.title')} titleId={titleId} data-testid="alarm-suggestions">
      <p className="alm-muted">{t('suggest.intro')}</p>
      <ul className="alm-rows">
        {suggestions.map((s) => (
          <SuggestionRow key={s.id} tenancyId={tenancyId} suggestion={s} />
        ))}
      </ul>
    </Card>
  );
}

function SuggestionRow({ tenancyId, suggestion }: { tenancyId: string; suggestion: Suggestion }) {
  const { t } = useAlarmsTranslation();
  // each suggestion its own attempts: a failed one tried again never collides with another's input
  const create = useCreateAlarm(tenancyId);
  const [confirming, setConfirming] = useState(false);
  const name = t(`suggest.${suggestion.id}_name`);
  const text = t(`suggest.${suggestion.id}_text`, { quantity: t(`common:quantity.${suggestion.quantity}`) });
  const confirm = () => {
    const { id: _id, ...input } = suggestion;
    create.mutate(
      { ...input, name },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('suggest.created', { name }));
        },
        onError: () => toast.error(t('error.save_failed')),
      },
    );
  };
  return (
    <li data-testid="alarm-suggestion">
      <span className="alm-item__text">
        <strong>{name}</strong>
        <span className="alm-muted">{text}</span>
      </span>
      <Button variant="secondary" aria-label={t('suggest.add_label', { name })} onClick={() => setConfirming(true)}>
        {t('suggest.add')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('suggest.confirm_title')}
        closeLabel={t('common:modal.close')}
      >
        <div className="alm-stack">
          <p>{t('suggest.confirm_text', { name, text })}</p>
          <div className="alm-actions">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common:actions.cancel')}
            </Button>
            <Button loading={create.isPending} onClick={confirm}>
              {t('suggest.confirm')}
            </Button>
          </div>
        </div>
      </Modal>
    </li>
  );
}
