import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_consumption',
      kind: 'remote',
      port: 3002,
      title: 'Consumption',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
