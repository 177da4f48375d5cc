import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_auth',
      kind: 'remote',
      port: 3001,
      title: 'Sign in',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
