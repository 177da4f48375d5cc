import { expect, test, type Page } from '@playwright/test';
import {
  answerChoices,
  demoTenancies,
  demoTokens,
  serviceAlarms,
  serviceNotificationIds,
  signInWithTokens,
  type DemoTenancies,
} from '../support/alarms.ts';
import type { TokenPairs } from '../support/session.ts';
import { seriousViolations } from '../support/a11y.ts';

let tokens: TokenPairs;
let tenancies: DemoTenancies;

test.beforeAll(async ({ request }) => {
  tokens = await demoTokens(request);
  tenancies = await demoTenancies(request, tokens);
});

/** Serious and critical axe findings in this remote's screen (and its dialog, when one is open). */
const screenViolations = (page: Page) => seriousViolations(page, { include: ['main', '[role="dialog"]'] });

/** Nothing of the screen sticks out sideways (no horizontal scrolling at 360 px). */
async function fitsWidth(page: Page) {
  return page.getByRole('main').evaluate((el) => {
    const wide = [el, ...el.querySelectorAll('*')].filter(
      (e) => e.getBoundingClientRect().right > window.innerWidth + 1,
    );
    return wide.map((e) => `${e.tagName.toLowerCase()}.${e.className}`);
  });
}

for (const width of [360, 1440]) {
  test(`no serious or critical axe violation and nothing wider than the screen at ${width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInWithTokens(page, tokens, 'en');
    const [alarm] = await serviceAlarms(request, tokens, tenancies.oslo);
    // the oldest: opening it marks it read, and the notifications suite reads the newest ones
    const notification = (await serviceNotificationIds(request, tokens, tenancies.oslo)).at(-1);
    const screens = [
      `/t/${tenancies.oslo}/alarms`,
      `/t/${tenancies.denmark}/alarms`,
      `/t/${tenancies.oslo}/alarms/new-alarm?step=1`,
      `/t/${tenancies.oslo}/alarms/${alarm!.id}`,
      `/t/${tenancies.oslo}/alarms/${alarm!.id}/edit`,
      `/t/${tenancies.oslo}/notifications`,
      `/t/${tenancies.oslo}/notifications/${notification!}`,
      `/t/${tenancies.denmark}/notifications`,
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await screenViolations(page), path).toEqual([]);
      expect(await fitsWidth(page), path).toEqual([]);
    }

    // the last step with an error shown, and the delete confirmation
    await page.goto(`/t/${tenancies.oslo}/alarms/new-alarm?step=1`);
    await answerChoices(page, {
      kind: 'Indoor climate',
      type: 'Minimum (below)',
      quantity: 'Temperature',
      period: 'Every week',
    });
    await page.getByRole('button', { name: 'Create alarm' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enter a value.' })).toBeVisible();
    expect(await screenViolations(page), 'wizard step 5').toEqual([]);
    expect(await fitsWidth(page), 'wizard step 5').toEqual([]);

    await page.goto(`/t/${tenancies.oslo}/alarms/${alarm!.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete this alarm?' })).toBeVisible();
    expect(await screenViolations(page), 'delete dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
}

test('in Danish: the list, the wizard with a decimal comma, and the confirmation', async ({ page, request }) => {
  await signInWithTokens(page, tokens, 'da');
  await page.goto(`/t/${tenancies.oslo}/alarms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarmer' })).toBeVisible();
  await expect(page.getByTestId('alarm-item').filter({ hasText: 'No cold water' })).toContainText(
    'Koldt vand · Intet forbrug i et helt døgn',
  );
  await page.getByRole('link', { name: 'Ny alarm' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Trin 1 af 5');
  await answerChoices(
    page,
    { kind: 'Forbrug', type: 'Samlet forbrug over en grænse', quantity: 'Varmt vand', period: 'Hver uge' },
    'Næste',
  );
  const field = page.getByRole('textbox', { name: 'Grænse (m³)' });
  await field.fill('to');
  await page.getByRole('button', { name: 'Opret alarm' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Indtast et tal, fx 2,5.' })).toBeVisible();
  await field.fill('2,5');
  await expect(page.getByText('Over 2,500 m³ pr. uge')).toBeVisible();
  await page.getByRole('textbox', { name: 'Navn' }).fill('E2E dansk');
  await page.getByRole('button', { name: 'Opret alarm' }).click();
  await expect(page.getByText('Alarmen er oprettet.')).toBeVisible();
  const alarm = (await serviceAlarms(request, tokens, tenancies.oslo)).find((a) => a.name === 'E2E dansk')!;
  expect(alarm).toMatchObject({ type: 'TOTAL', quantity: 'hot-water-volume', period: 'WEEK', threshold: 2.5 });

  await page.getByRole('link', { name: 'E2E dansk' }).click();
  await page.getByRole('button', { name: 'Slet' }).click();
  await page
    .getByRole('dialog', { name: 'Vil du slette alarmen?' })
    .getByRole('button', { name: 'Slet alarm' })
    .click();
  await expect(page.getByText('Alarmen er slettet.')).toBeVisible();
  expect((await serviceAlarms(request, tokens, tenancies.oslo)).some((a) => a.name === 'E2E dansk')).toBe(false);
});

test('in Norwegian: alarms, the wizard and notifications', async ({ page, request }) => {
  await signInWithTokens(page, tokens, 'nb');
  await page.goto(`/t/${tenancies.oslo}/alarms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Alarmer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oversikt over alarmer' })).toBeVisible();
  await expect(page.getByTestId('alarm-item').filter({ hasText: 'Too dry' })).toContainText(
    'Luftfuktighet · Gjennomsnitt under 38 % per uke',
  );
  await page.getByRole('link', { name: 'Ny alarm' }).click();
  await expect(page.getByTestId('wizard-step')).toHaveText('Steg 1 av 5');
  await expect(page.getByRole('radio', { name: /Inneklima/ })).toBeVisible();

  await page.goto(`/t/${tenancies.oslo}/notifications`);
  await expect(page.getByRole('heading', { level: 1, name: 'Varsler' })).toBeVisible();
  const [alarm] = await serviceAlarms(request, tokens, tenancies.oslo);
  await page.goto(`/t/${tenancies.oslo}/alarms/${alarm!.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rediger alarm' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lagre endringer' })).toBeVisible();
});
