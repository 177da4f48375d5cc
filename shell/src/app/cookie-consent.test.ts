import { describe, expect, it } from 'vitest';
import { recordConsent } from './cookie-consent';
import { consentCookie, consentFromCookie, hasConsentCookie } from './consent-cookie';
import { consentState } from './monitoring';

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';

describe('cookie consent (SPEC §4, §9)', () => {
  it('is one year, SameSite=None, Secure', () => {
    expect(consentCookie(true)).toBe('cookieAccepted=true; Max-Age=31536000; Path=/; SameSite=None; Secure');
  });

  it('finds the cookie among others', () => {
    expect(hasConsentCookie('a=1; cookieAccepted=false')).toBe(true);
    expect(consentFromCookie('a=1; cookieAccepted=false')).toBe(false);
    expect(consentFromCookie('cookieAccepted=true; b=2')).toBe(true);
    expect(consentFromCookie('a=1')).toBeNull();
    expect(hasConsentCookie('a=1; notcookieAccepted=1')).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });

  it('pushes a cookieConsent event to the data layer, accepted or not', () => {
    const win: { dataLayer?: unknown[] } = {};
    const doc = { cookie: '' } as Document;
    recordConsent(false, doc, win);
    recordConsent(true, doc, win);
    expect(win.dataLayer!.filter((entry) => !isArguments(entry))).toEqual([
      { event: 'cookieConsent', hasAccepted: false },
      { event: 'cookieConsent', hasAccepted: true },
    ]);
    // and the tag manager's consent mode follows the choice
    expect(win.dataLayer!.filter(isArguments).map((entry) => Array.from(entry as ArrayLike<unknown>))).toEqual([
      ['consent', 'update', consentState(false)],
      ['consent', 'update', consentState(true)],
    ]);
    expect(doc.cookie).toContain('cookieAccepted=true');
  });
});
