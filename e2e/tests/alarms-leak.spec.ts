// A possible leak (docs/decisions/0160): the wizard offers it first for a home with water meters, the
// ready-made alarms of a home without alarms are each created with one confirmation, and the demo
// home's running toilet has set off its leak alarm. In English, with checks in Norwegian and Danish,
// and axe on the new screens.
import { expect, test, type Page } from '@playwright/test';
import {
  deleteServiceAlarm,
  demoTenancies,
  demoTokens,
  serviceAlarms,
  signInWithTokens,
  type DemoTenancies,
} from '../support/alarms.ts';
import { seriousViolations } from '../support/a11y.ts';
import type { TokenPairs } from '../support/session.ts';

let tokens: TokenPairs;
let tenancies: DemoTenancies;

test.beforeAll(async ({ request }) => {
  tokens = await demoTokens(request);
  tenancies = await demoTenancies(request, tokens);
});

/** Serious and critical axe findings in this remote's screen (and its dialog, when one is open). */
const screenViolations = (page: Page) => seriousViolations(page, { include: ['main', '[role="dialog"]'] });

test('the wizard offers a possible leak first for a home with water meters, and says why', async ({
  page,
  request,
}) => {
  await signInWithTokens(page, tokens, 'en');
  await page.goto(`/t/${tenancies.oslo}/alarms/new-alarm?step=1`);
  const leak = page.getByRole('radio', { name: 'Possible leak (recommended for your home)' });
  await expect(leak).toBeVisible();
  await expect(page.getByRole('radio').first()).toHaveAccessibleName('Possible leak (recommended for your home)');
  await expect(leak).toHaveAccessibleDescription(/A running toilet or a dripping tap wastes thousands of litres/);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await screenViolations(page)).toEqual([]);

  await leak.check();
  await page.getByRole('button', { name: 'Next' }).click();
  // which water: no question about the kind of alarm or how often (every day)
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 3 of 5');
  await expect(page.getByRole('radio')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Cold water', exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Step 5 of 5');
  const hours = page.getByRole('textbox', { name: 'Water flowing in every hour for (hours)' });
  await expect(hours).toHaveValue('24');
  await expect(page.getByText('Water flowing in every hour for 24 hours')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('E2E leak');
  await page.getByRole('button', { name: 'Create alarm' }).click();
  await expect(page.getByText('The alarm was created.')).toBeVisible();
  const made = (await serviceAlarms(request, tokens, tenancies.oslo)).find((a) => a.name === 'E2E leak');
  try {
    expect(made).toMatchObject({ type: 'LEAK', quantity: 'cold-water-volume', period: 'DAY', threshold: 24 });
    await expect(page.getByTestId('alarm-item').filter({ hasText: 'E2E leak' })).toContainText(
      'Cold water · Water flowing in every hour for 24 hours',
    );
  } finally {
    if (made) await deleteServiceAlarm(request, tokens, made.id);
  }
});

test('a home without alarms gets ready-made ones, each created with one confirmation', async ({ page, request }) => {
  await signInWithTokens(page, tokens, 'en');
  expect(await serviceAlarms(request, tokens, tenancies.denmark)).toEqual([]);
  try {
    await page.goto(`/t/${tenancies.denmark}/alarms`);
    const suggestions = page.getByRole('region', { name: 'Suggested alarms' });
    await expect(suggestions.getByTestId('alarm-suggestion')).toHaveCount(2);
    // the Danish home has water and heat meters, no indoor climate meters (no "cold home" for it)
    await expect(suggestions.getByTestId('alarm-suggestion').nth(0)).toContainText(
      'Possible leakWater flowing in every hour for 24 hours, checked every day.',
    );
    await expect(suggestions.getByTestId('alarm-suggestion').nth(1)).toContainText(
      'Using more than last yearHeat: more than 25 % above last year.',
    );
    expect(await screenViolations(page)).toEqual([]);

    await suggestions.getByRole('button', { name: 'Add the alarm “Possible leak”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create this alarm?' });
    await expect(dialog).toContainText('“Possible leak”: Water flowing in every hour for 24 hours, checked every day.');
    expect(await screenViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create alarm' }).click();
    await expect(page.getByText('The alarm “Possible leak” was created.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // the home has an alarm now: the list, no suggestions
    await expect(page.getByTestId('alarm-item').filter({ hasText: 'Possible leak' })).toContainText(
      'Cold water · Water flowing in every hour for 24 hours',
    );
    await expect(suggestions).toHaveCount(0);
    expect(await serviceAlarms(request, tokens, tenancies.denmark)).toMatchObject([
      { name: 'Possible leak', kind: 'CONSUMPTION', type: 'LEAK', quantity: 'cold-water-volume', period: 'DAY' },
    ]);
  } finally {
    for (const alarm of await serviceAlarms(request, tokens, tenancies.denmark)) {
      await deleteServiceAlarm(request, tokens, alarm.id);
    }
  }
});

test('in Danish, a ready-made alarm is named in Danish', async ({ page, request }) => {
  await signInWithTokens(page, tokens, 'da');
  try {
    await page.goto(`/t/${tenancies.denmark}/alarms`);
    const suggestions = page.getByRole('region', { name: 'Forslag til alarmer' });
    await suggestions.getByRole('button', { name: 'Tilføj alarmen “Bruger mere end sidste år”' }).click();
    const dialog = page.getByRole('dialog', { name: 'Opret denne alarm?' });
    await expect(dialog).toContainText('Varme: mere end 25 % over sidste år.');
    await dialog.getByRole('button', { name: 'Opret alarm' }).click();
    await expect(page.getByText('Alarmen “Bruger mere end sidste år” blev oprettet.')).toBeVisible();
    expect(await serviceAlarms(request, tokens, tenancies.denmark)).toMatchObject([
      { name: 'Bruger mere end sidste år', type: 'INCREASE', quantity: 'heat-energy', period: 'YEAR', threshold: 25 },
    ]);
  } finally {
    for (const alarm of await serviceAlarms(request, tokens, tenancies.denmark)) {
      await deleteServiceAlarm(request, tokens, alarm.id);
    }
  }
});

test('the demo home’s running toilet set off its leak alarm: the tenant sees the notification', async ({ page }) => {
  await signInWithTokens(page, tokens, 'en');
  await page.goto(`/t/${tenancies.oslo}/notifications`);
  const leaks = page.getByTestId('notification-item').filter({ hasText: 'Possible leak: Water running all day' });
  // yesterday and the day before: water flowed every hour for more than a day (and the toilet still runs:
  // once midnight has passed in Copenhagen since the demo world was made, the day after that too)
  await expect(leaks.nth(1)).toBeVisible();
  await expect(leaks.first()).toContainText(/Cold water · \d+ hours \(above the threshold\)/);
  await leaks.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Possible leak');
  const fields = page.getByTestId('notification-fields');
  await expect(fields).toContainText('24 hours');
  expect(await screenViolations(page)).toEqual([]);
});

test('in Norwegian, the wizard offers the leak alarm first and the notification says “Mulig lekkasje”', async ({
  page,
}) => {
  await signInWithTokens(page, tokens, 'nb');
  await page.goto(`/t/${tenancies.oslo}/alarms/new-alarm?step=1`);
  await expect(page.getByRole('radio').first()).toHaveAccessibleName('Mulig lekkasje (anbefalt for boligen din)');
  await page.goto(`/t/${tenancies.oslo}/notifications`);
  await expect(
    page.getByTestId('notification-item').filter({ hasText: 'Mulig lekkasje: Water running all day' }).nth(1),
  ).toBeVisible();
});
