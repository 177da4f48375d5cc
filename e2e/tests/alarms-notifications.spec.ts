import { expect, test } from '@playwright/test';
import { demoTenancies, demoTokens, signInWithTokens, type DemoTenancies } from '../support/alarms.ts';
import type { TokenPairs } from '../support/session.ts';

let tokens: TokenPairs;
let tenancies: DemoTenancies;

test.beforeAll(async ({ request }) => {
  tokens = await demoTokens(request);
  tenancies = await demoTenancies(request, tokens);
});

test.beforeEach(async ({ page }) => {
  await signInWithTokens(page, tokens, 'en');
});

test('notifications: the list with unread ones marked, a detail that marks it read, then all read', async ({
  page,
}) => {
  await page.goto(`/t/${tenancies.oslo}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const items = page.getByTestId('notification-item');
  await expect(items.first()).toBeVisible();
  const total = await items.count();
  const unread = page.locator('[data-testid="notification-item"][data-unread]');
  const unreadBefore = await unread.count();
  expect(unreadBefore).toBeGreaterThan(0);

  // the first unread one from an alarm, in detail: kind, measurement, period, direction, threshold, trigger
  const first = unread.filter({ hasNotText: 'Consumption report' }).first();
  const title = (await first.getByRole('link').textContent())!;
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/t/${tenancies.oslo}/notifications/\\d+$`));
  const fields = page.getByTestId('notification-fields');
  for (const label of ['Measurement', 'Period', 'Checked', 'Direction', 'Threshold', 'Measured value', 'Received']) {
    await expect(fields.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.split(':')[0]!);
  await expect(fields).toContainText('Read');

  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(items).toHaveCount(total);
  await expect(unread).toHaveCount(unreadBefore - 1);

  // the alarm list's summary counts the unread ones
  await page.goto(`/t/${tenancies.oslo}/alarms`);
  await expect(page.getByTestId('alarm-summary')).toContainText(`${unreadBefore - 1} unread notification`);

  await page.goto(`/t/${tenancies.oslo}/notifications`);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(unread).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});

test("last month's consumption report: its notification opens the report the tenant was mailed", async ({ page }) => {
  await page.goto(`/t/${tenancies.oslo}/notifications`);
  const report = page.getByTestId('notification-item').filter({ hasText: 'Consumption report' });
  await expect(report).toHaveCount(1);
  await report.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consumption report' })).toBeVisible();
  await expect(page.getByText(/^Your consumption report for \w+ \d{4} is ready\./)).toBeVisible();
  await expect(page.getByText('The alarm has since been deleted.')).toHaveCount(0);
  await expect(page.getByTestId('notification-fields').getByText('Direction')).toHaveCount(0);
  // demo's Oslo home's code for last month is the one the README names
  await page.getByRole('link', { name: 'Open the report' }).click();
  await expect(page).toHaveURL(/\/report\/demo-latest\?language=en$/);
  await expect(page.getByRole('heading', { level: 1, name: /Monthly consumption report/ })).toBeVisible();
});

test('an alarm or notification that does not exist (or is not the tenant’s) says so, and the session stays', async ({
  page,
}) => {
  await page.goto(`/t/${tenancies.oslo}/alarms/999999`);
  await expect(page.getByRole('alert')).toHaveText('This alarm does not exist or has been deleted.');
  await expect(page).toHaveURL(new RegExp(`/t/${tenancies.oslo}/alarms/999999$`));
  await page.goto(`/t/${tenancies.oslo}/notifications/999999`);
  await expect(page.getByRole('alert')).toHaveText('This notification does not exist.');
  await expect(page).toHaveURL(new RegExp(`/t/${tenancies.oslo}/notifications/999999$`));
  // still signed in: the menu is there
  await expect(page.locator('[data-menu-entry="alarms"]').first()).toBeAttached();
});
