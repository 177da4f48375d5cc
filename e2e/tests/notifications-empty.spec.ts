import { expect, test } from '@playwright/test';
import { signInWithoutNotifications } from '../support/alarms.ts';
import { seriousViolations } from '../support/a11y.ts';

// A tenancy without any notification: former@'s, which ended before any alarm or monthly report.
// (Every tenancy in place at the end of last month has that month's "Consumption report".)

const EMPTY = {
  en: { heading: 'Notifications', empty: 'You have no notifications.' },
  da: { heading: 'Notifikationer', empty: 'Du har ingen notifikationer.' },
  nb: { heading: 'Varsler', empty: 'Du har ingen varsler.' },
} as const;

for (const language of ['en', 'da', 'nb'] as const) {
  test(`a tenancy without notifications shows the empty state, in ${language}`, async ({ page }) => {
    const tenancy = await signInWithoutNotifications(page, language);
    await page.goto(`/t/${tenancy}/notifications`);
    await expect(page.getByRole('heading', { level: 1, name: EMPTY[language].heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: EMPTY[language].empty })).toBeVisible();
    await expect(page.getByTestId('notification-item')).toHaveCount(0);
    expect(await seriousViolations(page, { include: ['main'] })).toEqual([]);
  });
}
