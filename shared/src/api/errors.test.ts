import { describe, expect, it } from 'vitest';
import { commonResources } from '../i18n/locales';
import { flattenKeys } from '../test-utils';
import { SERVICE_ERROR_CODE_TEXT_KEYS, SERVICE_ERROR_TEXT_KEYS, ServiceError, errorTextKey } from './errors';

describe('server messages to texts', () => {
  it('every mapped key has a text in every language', () => {
    for (const language of ['en', 'da', 'nb'] as const) {
      const keys = flattenKeys(commonResources[language]);
      for (const key of [...Object.values(SERVICE_ERROR_TEXT_KEYS), ...Object.values(SERVICE_ERROR_CODE_TEXT_KEYS)])
        expect(keys, `${language} ${key}`).toContain(key);
    }
  });

  it('tells a wrong current password from other failures of a password or e-mail change', () => {
    const refusal = (message: string, code: string) => new ServiceError(message, { errors: [{ message, code }] });
    expect(errorTextKey(refusal('The current password is not correct.', 'WRONG_PASSWORD'))).toBe(
      'errors.wrong_password',
    );
    expect(errorTextKey(refusal('Password update failed. Please try again.', 'PASSWORD_UPDATE_FAILED'))).toBe(
      'errors.password_update_failed',
    );
    expect(errorTextKey(refusal('A user already exists with that email.', 'EMAIL_IN_USE'))).toBe('errors.email_in_use');
    expect(errorTextKey(refusal('Email is already in use', 'EMAIL_USED_IN_ADMIN_PORTAL'))).toBe(
      'errors.email_used_in_admin_portal',
    );
    expect(errorTextKey(refusal('This link is not valid any more.', 'EMAIL_CHANGE_LINK_INVALID'))).toBe(
      'errors.email_change_link_invalid',
    );
    expect(errorTextKey(refusal('Please enter a valid e-mail address.', 'BAD_USER_INPUT'))).toBe(
      'validation.invalid_email',
    );
  });
});
