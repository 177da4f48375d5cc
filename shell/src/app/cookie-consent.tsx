import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@portal/shared';
import { consentChoice } from './monitoring';
import { consentCookie, hasConsentCookie } from './consent-cookie';
import { COOKIE_POLICY_PATH } from '@portal/shared/routing';

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
