import { Outlet } from 'react-router';
import { useNamespaceTranslation } from '@portal/shared';
import { alarmsTexts } from './i18n';

export const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

/** What each route is called (a route's `handle`). */
export interface AlarmsRouteHandle {
  page: string;
}

/**
 * The parent of every screen of this remote: the `alarms` texts are on the page's one i18n instance
 * (the shell's, reached through the provider) before any screen renders.
 */
export function AlarmsRoot() {
  useNamespaceTranslation(alarmsTexts);
  return <Outlet />;
}
