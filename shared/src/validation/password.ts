import { passwordProblems } from '@portal/domain';

export { MIN_PASSWORD_LENGTH } from '@portal/domain';

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

/** Every rule the password breaks (empty when it is acceptable); the rules are `@portal/domain`'s. */
export function passwordErrors(password: string): PasswordError[] {
  return passwordProblems(password).map((problem) => PASSWORD_ERRORS[problem]);
}

/** The first broken rule, or `null`; with `confirmation`, also checks the two match. */
export function validatePassword(password: string, confirmation?: string): PasswordError | null {
  const first = passwordErrors(password)[0];
  if (first) return first;
  if (confirmation !== undefined && confirmation !== password) return PASSWORD_ERRORS.mismatch;
  return null;
}
