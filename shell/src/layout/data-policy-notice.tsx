import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, type AppStorage } from '@portal/shared';
import { DATA_POLICY_PATH } from '@portal/shared/routing';

/**
 * The data policy notice (SPEC §2, §3): shown in the signed-in layout until the tenant acknowledges
 * it; the time of that is stored (`dataPolicyAcknowledgedAt`). Not in an impersonated session: support
 * staff do not acknowledge for the tenant.
 */
export function DataPolicyNotice({ storage, impersonated }: { storage: AppStorage; impersonated: boolean }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => !impersonated && !storage.get('dataPolicyAcknowledgedAt'));
  if (!open) return null;
  return (
    <section className="data-policy-notice" aria-labelledby="data-policy-notice-title" data-testid="data-policy-notice">
      <h2 id="data-policy-notice-title">{t('data_policy_notice.title')}</h2>
      <p>
        {t('data_policy_notice.text')} <Link to={DATA_POLICY_PATH}>{t('data_policy_notice.read')}</Link>
      </p>
      <Button
        onClick={() => {
          storage.set('dataPolicyAcknowledgedAt', new Date().toISOString());
          setOpen(false);
        }}
      >
        {t('data_policy_notice.ok')}
      </Button>
    </section>
  );
}
