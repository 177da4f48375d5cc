import { useState } from 'react';
import { Button, Card, usePortalClients } from '@portal/shared';
import { DownloadIcon } from '@portal/shared/icons';
import { useAuthTexts } from '../../../i18n/texts';
import { getDataExportLink } from '../api/data-export';

/**
 * "Your data" on the tenancy's info (GDPR art. 20, docs/decisions/0166): all of the tenancy's readings
 * as one archive. The service makes it while it downloads, so the download starts at once.
 */
export function DataExportCard({ tenancyId }: { tenancyId: string }) {
  const { t } = useAuthTexts();
  const clients = usePortalClients();
  const [state, setState] = useState<'idle' | 'preparing' | 'started' | 'failed'>('idle');

  async function download() {
    setState('preparing');
    try {
      const link = await getDataExportLink(clients, tenancyId);
      const a = document.createElement('a');
      a.href = link.url;
      a.download = link.fileName;
      a.rel = 'noopener';
      a.hidden = true;
      document.body.append(a);
      a.click();
      a.remove();
      setState('started');
    } catch {
      setState('failed');
    }
  }

  return (
    <Card title={t('data_export.title')} titleId="tenancy-data-export" icon={<DownloadIcon size={18} />}>
      <p>{t('data_export.text')}</p>
      <Button
        variant="secondary"
        loading={state === 'preparing'}
        onClick={() => void download()}
        data-testid="data-export-download"
      >
        {state === 'preparing' ? t('data_export.preparing') : t('data_export.button')}
      </Button>
      <p role="status" className="auth-fine" data-testid="data-export-status">
        {state === 'started' ? t('data_export.started') : state === 'failed' ? t('data_export.failed') : ''}
      </p>
    </Card>
  );
}
