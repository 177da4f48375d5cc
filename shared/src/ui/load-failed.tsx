import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { useUiStyles } from './styles';

/**
 * What a part of a screen shows when its data could not be loaded: never an empty state ("no rating
 * yet") that is not true, but that it could not be loaded, that it is tried again by itself (the query
 * client retries a service that was not reached), and "Try again" now (docs/decisions/0084).
 */
export function LoadFailed({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  useUiStyles();
  const { t } = useTranslation('common');
  return (
    <div className="pui-load-failed" role="status" data-testid="load-failed">
      <p>{t('errors.load_failed')}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('actions.retry')}
      </Button>
    </div>
  );
}
