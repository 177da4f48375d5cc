// Which remote owns which paths. Free of the shared modules (only the routing module's constants): the
// shell's build reads it in Node for the page's inline script (early-start.ts).
import type { ParentRouteId, RemoteName } from '@portal/shared';
import { probePath, TENANCY_ROUTE } from '@portal/shared/routing';

/**
 * Which remote owns which paths (SPEC §2, ARCHITECTURE "the parts"). The shell needs only this to
 * know which remote to fetch; the routes themselves, and everything under these prefixes, are the
 * remote's own.
 */
export const REMOTE_PATHS: ReadonlyArray<readonly [RemoteName, readonly string[]]> = [
  [
    'mf_auth',
    [
      '/signup/*',
      '/login/*',
      '/account-created',
      '/enter-code',
      '/set-password',
      '/confirm-email',
      '/no-tenancies',
      '/profile',
      '/impersonate/*',
      '/onboarding',
      `${TENANCY_ROUTE}/profile/*`,
      `${TENANCY_ROUTE}/settings/*`,
      probePath('mf-auth'),
    ],
  ],
  ['mf_consumption', [TENANCY_ROUTE, `${TENANCY_ROUTE}/consumption/*`, probePath('mf-consumption')]],
  ['mf_alarms', [`${TENANCY_ROUTE}/alarms/*`, `${TENANCY_ROUTE}/notifications/*`, probePath('mf-alarms')]],
  ['mf_statements', [`${TENANCY_ROUTE}/statements/*`, probePath('mf-statements')]],
  ['mf_report', ['/report/*', probePath('mf-report')]],
];

/** Where the shell's parent routes that remotes hang under are (shell/src/app/routes.tsx). */
export const PARENT_PATHS: Record<ParentRouteId, string> = { root: '/', public: '/', tenancy: TENANCY_ROUTE };
