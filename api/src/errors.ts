import { GraphQLError } from 'graphql';

// Texts a client acts on: SPEC §8's exactly, then our own (English; the portal maps each to its texts).
export const TEXTS = {
  loginRequired: 'login-required',
  forbidden: 'Adgang ikke tilladt',
  invalidCredentials: 'Please enter valid credentials',
  userExistsAboveDefault: 'User already exists and has above default rights.',
  emailInUseWrongPassword: 'A user already exists with that email, but the password is not correct.',
  socialEmailUnverified:
    'An account with this e-mail already exists. Log in with its password: this provider does not confirm e-mail addresses.',
  activationCodeUsed: 'Activation code has already been used',
  activationCodeInvalid: 'The activation code you entered is invalid.',
  activationCodeValid: 'The activation code is valid.',
  emailUsedInAdminPortal: 'Email is already in use',
  passwordUpdateFailed: 'Password update failed. Please try again.',
  loginExpired: 'Your log in expired. Please log in again.',
  reportUnavailable: 'This report is no longer available. Contact your landlord/administrator.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  alarmNotFound: 'The alarm does not exist.',
  notificationNotFound: 'The notification does not exist.',
  tenancyEnded: 'The tenancy has ended: its data can be read, not changed.',
  roomNameTaken: 'Another room of the home already has this name.',
  lastAdmin: 'A tenancy needs an administrator: make another user administrator first.',
  wrongPassword: 'The current password is not correct.',
  emailInUse: 'A user already exists with that email.',
  emailUnchanged: 'The new e-mail is the same as the current one.',
  emailFromProvider:
    'The e-mail of an account that signs in with Apple, Google or Facebook is the one the provider gives; it cannot be changed here.',
  noPendingEmailChange: 'No change of e-mail is waiting.',
  emailChangeLinkInvalid: 'This link is not valid any more: it has been used, it has expired or a newer one was sent.',
} as const;

export function loginRequired(): GraphQLError {
  return new GraphQLError(TEXTS.loginRequired, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(TEXTS.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/**
 * An object asked for by id that the caller cannot see: it does not exist, or it is another tenancy's
 * (the same answer, so that an id tells nothing about other tenancies; docs/decisions/0026).
 */
export function notFound(message: (typeof TEXTS)['alarmNotFound' | 'notificationNotFound']): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'NOT_FOUND' } });
}

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

/**
 * A change that would leave a tenancy's users without an administrator (docs/decisions/0032): the last
 * administrator cannot give up their rights, be removed or leave while other users remain.
 */
export function lastAdmin(): GraphQLError {
  return new GraphQLError(TEXTS.lastAdmin, { extensions: { code: 'LAST_ADMIN' } });
}

export function userError(message: string, code: string, extensions: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extensions } });
}
