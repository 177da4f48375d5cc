import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn, tenanciesOf } from '../support/session.ts';
import { expectAccessible } from '../support/a11y.ts';

const menuLink = (page: Page, entry: string) => page.locator(`[data-menu-entry="${entry}"]`);

async function noHorizontalOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test('360 px: the menu is a drawer behind a toggle; a deeper page has a back button', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [first] = await tenanciesOf(page.request, tokens);
  await page.goto(`/t/${first!.id}/settings`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tenancy info');
  await expect(menuLink(page, 'profile')).toBeHidden();
  await noHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menuLink(page, 'profile')).toBeVisible();
  await expectAccessible(page, 'menu open at 360 px');
  await menuLink(page, 'profile').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings');
  await expect(menuLink(page, 'profile')).toBeHidden();
  await noHorizontalOverflow(page);

  // a page below a menu entry: the back button goes to the previous breadcrumb
  await page.goto(`/t/${first!.id}/consumption/heat-energy`);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${first!.id}$`));

  await page.goto('/login');
  await noHorizontalOverflow(page);
});

test('1440 px: the menu is permanent, with breadcrumbs and the address in the header', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [first] = await tenanciesOf(page.request, tokens);
  // the signed-in layout is a chunk of its own, fetched as the signed-in session starts
  const layoutChunk = page.waitForResponse((r) => /\/signed-in-layout\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname));
  await page.goto(`/t/${first!.id}/settings`);
  await layoutChunk;
  await expect(menuLink(page, 'profile')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Tenancy info');
  await expect(page.getByTestId('tenancy-address')).toContainText(first!.apartment.address);
  await expect(page.getByTestId('tenancy-address')).toContainText('0555 Oslo');
  await noHorizontalOverflow(page);
});

test('help: the questions open to their answers, lead to their screens, and name whom to contact', async ({ page }) => {
  const tokens = await signIn(page, DEMO.demo, { language: 'en' });
  const [oslo] = await tenanciesOf(page.request, tokens);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/t/${oslo!.id}`);
  await menuLink(page, 'help').click();
  await expect(page).toHaveURL(new RegExp(`/t/${oslo!.id}/help$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help');
  await expect(page.getByTestId('help-contact')).toContainText('+47 22 00 00 00');
  await expectAccessible(page, 'help');

  const alarms = page.locator('[data-question="alarms"]');
  await expect(alarms.getByText('Set an alarm:')).toBeHidden();
  await alarms.getByText('How do I learn of a leak or a cold home in time?').click();
  await expect(alarms.getByText(/^Set an alarm:/)).toBeVisible();
  await alarms.getByRole('link', { name: 'Go to Alarm settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/t/${oslo!.id}/alarms$`));

  // in Norwegian, at 360 px
  await page.evaluate(() => localStorage.setItem('nucleolus.language', 'nb'));
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/t/${oslo!.id}/help`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hjelp');
  await expect(page.getByText('Ofte stilte spørsmål')).toBeVisible();
  await noHorizontalOverflow(page);
});
