import { GraphQLError } from 'graphql';

// Texts a client acts on, exactly as SPEC §8 lists them.
export const TEXTS = {
  loginRequired: 'login-required',
  forbidden: 'Adgang ikke tilladt',
  invalidCredentials: 'Please enter valid credentials',
  userExistsAboveDefault: 'User already exists and has above default rights.',
  emailInUseWrongPassword: 'A user already exists with that email, but the password is not correct.',
  activationCodeUsed: 'Activation code has already been used',
  activationCodeInvalid: 'The activation code you entered is invalid.',
  activationCodeValid: 'The activation code is valid.',
  emailUsedInAdminPortal: 'Email is already in use',
  passwordUpdateFailed: 'Password update failed. Please try again.',
  loginExpired: 'Your log in expired. Please log in again.',
  reportUnavailable: 'This report is no longer available. Contact your landlord/administrator.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
} as const;

export function loginRequired(): GraphQLError {
  return new GraphQLError(TEXTS.loginRequired, { extensions: { code: 'UNAUTHENTICATED' } });
}

export function forbidden(): GraphQLError {
  return new GraphQLError(TEXTS.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

export function badInput(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } });
}

export function userError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code } });
}
