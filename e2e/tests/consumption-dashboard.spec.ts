import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import type { TokenPairs } from '../support/session.ts';
import { dailyOf, demoTokens, signInWith, unitIdOf, withAnyDashSpacing } from '../support/consumption.ts';
import { addDays } from '../../shared/src/time/local-date.ts';
import { lastDays } from '../../shared/src/time/period.ts';
import { today } from '../../shared/src/time/zone.ts';
import { periodToServiceDateTimes } from '../../shared/src/time/service-format.ts';
import { formatQuantity } from '../../shared/src/format/number.ts';
import { formatDate, formatDateRange, formatTimestamp } from '../../shared/src/time/format-date.ts';
import { en } from '../../shared/src/i18n/locales/en.ts';
import { da } from '../../shared/src/i18n/locales/da.ts';

// The demo tenant's Oslo tenancy (heat, allocators, water, electricity) and Aarhus tenancy (gas, cooling).
const OSLO = '1';
const AARHUS = '13';
type Language = 'en' | 'da';

/** What the chart's text alternative must say for the service's days (written here, not taken from the app). */
function expectedLabel(quantity: string, days: Array<{ date: string; value: number | null }>, language: Language) {
  const name = (language === 'en' ? en : da).quantity[quantity as keyof typeof en.quantity];
  const range = formatDateRange({ start: days[0]!.date, end: days.at(-1)!.date }, language);
  const present = days.filter((d): d is { date: string; value: number } => d.value != null);
  const words =
    language === 'en'
      ? {
          perDay: 'per day',
          highest: 'highest',
          lowest: 'lowest',
          none: 'no data',
          gap: ['day', 'days'],
          noData: 'No data for',
        }
      : {
          perDay: 'pr. dag',
          highest: 'højest',
          lowest: 'lavest',
          none: 'ingen data',
          gap: ['dag', 'dage'],
          noData: 'Ingen data for',
        };
  if (!present.length) return withAnyDashSpacing(`${name} ${words.perDay}, ${range}: ${words.none}.`);
  const highest = present.reduce((a, d) => (d.value > a.value ? d : a));
  const lowest = present.reduce((a, d) => (d.value < a.value ? d : a));
  const day = (date: string) => formatTimestamp(`${date}T00:00:00`, 'day', language, (k) => k);
  const gaps = days.length - present.length;
  const text =
    `${name} ${words.perDay}, ${range}: ` +
    `${words.highest} ${formatQuantity(highest.value, quantity, language)} (${day(highest.date)}), ` +
    `${words.lowest} ${formatQuantity(lowest.value, quantity, language)} (${day(lowest.date)}).` +
    (gaps ? ` ${words.noData} ${gaps} ${words.gap[gaps === 1 ? 0 : 1]}.` : '');
  return withAnyDashSpacing(text);
}

async function expectDailyBars(page: Page, tokens: TokenPairs, tenancyId: string, language: Language) {
  const objectId = await unitIdOf(page.request, tokens, tenancyId);
  const period = lastDays(30, today());
  const dates = Array.from({ length: 30 }, (_, i) => addDays(period.start, i));
  const cards = page.locator('article.mfc-card[data-quantity]');
  await expect(cards.first()).toBeVisible();
  const quantities = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-quantity')!));
  expect(quantities.length).toBeGreaterThan(1);
  for (const quantity of quantities) {
    const card = page.locator(`article.mfc-card[data-quantity="${quantity}"]`);
    const days = await dailyOf(page.request, tokens, {
      objectId,
      quantity,
      ...periodToServiceDateTimes(period),
      dates,
    });
    const label = expectedLabel(quantity, days, language);
    const present = days.filter((d) => d.value != null).length;
    // one chart per card
    await expect(card.getByTestId(`spark-${quantity}`), quantity).toHaveCount(1);
    if (!present) {
      await expect(card.getByTestId(`spark-empty-${quantity}`)).toHaveText(label);
      continue;
    }
    const chart = card.getByRole('img');
    await expect(chart, quantity).toHaveCount(1);
    await expect(chart).toHaveAttribute('data-drawn', '');
    await expect(chart).toHaveAccessibleName(label);
    // a bar for each day with a value: a day without one is a gap, not a zero
    await expect(chart.locator('rect')).toHaveCount(present);
    // and every day, in the language, in the hidden table
    const rows = card.getByTestId(`spark-table-${quantity}`).locator('tbody tr');
    await expect(rows).toHaveCount(30);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')!.textContent, tr.querySelector('td')!.textContent]),
    );
    expect(shown, quantity).toEqual(
      days.map((d) => [formatDate(d.date, language), formatQuantity(d.value, quantity, language)]),
    );
  }
}

test('the dashboard draws each quantity’s last 30 days as the data service has them, in English', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  await page.goto(`/t/${OSLO}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  await expectDailyBars(page, tokens, OSLO, 'en');
  await expect(page.getByTestId('spark-electricity-energy').locator('figcaption')).toHaveText('Per day, last 30 days');
});

test('the dashboard’s daily bars in Danish, for the gas and cooling of the Aarhus tenancy', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'da' });
  await page.goto(`/t/${AARHUS}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oversigt');
  await expectDailyBars(page, tokens, AARHUS, 'da');
  await expect(page.locator('article.mfc-card[data-quantity="gas-volume"]')).toHaveCount(1);
});

test('the daily bars at 360 px: no horizontal overflow of the page, no serious or critical accessibility violations', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'nb' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/t/${OSLO}`);
  const charts = page.locator('svg.mfc-spark-svg[data-drawn]');
  await expect(charts.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(charts).toHaveCount(await page.locator('article.mfc-card[data-quantity]').count());
  // the whole document, not only the page's main: a hidden table must not widen it either
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of await charts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThan(200);
  }
  const results = await new AxeBuilder({ page }).include('main.mfc-page').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([]);
});
