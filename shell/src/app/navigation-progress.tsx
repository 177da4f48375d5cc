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

/** The bar along the top of the page (also a prerendered page's while its script loads). */
export function ProgressBar({ label, testId }: { label: string; testId: string }) {
  return (
    <div className="navigation-progress" role="progressbar" aria-label={label} data-testid={testId}>
      <span className="navigation-progress__bar" />
    </div>
  );
}

/** The start-up bar's markup, for a copy of the last screen (`ProgressBar`'s, written out). */
export function startProgressMarkup(label: string, doc: Document = document): string {
  const bar = doc.createElement('div');
  bar.className = 'navigation-progress';
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', label);
  bar.setAttribute('data-testid', 'start-progress');
  const inner = doc.createElement('span');
  inner.className = 'navigation-progress__bar';
  bar.append(inner);
  return bar.outerHTML;
}
