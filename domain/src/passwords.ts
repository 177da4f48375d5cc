/** SPEC §5/§9: at least 12 characters, 1 digit, 1 capital, 1 lowercase, 1 special character. */
export const MIN_PASSWORD_LENGTH = 12;

/** The longest password the services hash (in UTF-16 code units): longer ones are refused unread. */
export const MAX_PASSWORD_LENGTH = 256;

/** The password rules, in the order they are checked. */
export const PASSWORD_RULES = ['tooShort', 'noCapital', 'noLowercase', 'noDigit', 'noSpecial'] as const;
/** A broken password rule. */
export type PasswordProblem = (typeof PASSWORD_RULES)[number];

/**
 * Capitals and lowercase letters in any alphabet (æ, ø, å count), digits in any script; a special
 * character is anything that is neither a letter nor a digit (a space counts, as in most password
 * policies, so a pass phrase is accepted). Length counts characters (code points), not UTF-16 units.
 */
const BROKEN: Record<PasswordProblem, (password: string) => boolean> = {
  tooShort: (p) => [...p].length < MIN_PASSWORD_LENGTH,
  noCapital: (p) => !/\p{Lu}/u.test(p),
  noLowercase: (p) => !/\p{Ll}/u.test(p),
  noDigit: (p) => !/\p{Nd}/u.test(p),
  noSpecial: (p) => !/[^\p{L}\p{Nd}]/u.test(p),
};

/** Every rule the password breaks, in `PASSWORD_RULES` order (empty when it is acceptable). */
export function passwordProblems(password: string): PasswordProblem[] {
  return PASSWORD_RULES.filter((rule) => BROKEN[rule](password));
}
