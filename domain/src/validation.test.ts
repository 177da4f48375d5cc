import { describe, expect, it } from 'vitest';
import { activationCodeOf, formatActivationCode, normalizeActivationCode } from './activation-codes.ts';
import { isEmailAddress } from './email.ts';
import { MIN_PASSWORD_LENGTH, passwordProblems } from './passwords.ts';

describe('password rules (SPEC §5)', () => {
  it('accepts a password meeting every rule, in any alphabet', () => {
    expect(passwordProblems('Correct-horse7')).toEqual([]);
    expect(passwordProblems('Blåbærsyltet0y!')).toEqual([]);
  });

  it.each([
    ['Short-pass7', 'tooShort'],
    ['correct-horse7', 'noCapital'],
    ['CORRECT-HORSE7', 'noLowercase'],
    ['Correct-horse!', 'noDigit'],
    ['Correcthorse77', 'noSpecial'],
  ])('%s breaks %s', (password, problem) => expect(passwordProblems(password)).toEqual([problem]));

  it('lists every broken rule in order', () => {
    expect(passwordProblems('')).toEqual(['tooShort', 'noCapital', 'noLowercase', 'noDigit', 'noSpecial']);
  });

  it('counts characters, not UTF-16 units, and digits of any script', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblems('Abcdefghi-1')).toEqual(['tooShort']); // 11
    expect(passwordProblems('Abcdefghij-1')).toEqual([]); // 12
    expect(passwordProblems('Abcdefgh-1😀')).toEqual(['tooShort']); // 11 characters, 12 UTF-16 units
    // an Arabic-Indic three is a digit, not a special character
    expect(passwordProblems('Correcthorse٣')).toEqual(['noSpecial']);
  });
});

describe('e-mail address', () => {
  it.each(['anna@example.dk', 'a.b+c@sub.example.co.uk', 'ø@eksempel.no'])('accepts %s', (email) =>
    expect(isEmailAddress(email)).toBe(true),
  );
  it.each([
    '',
    'anna',
    'anna@',
    '@example.dk',
    'anna@example',
    'an na@example.dk',
    'anna@@example.dk',
    'a@b.c',
    'a@b.12',
    'a\u0007@b.dk',
    ' anna@example.dk',
  ])('rejects %j', (email) => expect(isEmailAddress(email)).toBe(false));
  it('has at most 254 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(245)}@example.dk`)).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(243)}@example.dk`)).toBe(true);
  });
});

describe('activation code (SPEC §5)', () => {
  it('removes dashes and spaces before sending', () => {
    expect(normalizeActivationCode('ABCD-EFGH-IJKL')).toBe('ABCDEFGHIJKL');
    expect(normalizeActivationCode('abcd efgh–ijkl')).toBe('abcdefghijkl');
  });

  it('is 12 letters A to Z, in either case, as the services store it', () => {
    expect(activationCodeOf('abcd-efgh-ijkl')).toBe('ABCDEFGHIJKL');
    expect(activationCodeOf('ABCD EFGH\u2013IJKL')).toBe('ABCDEFGHIJKL');
    expect(activationCodeOf('ABCDEFGHIJK')).toBeNull();
    expect(activationCodeOf('ABCDEFGHIJKLM')).toBeNull();
    expect(activationCodeOf('ABCDEFGHIJK1')).toBeNull();
    expect(activationCodeOf('ABCDEFGHIJKÆ')).toBeNull();
    expect(activationCodeOf(`ABCDEFGHIJKL${' '.repeat(60)}`)).toBeNull();
  });

  it('reads back in groups of four', () => expect(formatActivationCode('abcdefghijkl')).toBe('abcd-efgh-ijkl'));
});
