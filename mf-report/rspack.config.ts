import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '../scripts/build/app-config.ts';
import { embedConfigs } from './build/embed-config.ts';

export default (env: { mode?: string }) => {
  const portal = createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'mf_report',
      kind: 'remote',
      port: 3005,
      title: 'Monthly report',
      exposes: { './routes': './src/routes.tsx' },
    },
    env,
  ) as Configuration[];
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  const outputPath = process.env.PORTAL_OUT_DIR
    ? resolve(process.env.PORTAL_OUT_DIR)
    : resolve(import.meta.dirname, 'dist');
  // The landlord builds (dist/embed/, dist/examples/): production builds only; the dev server serves
  // the portal's container and standalone page.
  return production ? [...portal, ...embedConfigs(outputPath, production)] : portal;
};
