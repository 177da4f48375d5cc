import { describe, expect, it } from 'vitest';
import { PASSWORD_ERRORS, passwordErrors, validatePassword } from './password';
import { isValidEmail, validateEmail } from './email';
import {
  formatActivationCode,
  isValidActivationCode,
  normalizeActivationCode,
  validateActivationCode,
} from './activation-code';
import { decodeTokenPayload, InvalidTokenError, isTokenExpired, TOKEN_ERRORS, tokenExpiresAt } from './token';

describe('password rules (SPEC §5)', () => {
  const good = 'Correct-horse7';
  it('accepts a password meeting every rule', () => {
    expect(passwordErrors(good)).toEqual([]);
    expect(validatePassword(good, good)).toBeNull();
    expect(validatePassword('Blåbærsyltet0y!')).toBeNull();
  });

  it.each([
    ['Short-pass7', PASSWORD_ERRORS.tooShort],
    ['correct-horse7', PASSWORD_ERRORS.noCapital],
    ['CORRECT-HORSE7', PASSWORD_ERRORS.noLowercase],
    ['Correct-horse!', PASSWORD_ERRORS.noDigit],
    ['Correcthorse77', PASSWORD_ERRORS.noSpecial],
  ])('%s breaks %s', (password, error) => {
    expect(passwordErrors(password)).toEqual([error]);
    expect(validatePassword(password)).toBe(error);
  });

  it('needs exactly 12 characters at least', () => {
    expect(validatePassword('Abcdefghi-1')).toBe(PASSWORD_ERRORS.tooShort); // 11
    expect(validatePassword('Abcdefghij-1')).toBeNull(); // 12
  });

  it('reports a mismatching confirmation', () => {
    expect(validatePassword(good, 'Correct-horse8')).toBe(PASSWORD_ERRORS.mismatch);
  });

  it('uses the keys the texts are under', () => {
    expect(Object.values(PASSWORD_ERRORS)).toEqual([
      'validation.password_too_short',
      'validation.password_no_capital',
      'validation.password_no_lowercase',
      'validation.password_no_digit',
      'validation.password_no_special',
      'validation.passwords_do_not_match',
    ]);
  });
});

describe('e-mail', () => {
  it.each(['anna@example.dk', 'a.b+c@sub.example.co.uk', ' kari@eksempel.no '])('accepts %s', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );
  it.each(['', 'anna', 'anna@', '@example.dk', 'anna@example', 'an na@example.dk', 'anna@@example.dk', 'a@b.c'])(
    'rejects %s',
    (email) => expect(validateEmail(email)).toBe('validation.invalid_email'),
  );
});

describe('activation code (SPEC §5)', () => {
  it('removes dashes before sending', () => {
    expect(normalizeActivationCode('ABCD-EFGH-IJKL')).toBe('ABCDEFGHIJKL');
    expect(normalizeActivationCode('abcd efgh–ijkl')).toBe('abcdefghijkl');
  });
  it('is 12 letters', () => {
    expect(isValidActivationCode('ABCD-EFGH-IJKL')).toBe(true);
    expect(isValidActivationCode('ABCDEFGHIJK')).toBe(false);
    expect(isValidActivationCode('ABCDEFGHIJKLM')).toBe(false);
    expect(isValidActivationCode('ABCDEFGHIJK1')).toBe(false);
    expect(validateActivationCode('nope')).toBe('validation.invalid_activation_code');
    expect(formatActivationCode('abcdefghijkl')).toBe('abcd-efgh-ijkl');
  });
});

const b64url = (value: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(value)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: object) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.sig`;

describe('token payload decoding (SPEC §8)', () => {
  it('reads the claims', () => {
    expect(decodeTokenPayload(token({ exp: 100, email: 'ø@example.dk' }))).toEqual({ exp: 100, email: 'ø@example.dk' });
    expect(tokenExpiresAt(token({ exp: 100 }))).toBe(100_000);
  });

  it.each([
    [42, TOKEN_ERRORS.notString],
    [undefined, TOKEN_ERRORS.notString],
    ['no-dots-here', TOKEN_ERRORS.missingPart],
    ['head.@@@.sig', TOKEN_ERRORS.invalidBase64],
    [`head.${b64url('not json')}.sig`, TOKEN_ERRORS.invalidJson],
  ])('rejects %s', (value, message) => {
    expect(() => decodeTokenPayload(value)).toThrow(new InvalidTokenError(message));
  });

  it('names the four errors as SPEC does', () => {
    expect(TOKEN_ERRORS.notString).toMatch(/must be a string/);
    expect(TOKEN_ERRORS.missingPart).toMatch(/missing part/);
    expect(TOKEN_ERRORS.invalidBase64).toMatch(/invalid base64/);
    expect(TOKEN_ERRORS.invalidJson).toMatch(/invalid json/);
  });

  it('tells whether a token has expired, with a margin', () => {
    const t = token({ exp: 1000 });
    expect(isTokenExpired(t, 994_000, 5000)).toBe(false);
    expect(isTokenExpired(t, 995_000, 5000)).toBe(true);
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired(null)).toBe(true);
  });
});
