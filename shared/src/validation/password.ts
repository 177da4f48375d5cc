/** SPEC §5/§9: at least 12 characters, 1 digit, 1 capital, 1 lowercase, 1 special character. */
export const MIN_PASSWORD_LENGTH = 12;

/** Keys (namespace `common`) of the password messages, in the order they are checked. */
export const PASSWORD_ERRORS = {
  tooShort: 'validation.password_too_short',
  noCapital: 'validation.password_no_capital',
  noLowercase: 'validation.password_no_lowercase',
  noDigit: 'validation.password_no_digit',
  noSpecial: 'validation.password_no_special',
  mismatch: 'validation.passwords_do_not_match',
} as const;
/** The key of a password message. */
export type PasswordError = (typeof PASSWORD_ERRORS)[keyof typeof PASSWORD_ERRORS];

/**
 * Capitals and lowercase letters in any alphabet (æ, ø, å count); a special character is anything
 * that is neither a letter nor a digit (a space counts, as in most
 * password policies, so a pass phrase is accepted).
 */
const RULES: [PasswordError, (password: string) => boolean][] = [
  [PASSWORD_ERRORS.tooShort, (p) => [...p].length >= MIN_PASSWORD_LENGTH],
  [PASSWORD_ERRORS.noCapital, (p) => /\p{Lu}/u.test(p)],
  [PASSWORD_ERRORS.noLowercase, (p) => /\p{Ll}/u.test(p)],
  [PASSWORD_ERRORS.noDigit, (p) => /\p{Nd}/u.test(p)],
  [PASSWORD_ERRORS.noSpecial, (p) => /[^\p{L}\p{Nd}]/u.test(p)],
];

/** Every rule the password breaks (empty when it is acceptable). */
export function passwordErrors(password: string): PasswordError[] {
  return RULES.filter(([, ok]) => !ok(password)).map(([error]) => error);
}

/** The first broken rule, or `null`; with `confirmation`, also checks the two match. */
export function validatePassword(password: string, confirmation?: string): PasswordError | null {
  const first = passwordErrors(password)[0];
  if (first) return first;
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_ERRORS.mismatch;
  return null;
}
