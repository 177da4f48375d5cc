import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DATE_LOCALES, isLanguage, TIME_ZONE, useOnline } from '@portal/shared';
import { figuresAsOf } from '../app/offline-cache';

/** "27 Nov 2026, 14:05" in the language, in Copenhagen time. */
export function formatFiguresTime(at: number, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[isLanguage(language) ? language : 'en'], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(at));
}

/**
 * While the browser has no connection: says so, and how old the figures on the screen are (the newest
 * the portal fetched, kept from the last visit when it opened offline). Actions that need the services
 * are disabled meanwhile (shared's `Button`).
 */
export function OfflineBanner() {
  const online = useOnline();
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('shell');
  const subscribe = useCallback(
    (onChange: () => void) => queryClient.getQueryCache().subscribe(onChange),
    [queryClient],
  );
  const asOf = useSyncExternalStore(subscribe, () => figuresAsOf(queryClient));
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <div className="layout__container">
        {asOf === null
          ? t('offline.banner_no_figures')
          : t('offline.banner', { time: formatFiguresTime(asOf, i18n.language) })}
      </div>
    </div>
  );
}
