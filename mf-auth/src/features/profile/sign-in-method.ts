/** The ways to sign in a user's `userType` names (SPEC §3: e-mail and password, or a social provider). */
export const SIGN_IN_METHODS = ['email-password', 'apple', 'google', 'facebook'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

const isSignInMethod = (value: string): value is SignInMethod => (SIGN_IN_METHODS as readonly string[]).includes(value);

/**
 * How the user signs in, as a person reads it ("E-mail and password", "Google"), never the service's
 * raw type; a type this version does not know yet is shown as it is, with a capital.
 */
export function signInMethodName(t: (key: string) => string, userType: string | null | undefined): string {
  if (!userType) return '';
  if (isSignInMethod(userType)) return t(`profile.sign_in_method.${userType}`);
  return userType.charAt(0).toUpperCase() + userType.slice(1);
}
