import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appStorage, PlaceholderPage } from '@portal/shared';
import { ensureAlarmsNamespace } from './i18n';

export const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** What each route is called in the federation probe (see `AlarmsRoot`). */
export interface AlarmsRouteHandle {
  page: string;
}

/**
 * The parent of every screen of this remote: registers the `alarms` texts on the page's one i18n
 * instance before any screen renders (the instance is the shell's, reached through the provider).
 *
 * Signed out (no data-service token), the screens have nothing to show; until the shell's guard
 * sends such visits to /login, the federation probe page stands in, as it did before these screens
 * existed (the federation suites read it). docs/decisions/0120.
 */
export function AlarmsRoot() {
  const { i18n } = useTranslation();
  ensureAlarmsNamespace(i18n);
  const matches = useMatches();
  if (!appStorage.get('dataToken')) {
    const handle = matches[matches.length - 1]?.handle as AlarmsRouteHandle | undefined;
    return <PlaceholderPage app="mf-alarms" release={RELEASE} page={handle?.page ?? 'alarms'} />;
  }
  return <Outlet />;
}
