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

  return (
    <Page title={t('unreachable.title', { app: appTitle })} data-testid="services-unreachable">
      <Card>
        <p role="status">{t('unreachable.text')}</p>
        {trying ? (
          <p className="pui-muted">{t('unreachable.retrying')}</p>
        ) : (
          <Countdown key={attempt} seconds={retryDelaySeconds(attempt)} onDone={tryNow} />
        )}
        <div>
          <Button onClick={() => void tryNow()} loading={trying}>
            {t('unreachable.retry')}
          </Button>
        </div>
      </Card>
    </Page>
  );
}

/** "Next try in N s", counting down, then the try (a new attempt is a new countdown: `key`). */
function Countdown({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const { t } = useTranslation('shell');
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const next = setTimeout(onDone, seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(next);
    };
  }, [seconds, onDone]);
  return <p className="pui-muted">{t('unreachable.next_try', { seconds: left })}</p>;
}
