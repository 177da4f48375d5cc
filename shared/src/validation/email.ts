import { isEmailAddress } from '@portal/domain';

/** Key (namespace `common`) of the e-mail message. */
export const INVALID_EMAIL = 'validation.invalid_email';

/** Is the text a plausible e-mail address (surrounding spaces ignored; rule: `@portal/domain`)? */
export function isValidEmail(value: string): boolean {
  return isEmailAddress(value.trim());
}

/** The invalid-e-mail message key, or null. */
export function validateEmail(value: string): typeof INVALID_EMAIL | null {
  return isValidEmail(value) ? null : INVALID_EMAIL;
}
