import { hash, verify } from '@node-rs/argon2';
import { isEmailAddress, MAX_PASSWORD_LENGTH, passwordProblems } from '@portal/domain';
import { badInput } from '../errors.ts';

// argon2id (the library's default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Compared against when the account does not exist, so both paths cost one argon2 verification.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!passwordHash) {
    dummyHash ??= hashPassword('not-a-real-password-0!A');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// SPEC §5 password rules, with the texts the front end shows for each.
export const PASSWORD_MESSAGES = {
  tooShort: 'The password must be at least 12 characters long.',
  noCapital: 'The password must contain at least one capital letter.',
  noLowercase: 'The password must contain at least one lowercase letter.',
  noDigit: 'The password must contain at least one digit.',
  noSpecial: 'The password must contain at least one special character.',
  tooLong: 'The password must be at most 256 characters long.',
} as const;

/** The first rule (`@portal/domain`'s, and the length limit) the password breaks, or null. */
export function passwordProblem(password: string): keyof typeof PASSWORD_MESSAGES | null {
  const [first = null] = passwordProblems(password);
  if (first === 'tooShort') return first;
  if (password.length > MAX_PASSWORD_LENGTH) return 'tooLong';
  return first;
}

export function assertPasswordRules(password: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    const error = badInput(PASSWORD_MESSAGES[problem], 'password');
    error.extensions.reason = problem;
    throw error;
  }
}

export const INVALID_EMAIL = 'Please enter a valid e-mail address.';

export function normaliseEmail(email: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!isEmailAddress(trimmed)) throw badInput(INVALID_EMAIL, 'email');
  return trimmed;
}
