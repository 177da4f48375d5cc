import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_statements',
      kind: 'remote',
      port: 3004,
      title: 'Allocation statements',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  );
