import { useEffect, useMemo } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  breadcrumbsAtom,
  menuOpenAtom,
  selectedTenancyAtom,
  tenanciesAtom,
  userAtom,
  userUnitsAtom,
  type Breadcrumb,
} from '@portal/shared';
import { useShell } from '../session/services-context';
import { selectTenancy, unitOfTenancy } from '../session/session';
import { DataPolicyNotice } from './data-policy-notice';
import { SectionUnavailable } from './section-unavailable';
import { OfflineBanner } from './offline-banner';
import { AddTenancyDialog } from './add-tenancy-dialog';
import { LanguageSwitcher } from './language-panel';
import { entryForPath, isEntryActive, visibleMenuEntries } from './menu';
import { LOGIN_PATH, dashboardPath, tenancyPath } from '@portal/shared/routing';
import { AddressIcon, BackIcon, CloseIcon, LogoutIcon, MenuIcon } from '@portal/shared/icons';
import { BrandMark } from './brand';

// The signed-in layout (side menu, header with breadcrumbs, data policy notice), its own chunk: the
// public pages never load it, and a signed-in start fetches it alongside the session (see
// tenancy-layout.tsx).

/**
 * The header's breadcrumbs: the screen's own (`usePageMeta`: translated, with the names a tenant knows),
 * else the menu entry the path belongs to. Never a piece of the path itself (a slug, an id or a key).
 */
function useBreadcrumbs(tenancyId: string): { crumbs: Breadcrumb[]; up: Breadcrumb | undefined; below: boolean } {
  const { t } = useTranslation(['shell', 'common']);
  const { pathname } = useLocation();
  const fromPage = useAtomValue(breadcrumbsAtom);
  return useMemo(() => {
    const base = dashboardPath(tenancyId);
    const entry = entryForPath(pathname);
    const crumbs: Breadcrumb[] = fromPage.length
      ? fromPage
      : [
          entry
            ? { label: t(`common:${entry.labelKey}`), href: `${base}/${entry.path}`.replace(/\/$/, '') }
            : { label: t('shell:home'), href: base },
        ];
    // the back button of a phone: the crumb before the screen's, or the menu entry from a screen below it
    const here = pathname.replace(/\/+$/, '');
    const below = !fromPage.length && crumbs[0]!.href !== here && here !== base;
    const up = crumbs.length > 1 ? crumbs[crumbs.length - 2] : below ? crumbs[0] : undefined;
    return { crumbs, up, below };
  }, [fromPage, pathname, t, tenancyId]);
}

export function AuthenticatedLayout({ tenancyId }: { tenancyId: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const { services, deps } = useShell();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAtomValue(userAtom)!;
  const tenancies = useAtomValue(tenanciesAtom);
  const tenancy = useAtomValue(selectedTenancyAtom);
  const units = useAtomValue(userUnitsAtom);
  const [menuOpen, setMenuOpen] = useAtom(menuOpenAtom);
  const { crumbs, up: previous, below } = useBreadcrumbs(tenancyId);
  const unit = unitOfTenancy(units, tenancy);
  const entries = visibleMenuEntries({
    accountHasStatements: user.accountHasStatements,
    propertyHasSettings: (unit?.path[0]?.property?.settings?.length ?? 0) > 0,
  });
  const impersonated = deps.storage.isImpersonating();

  // a navigation closes the menu drawer (below 1280 px)
  useEffect(() => setMenuOpen(false), [pathname, setMenuOpen]);
  // Escape closes the drawer and gives focus back to its toggle
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      document.querySelector<HTMLElement>('.menu-toggle')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, setMenuOpen]);

  const apartment = tenancy?.apartment;
  const address = apartment
    ? [apartment.address, [apartment.apartmentInfo?.zipcode, apartment.apartmentInfo?.city].filter(Boolean).join(' ')]
        .filter(Boolean)
        .join(', ')
    : '';

  return (
    <div className="layout layout--tenancy" data-menu-open={menuOpen ? 'true' : 'false'}>
      <a className="skip-link" href="#main">
        {t('shell:skip_to_content')}
      </a>
      <div className="side-menu" id="side-menu">
        <div className="side-menu__brand">
          <BrandMark />
        </div>
        {tenancies.length > 1 ? (
          <div className="side-menu__tenancy">
            <label htmlFor="tenancy-select">{t('common:menu.select_tenancy')}</label>
            <select
              id="tenancy-select"
              className="pui-select"
              value={tenancyId}
              onChange={(e) => {
                selectTenancy(deps, e.target.value);
                void navigate(dashboardPath(e.target.value));
              }}
            >
              {tenancies.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.apartment?.address ?? x.tenancyId}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <nav className="side-menu__nav" aria-label={t('shell:main_menu')}>
          <ul>
            {entries.map((entry) => {
              const href = tenancyPath(tenancyId, entry.path);
              const active = isEntryActive(entry, pathname);
              return (
                <li key={entry.id}>
                  <Link
                    to={href}
                    className={active ? 'side-menu__link active' : 'side-menu__link'}
                    aria-current={active ? 'page' : undefined}
                    data-menu-entry={entry.id}
                  >
                    <entry.icon className="side-menu__icon" size={20} aria-hidden="true" />
                    <span>{t(`common:${entry.labelKey}`)}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <button
          type="button"
          className="side-menu__link side-menu__logout"
          onClick={() => void services.logout().then(() => navigate(LOGIN_PATH))}
        >
          <LogoutIcon className="side-menu__icon" size={20} aria-hidden="true" />
          <span>{t('shell:logout')}</span>
        </button>
      </div>
      {menuOpen ? <div className="side-menu__backdrop" onClick={() => setMenuOpen(false)} aria-hidden="true" /> : null}
      <div className="layout__content">
        {impersonated ? (
          <div className="impersonation-banner" role="status" data-testid="impersonation-banner">
            <div className="layout__container">{t('shell:impersonated', { email: user.email })}</div>
          </div>
        ) : null}
        <OfflineBanner />
        <header className="app-header">
          <div className="app-header__inner layout__container">
            <div className="app-header__mobile">
              {previous ? (
                <Link className="app-header__back" to={previous.href}>
                  <BackIcon size={20} aria-hidden="true" /> {t('shell:back')}
                </Link>
              ) : (
                <button
                  type="button"
                  className="app-header__icon-button menu-toggle"
                  aria-controls="side-menu"
                  aria-expanded={menuOpen}
                  onClick={() => setMenuOpen(!menuOpen)}
                >
                  {menuOpen ? <CloseIcon size={22} aria-hidden="true" /> : <MenuIcon size={22} aria-hidden="true" />}
                  <span className="visually-hidden">{t(menuOpen ? 'common:menu.close' : 'common:menu.open')}</span>
                </button>
              )}
              {/* beside the back link the title would not fit a phone */}
              {previous ? null : <BrandMark className="app-header__brand" />}
            </div>
            <nav className="breadcrumbs" aria-label={t('shell:breadcrumbs')}>
              <ol>
                {crumbs.map((crumb, i) => (
                  <li key={crumb.href}>
                    {i === crumbs.length - 1 && !below ? (
                      <span aria-current="page">{crumb.label}</span>
                    ) : (
                      <Link to={crumb.href}>{crumb.label}</Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
            {address ? (
              <p className="app-header__address" data-testid="tenancy-address">
                <AddressIcon size={16} aria-hidden="true" />
                <span>{address}</span>
              </p>
            ) : null}
            <LanguageSwitcher />
          </div>
        </header>
        <div className="layout__notices layout__container">
          <DataPolicyNotice storage={deps.storage} impersonated={impersonated} />
          <SectionUnavailable />
        </div>
        {/* each page brings its own <main> */}
        <div className="layout__main" id="main" tabIndex={-1}>
          <Outlet />
        </div>
      </div>
      <AddTenancyDialog />
    </div>
  );
}
