import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, type AppStorage } from '@portal/shared';
import { PrivacyIcon } from '@portal/shared/icons';
import { DATA_POLICY_PATH } from '@portal/shared/routing';

/**
 * The data policy notice (SPEC §2, §3): a card above the screen in the signed-in layout until the
 * tenant acknowledges it; the time of that is stored (`dataPolicyAcknowledgedAt`). Not in an
 * impersonated session: support staff do not acknowledge for the tenant.
 */
export function DataPolicyNotice({ storage, impersonated }: { storage: AppStorage; impersonated: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => !impersonated && !storage.get('dataPolicyAcknowledgedAt'));
  if (!open) return null;
  return (
    <Card
      title={t('data_policy_notice.title')}
      titleId="data-policy-notice-title"
      icon={<PrivacyIcon size={18} />}
      className="data-policy-notice"
      data-testid="data-policy-notice"
    >
      <p>{t('data_policy_notice.text')}</p>
      <div className="data-policy-notice__actions">
        <Link to={DATA_POLICY_PATH}>{t('data_policy_notice.read')}</Link>
        <Button
          onClick={() => {
            storage.set('dataPolicyAcknowledgedAt', new Date().toISOString());
            setOpen(false);
          }}
        >
          {t('data_policy_notice.ok')}
        </Button>
      </div>
    </Card>
  );
}
