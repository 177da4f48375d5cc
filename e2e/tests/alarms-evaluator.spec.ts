import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createThroughWizard, demoTenancies, signInWithTokens } from '../support/alarms.ts';
import { driveReadings, startServicesOn, type KeptServices } from '../support/alarms-services.ts';
import { BASE_OFFSET, startPortal, type Portal } from '../support/portal.ts';
import { EXTRA_PORTALS } from '../support/ports.ts';
import { serviceEnv } from '../support/services.ts';
import { DEMO, gql, type TokenPairs } from '../support/session.ts';

// Services of this suite's own (their database is changed while they are stopped), and a portal
// pointing at them, on ports above the extra portals of the other suites.
const OFFSET = BASE_OFFSET + EXTRA_PORTALS[3]!;
const NAME = 'Leak in the kitchen';
const LEAK = 'Possible leak on';

let dataDir: string;
let services: KeptServices | undefined;
let portal: Portal | undefined;

// The suite's database is a fresh copy of the run's demo world (support/services.ts); the limits below
// are for a busy machine, where starting and restarting the services takes minutes.
test.describe.configure({ mode: 'serial', timeout: 900_000 });

test.beforeAll(async () => {
  // longer than startServicesOn's own limit, so that a slow start is stopped there, not left running
  test.setTimeout(900_000);
  dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-alarms-db-'));
  services = await startServicesOn(OFFSET, dataDir);
  portal = await startPortal(OFFSET, {}, serviceEnv(OFFSET));
});

test.afterAll(async () => {
  await portal?.stop();
  await services?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function login(request: Parameters<typeof gql>[0], s: KeptServices): Promise<TokenPairs> {
  const main = await gql<{ login: TokenPairs['main'] }>(
    request,
    s.mainUrl,
    'mutation ($c: CredentialsInput!) { login(credentials: $c) { token refreshToken } }',
    { c: { email: DEMO.demo.email, password: DEMO.demo.password, targetResource: 'tenant' } },
  );
  const data = await gql<{ tokenAuth: TokenPairs['data'] }>(
    request,
    s.dataUrl,
    'mutation ($e: String!, $p: String!) { tokenAuth(email: $e, password: $p) { token refreshToken } }',
    { e: DEMO.demo.email, p: DEMO.demo.password },
  );
  return { main: main.login, data: data.tokenAuth };
}

interface RaisedNotification {
  id: string;
  kind: string;
  triggerValue: number;
  threshold: number;
  evaluatedPeriod: { startDate: string; endDate: string };
  alarm: { name: string } | null;
}

const copenhagenDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(at);

test('readings across an alarm limit raise one notification (and one e-mail) that shows in the list and its detail; a leak alarm goes off on the water that flowed all day, not on the other', async ({
  page,
  request,
}) => {
  const tokens = await login(request, services!);
  const { oslo } = await demoTenancies(request, tokens, services!.dataUrl);
  await signInWithTokens(page, tokens, 'en');

  // 1. the tenant sets a daily limit on cold water, far above what the home uses
  await createThroughWizard(
    page,
    oslo,
    {
      kind: 'Consumption',
      type: 'Total above a limit',
      quantity: 'Cold water',
      period: 'Every day',
      trigger: '10',
      name: NAME,
    },
    portal!.url,
  );
  //    and a possible leak on each kind of water (docs/decisions/0160): only the cold water leaks below
  for (const quantity of ['cold-water-volume', 'hot-water-volume']) {
    await gql(
      request,
      services!.dataUrl,
      'mutation ($i: CreateAlarmInput!) { createAlarm(input: $i) { id } }',
      {
        i: { tenancyId: oslo, name: `${LEAK} ${quantity}`, kind: 'CONSUMPTION', type: 'LEAK', quantity, period: 'DAY' },
      },
      tokens.data.token,
    );
  }
  const raised = async (name = NAME) =>
    (
      await gql<{ notifications: RaisedNotification[] }>(
        request,
        services!.dataUrl,
        'query ($t: ID!) { notifications(tenancyId: $t) { id kind triggerValue threshold evaluatedPeriod { startDate endDate } alarm { name } } }',
        { t: oslo },
        tokens.data.token,
      )
    ).notifications.filter((n) => n.alarm?.name === name);
  expect(await raised()).toHaveLength(0);
  expect(await raised(`${LEAK} cold-water-volume`)).toHaveLength(0);

  // 2. a leak yesterday: 1 m³ every hour, arrived late; the other meters' newest hour is taken out, so
  //    the hourly job has an hour to append on start, and then evaluates the alarms
  const yesterday = copenhagenDate(new Date(Date.now() - 86_400_000));
  await services!.stop();
  const driven = JSON.parse(
    driveReadings(dataDir, { tenancyId: oslo, quantity: 'cold-water-volume', date: yesterday, perHour: 1 }),
  );
  expect(driven.changed).toBeGreaterThanOrEqual(23);
  expect(driven.alarms).toBeGreaterThanOrEqual(1);
  services = await startServicesOn(OFFSET, dataDir);

  await expect.poll(async () => (await raised()).length, { timeout: 60_000 }).toBe(1);
  const [notification] = await raised();
  expect(notification).toMatchObject({
    kind: 'HIGH_CONSUMPTION',
    threshold: 10,
    evaluatedPeriod: { startDate: yesterday, endDate: yesterday },
  });
  expect([23, 24, 25]).toContain(notification!.triggerValue);
  // the cold water flowed every hour yesterday: a possible leak; the hot water stood still at night: none
  await expect.poll(async () => (await raised(`${LEAK} cold-water-volume`)).length, { timeout: 60_000 }).toBe(1);
  expect(await raised(`${LEAK} cold-water-volume`)).toMatchObject([
    { kind: 'POSSIBLE_LEAK', threshold: 24, evaluatedPeriod: { startDate: yesterday, endDate: yesterday } },
  ]);
  expect(await raised(`${LEAK} hot-water-volume`)).toEqual([]);

  // exactly one e-mail to the tenant (who wants e-mails), in the tenant's language (Norwegian); it is
  // sent just after the notification is stored
  const alarmMails = async () =>
    (
      (await (await request.get(`${services!.inboxUrl}/api/mails`)).json()) as Array<{ subject: string; to: string[] }>
    ).filter((m) => m.subject === `Høyt forbruk: ${NAME}` && m.to.includes(DEMO.demo.email)).length;
  await expect.poll(alarmMails, { timeout: 30_000 }).toBe(1);

  // 3. the tenant sees it in the list, unread, and in its detail
  await page.goto(`${portal!.url}/t/${oslo}/notifications`);
  const item = page.getByTestId('notification-item').filter({ hasText: NAME });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Unread');
  await expect(item).toContainText(`${notification!.triggerValue}.000 m³ (above the threshold)`);
  await item.getByRole('link', { name: `High consumption: ${NAME}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'High consumption' })).toBeVisible();
  await expect(page.getByText(`From the alarm “${NAME}”`)).toBeVisible();
  const fields = page.getByTestId('notification-fields');
  await expect(fields).toContainText('Cold water');
  await expect(fields).toContainText('Above the threshold');
  await expect(fields).toContainText('10.000 m³');
  await expect(fields).toContainText(`${notification!.triggerValue}.000 m³`);
  await expect(fields).toContainText('Every day');
  // opening it marked it read
  await expect(fields).toContainText('Read');
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByTestId('notification-item').filter({ hasText: NAME })).not.toContainText('Unread');
});
