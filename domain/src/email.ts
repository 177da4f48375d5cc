/** The longest e-mail address (RFC 5321's path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A pragmatic e-mail check (SPEC §5 does not show the format rule): one @, a local part without
 * spaces or control characters, a domain with a dot and a top-level part of two or more letters.
 * The services have the final word (they send the mail).
 */
const EMAIL_RE = /^[^\s@\p{Cc}]+@[^\s@.\p{Cc}]+(?:\.[^\s@.\p{Cc}]+)*\.[^\s@.\d\p{Cc}]{2,}$/u;

/** Is the text a plausible e-mail address (trim what people typed first)? */
export function isEmailAddress(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_RE.test(email);
}
