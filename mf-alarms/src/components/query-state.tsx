import type { ReactNode } from 'react';
import { Button, Card, LoadingRegion, SkeletonText } from '@portal/shared';
import { useAlarmsTranslation } from '../i18n/texts';

/** Loading skeleton, or the error with a retry, or the content. */
export function QueryState({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useAlarmsTranslation();
  if (error) {
    return (
      <Card>
        <div role="alert" className="alm-stack alm-stack--tight">
          <p>{t('error.load_failed')}</p>
          <Button variant="secondary" onClick={retry}>
            {t('common:actions.retry')}
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <LoadingRegion loading={loading} label={t('common:app.loading')} placeholder={<SkeletonText lines={4} />}>
      {children}
    </LoadingRegion>
  );
}
