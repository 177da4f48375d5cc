import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_alarms',
      kind: 'remote',
      port: 3003,
      title: 'Alarms',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
