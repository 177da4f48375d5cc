import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_report',
      kind: 'remote',
      port: 3005,
      title: 'Monthly report',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
