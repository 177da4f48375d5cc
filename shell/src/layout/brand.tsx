import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MobileAppIcon, TenancyIcon } from '@portal/shared/icons';
import { useBrand, useOptionalShell } from '../session/services-context';
import { LanguageSwitcher } from './language-panel';

/** The brand's mark: a house in the accent colour and the app title (SPEC §1: the brand selects it). */
export function BrandMark({ className = '' }: { className?: string }) {
  const { title } = useBrand();
  return (
    <span className={`brand-mark ${className}`.trim()}>
      <span className="brand-mark__logo" aria-hidden="true">
        <TenancyIcon size={20} strokeWidth={2.25} />
      </span>
      <span className="brand-mark__title">{title}</span>
    </span>
  );
}

/**
 * The brand's app in the stores, where the deployment configured them (`PORTAL_APP_STORE_URL`,
 * `PORTAL_GOOGLE_PLAY_URL`); nothing without them.
 */
export function StoreLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { theme, title } = useBrand();
  const { appStore, googlePlay } = theme.storeLinks;
  if (!appStore && !googlePlay) return null;
  return (
    <section className={`store-links ${className}`.trim()} aria-labelledby="store-links-title">
      <h2 id="store-links-title" className="store-links__title">
        <MobileAppIcon size={18} aria-hidden="true" /> {t('store.title', { app: title })}
      </h2>
      <ul>
        {appStore ? (
          <li>
            <a href={appStore} target="_blank" rel="noopener noreferrer" data-store="app-store">
              {t('store.app_store')}
            </a>
          </li>
        ) : null}
        {googlePlay ? (
          <li>
            <a href={googlePlay} target="_blank" rel="noopener noreferrer" data-store="google-play">
              {t('store.google_play')}
            </a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/**
 * A page outside the layouts (the policy pages, the error pages): the brand's bar, with the way home
 * and, where the shell runs, the language switcher. `inRouter` false: the page has no router (the
 * portal could not start).
 */
export function StandaloneLayout({ children, inRouter = true }: { children: ReactNode; inRouter?: boolean }) {
  const { t } = useTranslation('shell');
  const shell = useOptionalShell();
  const home = (
    <>
      <BrandMark />
      <span className="visually-hidden">, {t('home')}</span>
    </>
  );
  return (
    <div className="layout layout--standalone">
      <header className="brand-bar">
        <div className="brand-bar__inner">
          {/* a plain link where there is no router (the page that says the portal could not start) */}
          {inRouter ? (
            <Link className="brand-bar__home" to="/">
              {home}
            </Link>
          ) : (
            <a className="brand-bar__home" href="/">
              {home}
            </a>
          )}
          {shell ? <LanguageSwitcher /> : null}
        </div>
      </header>
      {children}
    </div>
  );
}
