import { resolve } from 'node:path';
import { createAppConfig } from '../scripts/build/app-config.ts';

export default (env: { mode?: string; monolith?: boolean }) =>
  createAppConfig(
    {
      dir: import.meta.dirname,
      name: 'shell',
      kind: 'host',
      port: 3000,
      title: 'Beboer App',
      runtimePlugins: [resolve(import.meta.dirname, 'src/federation/runtime-plugins.ts')],
      // The monolithic build imports every remote directly: the size baseline federation is compared with.
      ...(env.monolith
        ? {
            monolith: true,
            outDir: 'dist-monolith',
            alias: {
              [resolve(import.meta.dirname, 'src/federation/load-remote-routes.ts')]: resolve(
                import.meta.dirname,
                '../scripts/build/monolith-remote-routes.ts',
              ),
              [resolve(import.meta.dirname, '../shared/src/federation/remotes.ts')]: resolve(
                import.meta.dirname,
                '../scripts/build/monolith-federation-runtime.ts',
              ),
            },
          }
        : {}),
    },
    env,
  );
