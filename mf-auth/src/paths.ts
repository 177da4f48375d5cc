import {
  ACCOUNT_CREATED_PATH,
  ENTER_CODE_PATH,
  FORGOT_PASSWORD_PATH,
  LOGIN_EMAIL_PATH,
  LOGIN_PATH,
  NO_TENANCIES_PATH,
  profilePath,
  settingsPath,
  SIGNUP_EMAIL_PATH,
  SIGNUP_PATH,
} from '@portal/shared/routing';

/** A screen at a fixed address: its route's pattern (without the leading `/`) and the link to it. */
const at = (href: string) => ({ path: href.slice(1), getHref: () => href });

/**
 * This remote's screens (SPEC §2): `path` is the route's pattern under its shell layout (the public and
 * root layouts at `/`, the tenancy layout at `/t/:tenancyId`), `getHref` the link to it. Built on the
 * portal's links in `@portal/shared/routing`.
 */
export const paths = {
  // public layout
  signup: at(SIGNUP_PATH),
  signupEmail: at(SIGNUP_EMAIL_PATH),
  accountCreated: at(ACCOUNT_CREATED_PATH),
  enterCode: at(ENTER_CODE_PATH),
  /** The reset e-mail's link: `?email&token`. */
  setPassword: at('/set-password'),
  /** The link a change of e-mail sends to the new address: `?token`. */
  confirmEmail: at('/confirm-email'),
  login: at(LOGIN_PATH),
  loginEmail: at(LOGIN_EMAIL_PATH),
  forgotPassword: at(FORGOT_PASSWORD_PATH),
  noTenancies: at(NO_TENANCIES_PATH),
  /** The account of a signed-in user without a tenancy. */
  profile: at(profilePath()),
  // root layout
  /** Support's sign-in as the user (the link comes from the administration portal). */
  impersonate: { path: 'impersonate/:token' },
  /** The slides after a first sign-in, then `?next`. */
  onboarding: {
    path: 'onboarding',
    getHref: (next: string) => `/onboarding?next=${encodeURIComponent(next)}`,
  },
  // tenancy layout
  tenancyProfile: { path: 'profile', getHref: (tenancyId: string) => profilePath(tenancyId) },
  settings: { path: 'settings', getHref: settingsPath },
};
