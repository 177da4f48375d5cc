/**
 * The portal's links between apps (SPEC §2), written once. Each app builds its own sub-routes on these
 * in its `src/paths.ts`. This module is `@portal/shared/routing`: dependency-free and bundled into each
 * app that imports it (not part of the shared singleton), one export per link, so a build keeps only
 * the links it uses and the login page's first load carries none of the rest.
 */

const seg = encodeURIComponent;

/** The signed-in home: the shell opens the selected tenancy there (or says there is none). */
export const TENANCIES_PATH = '/t';

/** The pattern under which the signed-in screens hang: `/t/:tenancyId`. */
export const TENANCY_ROUTE = '/t/:tenancyId';

/** `/t/{tenancyId}`, or a page below it (`sub`: segments already encoded, e.g. `alarms/12`). */
export function tenancyPath(tenancyId: string, sub = ''): string {
  return `/t/${seg(tenancyId)}${sub ? `/${sub}` : ''}`;
}

/** The tenancy's dashboard (the consumption overview of SPEC §2). */
export const dashboardPath = (tenancyId: string): string => tenancyPath(tenancyId);
/** The consumption overview of one quantity (`heat-energy`, `hca`, ...). */
export const consumptionPath = (tenancyId: string, quantity: string): string =>
  tenancyPath(tenancyId, `consumption/${seg(quantity)}`);
export const alarmsPath = (tenancyId: string): string => tenancyPath(tenancyId, 'alarms');
export const notificationsPath = (tenancyId: string): string => tenancyPath(tenancyId, 'notifications');
export const statementsPath = (tenancyId: string): string => tenancyPath(tenancyId, 'statements');
/** The tenancy information (menu "Tenancy info"): `/t/{id}/settings`. */
export const settingsPath = (tenancyId: string): string => tenancyPath(tenancyId, 'settings');
export const helpPath = (tenancyId: string): string => tenancyPath(tenancyId, 'help');
/** The profile: under the tenancy, or `/profile` for a user without one. */
export const profilePath = (tenancyId?: string | null): string =>
  tenancyId ? tenancyPath(tenancyId, 'profile') : '/profile';

export const LOGIN_PATH = '/login';
export const LOGIN_EMAIL_PATH = '/login/email';
export const FORGOT_PASSWORD_PATH = '/login/email/forgot-password';
export const SIGNUP_PATH = '/signup';
export const SIGNUP_EMAIL_PATH = '/signup/email';
export const ACCOUNT_CREATED_PATH = '/account-created';
export const ENTER_CODE_PATH = '/enter-code';
export const NO_TENANCIES_PATH = '/no-tenancies';
export const DATA_POLICY_PATH = '/data-policy';
export const COOKIE_POLICY_PATH = '/cookie-policy';

/** Letters spelled out in a room's slug: Danish and Norwegian æ, ø, å as in ASCII spelling (`Køkken` → `koekken`). */
const SPELLED: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };
/** How links spelled them before (`Køkken` → `kokken`): still accepted, see `roomSlugMatches`. */
const SPELLED_BEFORE: Record<string, string> = { æ: 'ae', ø: 'o', å: 'a' };

/** A room name in a link: lower-cased and slugified (SPEC §2), æ ø å spelled out (`Køkken/Stue` → `koekken-stue`). */
export function roomSlug(roomName: string, letters: Record<string, string> = SPELLED): string {
  return roomName
    .toLowerCase()
    .replace(/[æøå]/g, (c) => letters[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Does a link's room segment name this room? Its slug, or the spelling links had before (ø → o,
 * å → a), so old links and bookmarks still find the room (the room page then redirects to the slug).
 */
export function roomSlugMatches(roomName: string, segment: string): boolean {
  return roomSlug(roomName) === segment || roomSlug(roomName, SPELLED_BEFORE) === segment;
}

/** The apps that have a federation probe, in menu order. */
export const PROBE_APPS = ['shell', 'mf-auth', 'mf-consumption', 'mf-alarms', 'mf-statements', 'mf-report'] as const;
/** An app that has a federation probe page. */
export type ProbeApp = (typeof PROBE_APPS)[number];

/** Where an app's federation probe lives: `/_federation/<app>`. */
export const probePath = (app: ProbeApp) => `/_federation/${app}`;
