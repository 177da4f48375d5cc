import { describe, expect, it } from 'vitest';
import { consentCookie, hasConsentCookie, recordConsent } from './cookie-consent';

describe('cookie consent (SPEC §4, §9)', () => {
  it('is one year, SameSite=None, Secure', () => {
    expect(consentCookie(true)).toBe('cookieAccepted=true; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });

  it('finds the cookie among others', () => {
    expect(hasConsentCookie('a=1; cookieAccepted=false')).toBe(true);
    expect(hasConsentCookie('a=1; notcookieAccepted=1')).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });

  it('pushes a cookieConsent event to the data layer, accepted or not', () => {
    const win: { dataLayer?: unknown[] } = {};
    const doc = { cookie: '' } as Document;
    recordConsent(false, doc, win);
    recordConsent(true, doc, win);
    expect(win.dataLayer).toEqual([
      { event: 'cookieConsent', hasAccepted: false },
      { event: 'cookieConsent', hasAccepted: true },
    ]);
    expect(doc.cookie).toContain('cookieAccepted=true');
  });
});
