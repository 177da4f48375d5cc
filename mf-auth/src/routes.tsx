import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { LoginEmailPage, LoginPage } from './features/login/components/login-page';
import { AccountCreatedPage, SignupEmailPage, SignupPage } from './features/signup/components/signup-page';
import { EnterCodePage } from './features/add-tenancy/components/enter-code-page';
import { NoTenanciesPage } from './features/add-tenancy/components/no-tenancies-page';
import { ForgotPasswordPage, SetPasswordPage } from './features/password-reset/components/password-reset-pages';
import { ConfirmEmailPage } from './features/email-change/components/confirm-email-page';
import { ImpersonatePage } from './features/impersonation/components/impersonate-page';
import { OnboardingPage } from './features/onboarding/components/onboarding-page';
import { authTexts } from './i18n/texts';
import { paths } from './paths';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

// Signed-in screens load with their first visit, so the sign-in pages' first load stays small.
const profilePage = async () => ({
  Component: (await import(/* webpackChunkName: "screen-profile" */ './features/profile/components/profile-page'))
    .ProfilePage,
});

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_auth',
  release: RELEASE,
  texts: [authTexts],
  routes: {
    public: [
      { path: paths.signup.path, element: <SignupPage /> },
      { path: paths.signupEmail.path, element: <SignupEmailPage /> },
      { path: paths.accountCreated.path, element: <AccountCreatedPage /> },
      { path: paths.enterCode.path, element: <EnterCodePage /> },
      { path: paths.setPassword.path, element: <SetPasswordPage /> },
      { path: paths.confirmEmail.path, element: <ConfirmEmailPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.loginEmail.path, element: <LoginEmailPage /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.noTenancies.path, element: <NoTenanciesPage /> },
      // the account of a signed-in user without a tenancy (the shell's public layout guards it)
      { path: paths.profile.path, lazy: profilePage },
    ],
    root: [
      { path: paths.impersonate.path, element: <ImpersonatePage /> },
      { path: paths.onboarding.path, element: <OnboardingPage /> },
      // diagnostics: the federation probe, mounted only when the shell's configuration enables it
      federationProbeRoute('mf-auth', RELEASE),
    ],
    tenancy: [
      { path: paths.tenancyProfile.path, lazy: profilePage },
      {
        path: paths.settings.path,
        lazy: async () => ({
          Component: (
            await import(/* webpackChunkName: "screen-settings" */ './features/tenancy/components/tenancy-info-page')
          ).TenancyInfoPage,
        }),
      },
    ],
  },
};

export default routeModule;
