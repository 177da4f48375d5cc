import { defineConfig } from '@playwright/test';
import { BASE_OFFSET, shellUrl } from './support/portal.ts';

/** Debian's Chromium by default; Playwright's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // The suites start and stop servers and rebuild remotes: one worker, in order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: shellUrl(BASE_OFFSET),
    browserName: 'chromium',
    trace: 'retain-on-failure',
    // The portal's service worker answers requests before Playwright's routing sees them, and keeps
    // copies between a suite's reloads; suites that are about it (offline.spec.ts) allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
