import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ensureAlarmsNamespace } from './i18n';

export const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** What each route is called (a route's `handle`). */
export interface AlarmsRouteHandle {
  page: string;
}

/**
 * The parent of every screen of this remote: registers the `alarms` texts on the page's one i18n
 * instance before any screen renders (the instance is the shell's, reached through the provider).
 */
export function AlarmsRoot() {
  const { i18n } = useTranslation();
  ensureAlarmsNamespace(i18n);
  return <Outlet />;
}
