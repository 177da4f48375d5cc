import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginStateAtom, selectedTenancyIdAtom, tenanciesAtom, userAtom } from '@portal/shared';
import { signedInHome } from '../session/session';
import { AddTenancyDialog } from './add-tenancy-dialog';
import { BrandMark, StoreLinks } from './brand';
import { BackIcon } from '@portal/shared/icons';
import { LanguageSwitcher } from './language-panel';
import {
  COOKIE_POLICY_PATH,
  DATA_POLICY_PATH,
  LOGIN_EMAIL_PATH,
  LOGIN_PATH,
  NO_TENANCIES_PATH,
  SIGNUP_PATH,
  profilePath,
} from '@portal/shared/routing';

/** The first breadcrumb of each public screen (SPEC §2: back link to the first breadcrumb). */
const BACK_TO: ReadonlyArray<[RegExp, string]> = [
  [/^\/login\/email\/forgot-password$/, LOGIN_EMAIL_PATH],
  [/^\/login\/.+/, LOGIN_PATH],
  [/^\/signup\/.+/, SIGNUP_PATH],
  [/^\/enter-code$/, SIGNUP_PATH],
  [/^\/set-password$/, LOGIN_PATH],
  [/^\/profile$/, NO_TENANCIES_PATH],
  [/^\/confirm-email$/, LOGIN_PATH],
];

export function backLinkFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  return BACK_TO.find(([re]) => re.test(path))?.[1] ?? null;
}

/** What the public layout's guard looks at of the session. */
export interface SessionView {
  signedIn: boolean;
  /** A sign-in is under way on its screen (which navigates on its own when it is done). */
  signingIn: boolean;
  hasTenancies: boolean;
  selectedTenancyId: string | null;
}

/**
 * Where the public layout sends a visitor instead of showing `pathname` (null: it shows it), from the
 * session now and as it was when the visitor arrived at the page (docs/decisions/0080):
 * - /login: a user signed in on arrival belongs on the selected tenancy's dashboard (/no-tenancies
 *   without one); a sign-in made on the page goes where the sign-in sends it (the onboarding first);
 * - /no-tenancies and /profile (the account of a user without tenancies) are for signed-in users: signed
 *   out → /login. With tenancies, /no-tenancies → the dashboard, and /profile → the selected tenancy's
 *   profile when the user had them on arrival (one added on the page goes on to its dashboard).
 */
export function publicLayoutRedirect(pathname: string, now: SessionView, arrival: SessionView): string | null {
  const path = pathname.replace(/\/+$/, '');
  const selected = now.hasTenancies ? now.selectedTenancyId : null;
  switch (path) {
    case LOGIN_PATH:
      return now.signedIn && arrival.signedIn && !arrival.signingIn ? signedInHome(selected) : null;
    case NO_TENANCIES_PATH:
      if (!now.signedIn) return LOGIN_PATH;
      return selected ? signedInHome(selected) : null;
    case profilePath():
      if (!now.signedIn) return LOGIN_PATH;
      return selected && arrival.hasTenancies ? profilePath(selected) : null;
    default:
      return null;
  }
}

function useSessionView(): SessionView {
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const selectedTenancyId = useAtomValue(selectedTenancyIdAtom);
  const { inProgress } = useAtomValue(loginStateAtom);
  return { signedIn: Boolean(user), signingIn: inProgress, hasTenancies: tenancies.length > 0, selectedTenancyId };
}

/** The session as it was when the current location was entered (kept until the next navigation). */
function useSessionOnArrival(now: SessionView): SessionView {
  const { key } = useLocation();
  const [arrival, setArrival] = useState({ key, view: now });
  if (arrival.key === key) return arrival.view;
  setArrival({ key, view: now });
  return now;
}

/**
 * Public layout (SPEC §2): splash image and form, back link to the first breadcrumb, language
 * switcher. Its guard (`publicLayoutRedirect`) keeps /no-tenancies and /profile for signed-in users
 * without tenancies and signed-in users off /login. The login and sign-up screens navigate on their
 * own after success (SPEC §2 sends failed loads to /login, signed in or not).
 */
export function PublicLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const now = useSessionView();
  const arrival = useSessionOnArrival(now);
  const redirect = publicLayoutRedirect(pathname, now, arrival);
  if (redirect) return <Navigate to={redirect} replace />;
  const back = backLinkFor(pathname);
  return (
    <div className="layout layout--public">
      <div className="public-splash">
        <div className="public-splash__art" role="img" aria-label={t('shell:public_illustration')} />
        <div className="public-splash__brand">
          <BrandMark className="brand-mark--large" />
          <p className="public-splash__tagline">{t('shell:tagline')}</p>
        </div>
      </div>
      <div className="public-panel">
        <header className="public-header">
          <BrandMark className="public-header__brand" />
          <LanguageSwitcher />
        </header>
        {back ? (
          <Link className="public-back" to={back}>
            <BackIcon size={20} aria-hidden="true" /> {t('shell:back')}
          </Link>
        ) : null}
        <Outlet />
        <footer className="public-footer">
          <StoreLinks />
          <nav className="public-footer__links" aria-label={t('shell:policies')}>
            <Link to={DATA_POLICY_PATH}>{t('shell:data_policy.title')}</Link>
            <Link to={COOKIE_POLICY_PATH}>{t('shell:cookie_policy.title')}</Link>
          </nav>
        </footer>
      </div>
      <AddTenancyDialog />
    </div>
  );
}
