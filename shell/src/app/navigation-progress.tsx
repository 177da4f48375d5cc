import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** A navigation quicker than this shows nothing; a slower one (a remote loading) shows the bar. */
export const PROGRESS_DELAY_MS = 400;

/**
 * A thin bar along the top of the page while a navigation waits: for a remote's manifest, entry or
 * chunks, a release check or a route's data. It appears only after a short delay, so quick navigations
 * do not flicker, and it is announced once to screen readers.
 */
export function NavigationProgress({ delayMs = PROGRESS_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy, delayMs]);
  if (!shown) return null;
  return <ProgressBar label={t('app.loading')} testId="navigation-progress" />;
}

/** The bar's class (layout.css); its moving part is `${BAR}__bar`. */
const BAR = 'navigation-progress';

/** The start-up bar's test id: on the server's page rendered ahead and on a copy of the last screen. */
export const START_PROGRESS = 'start-progress';

/** The bar along the top of the page (also a prerendered page's while its script loads). */
export function ProgressBar({ label, testId }: { label: string; testId: string }) {
  return (
    <div className={BAR} role="progressbar" aria-label={label} data-testid={testId}>
      <span className={`${BAR}__bar`} />
    </div>
  );
}

/** The start-up bar's markup (`ProgressBar`'s), for a copy of the last screen. */
export function startProgressMarkup(label: string, doc: Document = document): string {
  const bar = doc.createElement('div');
  bar.className = BAR;
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', label);
  bar.setAttribute('data-testid', START_PROGRESS);
  const inner = doc.createElement('span');
  inner.className = `${BAR}__bar`;
  bar.append(inner);
  return bar.outerHTML;
}
