/** One error of a response: its message and, when the service gives one, its `extensions.code`. */
export interface ServiceErrorEntry {
  message: string;
  code?: string;
}

/**
 * A failed request (SPEC §8): rejected with the first error's message as its name (and message), so
 * callers can match `error.name === 'Please enter valid credentials'` and map it to a text key.
 */
export class ServiceError extends Error {
  readonly errors: readonly ServiceErrorEntry[];
  readonly status: number | undefined;
  /**
   * The service could not be reached or did not answer (network down, timeout, HTTP 5xx without a
   * GraphQL answer): nothing was refused, so a later try may succeed and a session never ends on it.
   */
  readonly unreachable: boolean;

  constructor(
    message: string,
    options: { errors?: readonly ServiceErrorEntry[]; status?: number; cause?: unknown; unreachable?: boolean } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = message;
    this.errors = options.errors ?? [{ message }];
    this.status = options.status;
    this.unreachable = options.unreachable ?? false;
  }
}

/** A failure to reach a service (see `ServiceError.unreachable`), as opposed to its refusal. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ServiceError && error.unreachable;
}

/** Messages in a response that mean "not signed in here": the browser goes to the site root (SPEC §8). */
export const LOGIN_REQUIRED_MESSAGES = ['login-required', 'Adgang ikke tilladt'] as const;

/** Does any message mean "not signed in here" (login-required, Adgang ikke tilladt)? */
export function isLoginRequired(messages: readonly string[]): boolean {
  return messages.some((m) => LOGIN_REQUIRED_MESSAGES.some((needle) => m.includes(needle)));
}

/** A refusal of the request's credentials: SPEC §8's messages, or a bare HTTP 401. */
export function isCredentialRefusal(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false;
  return error.status === 401 || isLoginRequired(error.errors.map((e) => e.message));
}

/** SPEC §8 internal rejections, where a response has the wrong shape. */
export const INTERNAL_REJECTIONS = {
  getUser: 'Invalid getUser response',
  authentication: 'Invalid authentication response',
  refreshToken: 'Invalid refreshToken response',
  login: 'Invalid login response.',
} as const;

/** SPEC §8: the server's messages and the text keys (namespace `common`) they show as. */
export const SERVICE_ERROR_TEXT_KEYS: Record<string, string> = {
  'Please enter valid credentials': 'login.invalid_credentials',
  'User already exists and has above default rights.': 'errors.user_exists_with_above_default_rights',
  'A user already exists with that email, but the password is not correct.': 'errors.email_in_use',
  'Activation code has already been used': 'errors.activation_code_in_use',
  'Email is already in use': 'errors.email_used_in_admin_portal',
  'This report is no longer available. Contact your landlord/administrator.': 'errors.report_unavailable',
  'The activation code you entered is invalid.': 'validation.invalid_activation_code',
  'Password update failed. Please try again.': 'errors.password_update_failed',
  'Your log in expired. Please log in again.': 'errors.login_expired',
  'login-required': 'errors.login_expired',
  'Too many attempts. Please try again later.': 'errors.too_many_attempts',
  'Text must not contain NUL characters or unpaired surrogates.': 'errors.invalid_text',
  'Request body too large': 'errors.request_too_large',
  'Please enter a valid e-mail address.': 'validation.invalid_email',
};

/**
 * The services' refusals by `extensions.code`: the protective ones (their messages carry figures, such
 * as the limit a request went over), those of account changes and those of idempotency keys
 * (docs/decisions/0034): the text keys (namespace `common`) they show as.
 */
export const SERVICE_ERROR_CODE_TEXT_KEYS: Record<string, string> = {
  QUERY_TOO_COMPLEX: 'errors.request_too_large',
  REQUEST_ENTITY_TOO_LARGE: 'errors.request_too_large',
  QUERY_TIMEOUT: 'errors.request_timeout',
  TOO_MANY_REQUESTS: 'errors.too_many_requests',
  RATE_LIMITED: 'errors.too_many_attempts',
  TENANCY_ENDED: 'errors.tenancy_ended',
  SOCIAL_EMAIL_UNVERIFIED: 'errors.social_email_unverified',
  WRONG_PASSWORD: 'errors.wrong_password',
  EMAIL_IN_USE: 'errors.email_in_use',
  EMAIL_USED_IN_ADMIN_PORTAL: 'errors.email_used_in_admin_portal',
  EMAIL_UNCHANGED: 'errors.email_unchanged',
  EMAIL_FROM_PROVIDER: 'errors.email_from_provider',
  NO_PENDING_EMAIL_CHANGE: 'errors.no_pending_email_change',
  EMAIL_CHANGE_LINK_INVALID: 'errors.email_change_link_invalid',
  IDEMPOTENCY_KEY_REUSED: 'errors.idempotency_key_reused',
  IDEMPOTENCY_KEY_INVALID: 'errors.idempotency_key_invalid',
};

/** The text key for an error from a request (by message, then by code), or the generic one. */
export function errorTextKey(error: unknown): string {
  const name = error instanceof Error ? error.name : typeof error === 'string' ? error : '';
  const code = error instanceof ServiceError ? error.errors[0]?.code : undefined;
  return SERVICE_ERROR_TEXT_KEYS[name] ?? (code && SERVICE_ERROR_CODE_TEXT_KEYS[code]) ?? 'errors.generic';
}
