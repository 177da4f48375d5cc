import { describe, expect, it } from 'vitest';
import { backLinkFor } from './public-layout';

describe('public layout back link (first breadcrumb)', () => {
  it('goes one level up in the flows', () => {
    expect(backLinkFor('/login/email')).toBe('/login');
    expect(backLinkFor('/login/email/forgot-password')).toBe('/login/email');
    expect(backLinkFor('/signup/email')).toBe('/signup');
    expect(backLinkFor('/enter-code')).toBe('/signup');
    expect(backLinkFor('/confirm-email')).toBe('/login');
    expect(backLinkFor('/login')).toBeNull();
    expect(backLinkFor('/no-tenancies')).toBeNull();
    expect(backLinkFor('/profile')).toBe('/no-tenancies');
  });
});
