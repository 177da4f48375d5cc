// The cookie consent's cookie. No imports: the shell's build reads it in Node (the page's inline script).

/** SPEC §4, §9: the consent cookie, one year, SameSite=None, Secure. */
export const CONSENT_COOKIE = 'cookieAccepted';
export const CONSENT_MAX_AGE_S = 31_536_000;

/** The page's cookies; none where there is no page (the prerendered pages show the banner). */
const pageCookies = () => globalThis.document?.cookie ?? '';

export function hasConsentCookie(cookie: string = pageCookies()): boolean {
  return consentFromCookie(cookie) !== null;
}

/** The stored choice: accepted, rejected, or null before the tenant chose. */
export function consentFromCookie(cookie: string = pageCookies()): boolean | null {
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
