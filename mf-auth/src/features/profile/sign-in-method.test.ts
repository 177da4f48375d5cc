import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@portal/shared/test-utils';
import { namespaces } from '../../testing';
import { signInMethodName } from './sign-in-method';

function tIn(language: 'en' | 'da' | 'nb') {
  const i18n = createTestI18n(language, namespaces);
  return (key: string) => i18n.t(key, { ns: 'auth' });
}

describe('the sign-in method', () => {
  it('is named as a person reads it, in en, da and nb, never the raw type', () => {
    expect(signInMethodName(tIn('en'), 'email-password')).toBe('E-mail and password');
    expect(signInMethodName(tIn('da'), 'email-password')).toBe('E-mail og adgangskode');
    expect(signInMethodName(tIn('nb'), 'email-password')).toBe('E-post og passord');
    for (const language of ['en', 'da', 'nb'] as const) {
      expect(signInMethodName(tIn(language), 'google')).toBe('Google');
      expect(signInMethodName(tIn(language), 'apple')).toBe('Apple');
      expect(signInMethodName(tIn(language), 'facebook')).toBe('Facebook');
    }
  });

  it('shows a type it does not know with a capital, and nothing without one', () => {
    expect(signInMethodName(tIn('en'), 'microsoft')).toBe('Microsoft');
    expect(signInMethodName(tIn('en'), null)).toBe('');
  });
});
