import { useAtomValue } from 'jotai';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectedTenancyIdAtom, tenanciesAtom, userAtom } from '@portal/shared';
import { AddTenancyDialog } from './add-tenancy-dialog';
import { LanguageSwitcher } from './language-panel';

/** The first breadcrumb of each public screen (SPEC §2: back link to the first breadcrumb). */
const BACK_TO: ReadonlyArray<[RegExp, string]> = [
  [/^\/login\/email\/forgot-password$/, '/login/email'],
  [/^\/login\/.+/, '/login'],
  [/^\/signup\/.+/, '/signup'],
  [/^\/enter-code$/, '/signup'],
  [/^\/set-password$/, '/login'],
  [/^\/confirm-email$/, '/login'],
];

export function backLinkFor(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '');
  return BACK_TO.find(([re]) => re.test(path))?.[1] ?? null;
}

/**
 * Public layout (SPEC §2): splash image and form, back link to the first breadcrumb, language
 * switcher. /no-tenancies is only for signed-in users without tenancies. The login and sign-up screens
 * navigate on their own after success (SPEC §2 sends failed loads to /login, signed in or not).
 */
export function PublicLayout() {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom);
  const tenancies = useAtomValue(tenanciesAtom);
  const selectedId = useAtomValue(selectedTenancyIdAtom);
  const path = pathname.replace(/\/+$/, '');
  if (path === '/no-tenancies') {
    if (!user) return <Navigate to="/login" replace />;
    if (tenancies.length && selectedId) return <Navigate to={`/t/${selectedId}`} replace />;
  }
  const back = backLinkFor(pathname);
  return (
    <div className="layout layout--public">
      <div className="public-splash" role="img" aria-label={t('shell:public_illustration')} />
      <div className="public-panel">
        <header className="public-header">
          {back ? (
            <Link className="public-header__back" to={back}>
              <span aria-hidden="true">←</span> {t('shell:back')}
            </Link>
          ) : (
            <span />
          )}
          <LanguageSwitcher />
        </header>
        <Outlet />
        <footer className="public-footer">
          <Link to="/data-policy">{t('shell:data_policy.title')}</Link>
          <Link to="/cookie-policy">{t('shell:cookie_policy.title')}</Link>
        </footer>
      </div>
      <AddTenancyDialog />
    </div>
  );
}
