import type { RouteObject } from 'react-router';
import type { SocialConfig } from '../api/social';
import type { NamespaceTexts } from '../i18n';

/**
 * Where a remote's routes hang in the shell's route tree.
 * - `root`: standalone pages without a layout (`/report/:code`, `/impersonate/:token`)
 * - `public`: the public layout (splash image and form): `/login`, `/signup`, ...
 * - `tenancy`: the authenticated layout under `/t/:tenancyId`
 */
export type ParentRouteId = 'root' | 'public' | 'tenancy';

/** What every remote exposes as `./routes`: its route objects, grouped by the parent they hang under. */
export interface RemoteRouteModule {
  remote: RemoteName;
  /** The build's release name (PORTAL_RELEASE at build time). */
  release: string;
  routes: Partial<Record<ParentRouteId, RouteObject[]>>;
  /** The remote's own text namespaces: the shell loads them in the current language before mounting the routes. */
  texts?: NamespaceTexts[];
}

export type RemoteName = 'mf_auth' | 'mf_consumption' | 'mf_alarms' | 'mf_statements' | 'mf_report';

/** The shell's runtime configuration, fetched from `/config.json` at start. */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  api: { main: string; data: string };
  brand: string;
  /** The brand's app in the stores (the brand theme's `storeLinks`); null where none is configured. */
  storeLinks: { appStore: string | null; googlePlay: string | null };
  defaultLanguage: string;
  /** Fetch remote entries on idle, before their first route is visited (default true). */
  preload: boolean;
  /**
   * At most this often per remote, a navigation into it asks whether a new release is deployed, and
   * loads the page afresh once if so (default 60 s; 0: on every navigation into it).
   */
  releaseCheckSeconds: number;
  /** Mount the federation probes (`/_federation/<app>`, diagnostics); off by default. */
  diagnostics: boolean;
  /** Social sign-in: the providers offered, with their settings (none configured: e-mail only). */
  social: SocialConfig;
  /** The tag manager's container id (`GTM-…`); none: no tag manager. */
  tagManagerId: string | null;
  /** Error reporting with session replay; none: off. */
  sentry: { dsn: string; environment: string } | null;
}
