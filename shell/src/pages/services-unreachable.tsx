import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page } from '@portal/shared';

/** Waits between automatic tries: 5 s, then 10, 20, and every 30 s after. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(5 * 2 ** attempt, 30);
}

/**
 * The services could not be reached while a stored session was being loaded: the session is kept
 * (nothing is signed out), the page tries again by itself with growing pauses, and the tenant can try
 * at once. `retry` answers whether the services answered; then `onRecovered` lets the portal start.
 */
export function ServicesUnreachable({
  appTitle,
  retry,
  onRecovered,
}: {
  appTitle: string;
  retry: () => Promise<boolean>;
  onRecovered: () => void;
}) {
  const { t } = useTranslation('shell');
  const [trying, setTrying] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [seconds, setSeconds] = useState(retryDelaySeconds(0));
  const busy = useRef(false);

  const tryNow = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setTrying(true);
    const answered = await retry().catch(() => false);
    busy.current = false;
    setTrying(false);
    if (answered) onRecovered();
    else setAttempt((a) => a + 1);
  }, [retry, onRecovered]);

  // one timer per attempt for the try, and a second's tick for the countdown shown
  useEffect(() => {
    const delay = retryDelaySeconds(attempt);
    setSeconds(delay);
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const next = setTimeout(() => void tryNow(), delay * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(next);
    };
  }, [attempt, tryNow]);

  return (
    <Page title={t('unreachable.title', { app: appTitle })} data-testid="services-unreachable">
      <Card>
        <p role="status">{t('unreachable.text')}</p>
        <p className="pui-muted">{trying ? t('unreachable.retrying') : t('unreachable.next_try', { seconds })}</p>
        <div>
          <Button onClick={() => void tryNow()} loading={trying}>
            {t('unreachable.retry')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}
