import { federationProbeRoute, type RemoteRouteModule } from '@portal/shared';
import { LoginEmailPage, LoginPage } from './pages/login';
import { AccountCreatedPage, SignupEmailPage, SignupPage } from './pages/signup';
import { EnterCodePage } from './pages/enter-code';
import { ForgotPasswordPage, SetPasswordPage } from './pages/password-reset';
import { ConfirmEmailPage } from './pages/confirm-email';
import { NoTenanciesPage } from './pages/no-tenancies';
import { ImpersonatePage } from './pages/impersonate';
import { OnboardingPage } from './pages/onboarding';
import { authTexts } from './i18n/texts';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';

// Signed-in screens load with their first visit, so the sign-in pages' first load stays small.
const profilePage = async () => ({ Component: (await import('./pages/profile')).ProfilePage });

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_auth',
  release: RELEASE,
  texts: [authTexts],
  routes: {
    public: [
      { path: 'signup', element: <SignupPage /> },
      { path: 'signup/email', element: <SignupEmailPage /> },
      { path: 'account-created', element: <AccountCreatedPage /> },
      { path: 'enter-code', element: <EnterCodePage /> },
      { path: 'set-password', element: <SetPasswordPage /> },
      { path: 'confirm-email', element: <ConfirmEmailPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'login/email', element: <LoginEmailPage /> },
      { path: 'login/email/forgot-password', element: <ForgotPasswordPage /> },
      { path: 'no-tenancies', element: <NoTenanciesPage /> },
      // the account of a signed-in user without a tenancy (the shell's public layout guards it)
      { path: 'profile', lazy: profilePage },
    ],
    root: [
      { path: 'impersonate/:token', element: <ImpersonatePage /> },
      { path: 'onboarding', element: <OnboardingPage /> },
      // diagnostics: the federation probe, mounted only when the shell's configuration enables it
      federationProbeRoute('mf-auth', RELEASE),
    ],
    tenancy: [
      { path: 'profile', lazy: profilePage },
      { path: 'settings', lazy: async () => ({ Component: (await import('./pages/tenancy-info')).TenancyInfoPage }) },
    ],
  },
};

export default routeModule;
