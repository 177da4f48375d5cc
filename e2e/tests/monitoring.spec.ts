import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { BASE_OFFSET, startPortal, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';

// The tag manager and error reporting (SPEC §4, §7) come from the runtime configuration: absent unless
// configured, and then the tag manager in consent mode and errors reported to the configured DSN.
const OFFSET = BASE_OFFSET + EXTRA_PORTALS[5]!;
const GTM = 'https://www.googletagmanager.com/';

let portal: Portal | undefined;
let collector: Server | undefined;
test.afterEach(async () => {
  await portal?.stop();
  portal = undefined;
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
  collector = undefined;
});

test('nothing is loaded when nothing is configured', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('unreported');
    }, 0),
  );
  await page.waitForTimeout(1000);
  expect(requested.filter((url) => url.startsWith(GTM) || /sentry/i.test(url))).toEqual([]);
  // the banner still tells the data layer (SPEC §4); no tag manager reads it
  const events = await page.evaluate(() =>
    ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).map((entry) => entry.event),
  );
  expect(events).toContain('cookieConsent');
  expect(events).not.toContain('gtm.js');
});

test('configured: the tag manager in consent mode, and errors reach error reporting', async ({ page }) => {
  const envelopes: string[] = [];
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
    req.on('end', () => {
      envelopes.push(body);
      res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector!.listen(0, '127.0.0.1', resolve));
  const port = (collector.address() as AddressInfo).port;
  portal = await startPortal(
    OFFSET,
    {},
    {
      PORTAL_GTM_ID: 'GTM-E2ETEST',
      PORTAL_SENTRY_DSN: `http://publickey@127.0.0.1:${port}/7`,
      PORTAL_SENTRY_ENVIRONMENT: 'e2e',
    },
  );

  const tagManager: string[] = [];
  await page.route(`${GTM}**`, async (route) => {
    tagManager.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManagerLoaded = true;' });
  });
  await page.goto(`${portal.url}/login`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: boolean }).__tagManagerLoaded))
    .toBe(true);
  expect(tagManager).toEqual([`${GTM}gtm.js?id=GTM-E2ETEST`]);

  const consent = () =>
    page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter((e) => Object.prototype.toString.call(e) === '[object Arguments]')
        .map((e) => Array.from(e as ArrayLike<unknown>).slice(0, 3)),
    );
  expect(await consent()).toEqual([['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]]);
  await page.getByTestId('cookie-banner').getByRole('button').last().click();
  expect((await consent()).at(-1)).toEqual([
    'consent',
    'update',
    expect.objectContaining({ analytics_storage: 'granted' }),
  ]);

  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('reported by the monitoring suite');
    }, 0),
  );
  await expect
    .poll(() => envelopes.find((e) => e.includes('reported by the monitoring suite')), { timeout: 15_000 })
    .toBeTruthy();
  const envelope = envelopes.find((e) => e.includes('reported by the monitoring suite'))!;
  expect(envelope).toContain('"environment":"e2e"');
});
