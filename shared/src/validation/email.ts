/** Key (namespace `common`) of the e-mail message. */
export const INVALID_EMAIL = 'validation.invalid_email';

/**
 * A pragmatic e-mail check (SPEC §5 does not show the format rule): one @, a local part without
 * spaces, a domain with a dot and a top-level part of two or more letters. The server has the final
 * word (it sends the mail).
 */
const EMAIL_RE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.\d]{2,}$/u;

/** Is the text a plausible e-mail address? */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL_RE.test(email);
}

/** The invalid-e-mail message key, or null. */
export function validateEmail(value: string): typeof INVALID_EMAIL | null {
  return isValidEmail(value) ? null : INVALID_EMAIL;
}
