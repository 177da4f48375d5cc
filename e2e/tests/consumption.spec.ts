import { expect, test, type Page } from '@playwright/test';
import type { TokenPairs } from '../support/session.ts';
import { demoTokens, graphOf, kpisOf, signInWith, unitIdOf, withAnyDashSpacing } from '../support/consumption.ts';
import { defaultPeriod, presetPeriod, shiftPeriod, type Period } from '../../shared/src/time/period.ts';
import { today } from '../../shared/src/time/zone.ts';
import { periodToServiceDates, periodToServiceDateTimes } from '../../shared/src/time/service-format.ts';
import { formatQuantity } from '../../shared/src/format/number.ts';
import { formatDateRange, formatMonthYear } from '../../shared/src/time/format-date.ts';

// The demo tenant's Oslo tenancy (all quantities, hourly values).
const TENANCY = '1';
const QUANTITY = 'electricity-energy';

async function serviceTotal(page: Page, tokens: TokenPairs, objectId: string, p: Period, quantity = QUANTITY) {
  return (await kpisOf(page.request, tokens, { objectId, quantity, ...periodToServiceDates(p) })).total;
}

async function expectTotal(
  page: Page,
  expected: number | null,
  quantity = QUANTITY,
  language: 'en' | 'da' | 'nb' = 'en',
) {
  await expect(page.getByTestId('total-value')).toHaveText(formatQuantity(expected, quantity, language));
}

test('the overview shows the chart and the total the data service gives for the period, and moves with previous/next', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  const period = defaultPeriod(today());
  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electricity');
  await expect(page.getByTestId('period-label')).toHaveText('Last 30 days');
  await expectTotal(page, await serviceTotal(page, tokens, objectId, period));

  // one bucket per day of the service's graph, drawn by Highcharts
  const graph = await graphOf(page.request, tokens, {
    objectId,
    resolution: 'DAY',
    ...periodToServiceDateTimes(period),
    consumption: { series: [{ quantityDescriptor: { quantity: QUANTITY } }] },
  });
  await expect(page.getByTestId('consumption-chart')).toHaveAttribute('data-points', String(graph.timestamps.length));
  await expect(page.locator('.highcharts-series-0 .highcharts-point').first()).toBeVisible();
  // the table alternative lists the same buckets; a missing value is a dash (a gap), never a zero
  await page.getByRole('button', { name: 'Show as table' }).click();
  const rows = page.getByTestId('chart-table').locator('tbody tr');
  await expect(rows).toHaveCount(graph.timestamps.length);
  const gaps = graph.values.filter((v) => v == null).length;
  await expect(rows.locator('td:nth-child(2)', { hasText: /^–$/ })).toHaveCount(gaps);
  await page.getByRole('button', { name: 'Show as chart' }).click();

  // previous: the 30 days before, as SPEC §4 moves a period that is not calendar-aligned
  await page.getByRole('button', { name: 'Previous period' }).click();
  const before = shiftPeriod(period, -1);
  await expectTotal(page, await serviceTotal(page, tokens, objectId, before));
  await page.getByRole('button', { name: 'Next period' }).click();
  await expect(page.getByTestId('period-label')).toHaveText('Last 30 days');
});

test('presets set the period, its label and the resolution; a DST-free day has 24 hours', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  const day = today();
  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
  const preset = page.getByLabel('Choose a period');

  await preset.selectOption('last-month');
  const lastMonth = presetPeriod('last-month', day);
  await expect(page.getByTestId('period-label')).toHaveText(formatMonthYear(lastMonth.start, 'en'));
  await expect(page.getByTestId('resolution')).toHaveText('Shown per day');
  await expectTotal(page, await serviceTotal(page, tokens, objectId, lastMonth));
  // previous of a calendar month is the month before
  await page.getByRole('button', { name: 'Previous period' }).click();
  const monthBefore = shiftPeriod(lastMonth, -1);
  await expect(page.getByTestId('period-label')).toHaveText(formatMonthYear(monthBefore.start, 'en'));
  await expectTotal(page, await serviceTotal(page, tokens, objectId, monthBefore));

  await preset.selectOption('last-365-days');
  await expect(page.getByTestId('period-label')).toHaveText(/\d{4}/);
  await expect(page.getByTestId('resolution')).toHaveText('Shown per month');

  await preset.selectOption('this-year');
  await expect(page.getByTestId('period-label')).toHaveText(day.slice(0, 4));

  await preset.selectOption('last-week');
  await expect(page.getByTestId('resolution')).toHaveText('Shown per day');

  await preset.selectOption('last-7-days');
  await expect(page.getByTestId('period-label')).toHaveText('Last 7 days');

  // one day of a property with hourly values: per hour, and the comparison is "the day before"
  await preset.selectOption('today');
  await expect(page.getByTestId('period-label')).toHaveText('Today');
  await expect(page.getByTestId('resolution')).toHaveText('Shown per hour');
  await page.getByRole('button', { name: 'Previous period' }).click();
  await expect(page.getByRole('radio', { name: 'The day before' })).toBeVisible();
  const yesterday = shiftPeriod({ start: day, end: day }, -1);
  await expectTotal(page, await serviceTotal(page, tokens, objectId, yesterday));
  const hours = (
    await graphOf(page.request, tokens, {
      objectId,
      resolution: 'HOUR',
      ...periodToServiceDateTimes(yesterday),
      consumption: { series: [{ quantityDescriptor: { quantity: QUANTITY } }] },
    })
  ).timestamps.length;
  await expect(page.getByTestId('consumption-chart')).toHaveAttribute('data-points', String(hours));
});

test('custom period, and the comparison selector of the unit page', async ({ page, playwright }) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
  // SPEC §4: property average by default on the unit's pages, with previous period and previous year
  await expect(page.getByRole('radio', { name: 'Property average' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Previous period' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Previous year' })).toBeVisible();
  await page.getByRole('radio', { name: 'Previous year' }).check();
  await expect(page.locator('.highcharts-legend')).toContainText('Previous year');

  await page.getByLabel('Choose a period').selectOption('custom');
  const custom = { start: '2026-03-28', end: '2026-03-30' };
  await page.getByLabel('From', { exact: true }).fill(custom.start);
  await page.getByLabel('To', { exact: true }).fill(custom.end);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByTestId('period-label')).toHaveText(withAnyDashSpacing(formatDateRange(custom, 'en')));
  await expectTotal(page, await serviceTotal(page, tokens, objectId, custom));
});

test('Danish and Norwegian number formats', async ({ page, playwright }) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'da' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  await page.goto(`/t/${TENANCY}/consumption/cold-water-volume`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koldt vand');
  const total = await serviceTotal(page, tokens, objectId, defaultPeriod(today()), 'cold-water-volume');
  await expectTotal(page, total, 'cold-water-volume', 'da');
  await expect(page.getByTestId('total-value')).toHaveText(/^\d+,\d{3}\u00a0m³$/);
});

test('Norwegian dates and numbers', async ({ page, playwright }) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'nb' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  await page.goto(`/t/${TENANCY}/consumption/hot-water-volume`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Varmtvann');
  await page.getByLabel('Velg en periode').selectOption('last-month');
  const lastMonth = presetPeriod('last-month', today());
  await expect(page.getByTestId('period-label')).toHaveText(formatMonthYear(lastMonth.start, 'nb'));
  await expectTotal(
    page,
    await serviceTotal(page, tokens, objectId, lastMonth, 'hot-water-volume'),
    'hot-water-volume',
    'nb',
  );
  await expect(page.getByTestId('total-value')).toHaveText(/^\d+,\d{3}\u00a0m³$/);
  await page.getByRole('button', { name: 'Vis som tabell' }).click();
  await expect(page.getByTestId('chart-table').locator('tbody th').first()).toHaveText(/^\d{1,2}\. \p{L}+\.? \d{4}$/u);
});

test('another quantity shows nothing of the previous one while its figures load', async ({ page, playwright }) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  const period = defaultPeriod(today());
  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
  await expectTotal(page, await serviceTotal(page, tokens, objectId, period));

  // the heat figures are held back until the page has been looked at
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/graphql'),
    async (route) => {
      const body = route.request().postData() ?? '';
      if (body.includes('heat-energy')) await held;
      await route.fallback();
    },
  );
  // a client-side navigation: the overview stays mounted, only its quantity changes
  await page.evaluate(() => {
    window.history.pushState({}, '', '/t/1/consumption/heat-energy');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Heat');
  await expect(page.getByTestId('total-value')).toHaveCount(0);
  await expect(page.getByTestId('consumption-chart')).toHaveCount(0);

  release();
  await expectTotal(page, await serviceTotal(page, tokens, objectId, period, 'heat-energy'), 'heat-energy');
});
