import { createHmac, timingSafeEqual } from 'node:crypto';

/** Signed, expiring download URLs: `path?expires=<unix s>&signature=<hmac>`. */
export class UrlSigner {
  readonly #secret: string;
  readonly #baseUrl: string;
  constructor(secret: string, baseUrl: string) {
    this.#secret = secret;
    this.#baseUrl = baseUrl.replace(/\/$/, '');
  }

  #mac(path: string, expires: number): string {
    return createHmac('sha256', this.#secret).update(`${path}\n${expires}`).digest('base64url');
  }

  sign(path: string, ttlSec = 600, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + ttlSec;
    return `${this.#baseUrl}${path}?expires=${expires}&signature=${this.#mac(path, expires)}`;
  }

  verify(path: string, expires: string | null, signature: string | null, now = Date.now()): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    const exp = Number(expires);
    if (exp * 1000 < now) return false;
    const expected = Buffer.from(this.#mac(path, exp));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
