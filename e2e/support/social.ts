// Social sign-in from a suite: a provider's button on the portal, then its dialog (the test identity
// provider's, support/identity-provider.ts) answered in the popup.
import { expect, type Page } from '@playwright/test';

/** Clicks a provider's button (whatever the page's language) and answers its dialog in the popup. */
export async function continueWith(page: Page, provider: 'Apple' | 'Google' | 'Facebook', email: string | null) {
  const popupOpened = page.waitForEvent('popup');
  await page.locator(`[data-provider="${provider.toLowerCase()}"]`).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: `Sign in to ${provider.toLowerCase()}` })).toBeVisible();
  // the callback page closes the popup as soon as it has handed the answer over
  const closed = popup.waitForEvent('close');
  if (email === null) {
    await popup.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await popup.getByLabel('E-mail').fill(email);
    await popup.getByRole('button', { name: 'Continue' }).click();
  }
  await closed;
}
