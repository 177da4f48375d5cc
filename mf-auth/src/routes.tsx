import { PlaceholderPage, type RemoteRouteModule } from '@portal/shared';

const RELEASE = process.env.PORTAL_RELEASE ?? 'dev';
const REMOTE = 'mf-auth';

/** Exposed as `./routes`: the screens of this remote, grouped by the shell layout they hang under. */
export const routeModule: RemoteRouteModule = {
  remote: 'mf_auth',
  release: RELEASE,
  routes: {
    public: [
      { path: 'signup', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="signup" /> },
      { path: 'signup/email', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="signup/email" /> },
      { path: 'account-created', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="account-created" /> },
      { path: 'enter-code', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="enter-code" /> },
      { path: 'set-password', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="set-password" /> },
      { path: 'login', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="login" /> },
      { path: 'login/email', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="login/email" /> },
      {
        path: 'login/email/forgot-password',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="login/email/forgot-password" />,
      },
      { path: 'no-tenancies', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="no-tenancies" /> },
    ],
    root: [
      {
        path: 'impersonate/:token',
        element: <PlaceholderPage app={REMOTE} release={RELEASE} page="impersonate/:token" />,
      },
    ],
    tenancy: [
      { path: 'profile', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="profile" /> },
      { path: 'settings', element: <PlaceholderPage app={REMOTE} release={RELEASE} page="settings" /> },
    ],
  },
};

export default routeModule;
