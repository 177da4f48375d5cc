import { resolve } from 'node:path';
import type { Configuration } from '@rspack/core';
import { createAppConfig } from '../scripts/build/app-config.ts';
import { serviceWorkerConfig, webAppAssetsPlugin } from './build/web-app.ts';
import { earlyHostFilesPlugin } from './build/early-files.ts';
import { earlySession } from './build/early-session.ts';
import { monolithAlias, prerenderConfig } from './build/prerender.ts';
import { earlyStartScript, HOST_FILES_PLACEHOLDER } from './src/federation/early-start.ts';
import { PARENT_PATHS, REMOTE_PATHS } from './src/federation/remote-paths.ts';
import { STORAGE_KEYS, STORAGE_PREFIXES } from '../shared/src/session/storage.ts';
import { TENANCY_ROUTE } from '@portal/shared/routing';
import { CONSENT_COOKIE } from './src/app/consent-cookie.ts';
import { earlyLastScreen } from './src/app/last-screen.ts';

export default (env: { mode?: string; monolith?: boolean }) => {
  const app = createAppConfig(
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
            alias: monolithAlias(import.meta.dirname),
          }
        : {
            // the configuration, the manifest of the remote the page is opened on and the files of its
            // screen, asked for while main.js downloads (the monolithic build has no remotes)
            headScript: earlyStartScript(REMOTE_PATHS, {
              parents: [...new Set(Object.values(PARENT_PATHS))],
              signedInOnly: [`${TENANCY_ROUTE}/*`],
              tokenKeys: [STORAGE_KEYS.dataToken, STORAGE_KEYS.dataRefreshToken],
              languageKey: STORAGE_KEYS.language,
              host: HOST_FILES_PLACEHOLDER,
              session: earlySession(),
              prerender: { sessionEndedKey: STORAGE_KEYS.sessionEnded, consentCookie: CONSENT_COOKIE },
              lastScreen: earlyLastScreen(STORAGE_PREFIXES.data, STORAGE_KEYS.impersonation),
            }),
          }),
    },
    env,
  ) as Configuration;
  // installable: the brands' web app manifests and icons; and the shell's files the page's inline script
  // preloads (the monolithic build has no inline script)
  app.plugins = [...(app.plugins ?? []), webAppAssetsPlugin(), ...(env.monolith ? [] : [earlyHostFilesPlugin()])];
  const production = (env.mode ?? process.env.NODE_ENV) !== 'development';
  if (!production || env.monolith) return app;
  // the service worker, built after the shell (whose files it lists), and the public pages' renderer
  const outputPath = app.output!.path!;
  return [
    app,
    serviceWorkerConfig({ dir: import.meta.dirname, outputPath, dependsOn: 'shell' }),
    prerenderConfig({ dir: import.meta.dirname, outputPath }),
  ];
};
