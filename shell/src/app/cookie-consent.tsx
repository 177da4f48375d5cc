import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared';
import { consentChoice } from './monitoring';
import { COOKIE_POLICY_PATH } from '@portal/shared/routing';

/** SPEC §4, §9: the consent cookie, one year, SameSite=None, Secure. */
export const CONSENT_COOKIE = 'cookieAccepted';
export const CONSENT_MAX_AGE_S = 31_536_000;

export function hasConsentCookie(cookie: string = document.cookie): boolean {
  return consentFromCookie(cookie) !== null;
}

/** The stored choice: accepted, rejected, or null before the tenant chose. */
export function consentFromCookie(cookie: string = document.cookie): boolean | null {
  const value = cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  return value === undefined ? null : value === 'true';
}

export function consentCookie(accepted: boolean): string {
  return `${CONSENT_COOKIE}=${accepted}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=None; Secure`;
}

type DataLayerWindow = { dataLayer?: unknown[] };

/** Stores the choice and tells the tag manager (SPEC §4: a cookieConsent event with hasAccepted). */
export function recordConsent(
  accepted: boolean,
  doc: Document = document,
  win: DataLayerWindow = window as DataLayerWindow,
) {
  doc.cookie = consentCookie(accepted);
  win.dataLayer ??= [];
  win.dataLayer.push({ event: 'cookieConsent', hasAccepted: accepted });
  consentChoice(accepted, win);
}

/** Where the banner's height is kept while it is shown (the drawer menu starts below it). */
const HEIGHT_VARIABLE = '--portal-cookie-banner-height';

/**
 * The cookie consent banner, until the cookie exists: first on the page, covering nothing, beside
 * the side menu where that stays open and above the drawer where it does not (never under the menu).
 */
export function CookieBanner() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(() => !hasConsentCookie());
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const banner = ref.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(HEIGHT_VARIABLE, `${banner.offsetHeight}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_VARIABLE);
    };
  }, [open]);
  if (!open) return null;
  const choose = (accepted: boolean) => {
    recordConsent(accepted);
    setOpen(false);
  };
  return (
    <section ref={ref} className="cookie-banner" aria-label={t('cookies.region')} data-testid="cookie-banner">
      <div className="cookie-banner__inner">
        <p>
          {t('cookies.text')} <a href={COOKIE_POLICY_PATH}>{t('cookies.policy')}</a>
        </p>
        <div className="cookie-banner__actions">
          <Button variant="secondary" onClick={() => choose(false)}>
            {t('cookies.reject')}
          </Button>
          <Button onClick={() => choose(true)}>{t('cookies.accept')}</Button>
        </div>
      </div>
    </section>
  );
}
