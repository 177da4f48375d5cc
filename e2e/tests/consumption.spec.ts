import { expect, test, type Page } from '@playwright/test';
import type { TokenPairs } from '../support/session.ts';
import {
  type ServiceSpan,
  comparedOf,
  demoTokens,
  graphOf,
  kpiSpansOf,
  kpisOf,
  signInWith,
  unitIdOf,
  withAnyDashSpacing,
} from '../support/consumption.ts';
import { gql, serviceUrls } from '../support/session.ts';
import { addDays, addMonths } from '../../domain/src/local-date.ts';
import { defaultPeriod, presetPeriod, shiftPeriod, type Period } from '../../shared/src/time/period.ts';
import { today } from '../../domain/src/zone.ts';
import { periodToServiceDates, periodToServiceDateTimes } from '../../shared/src/time/service-format.ts';
import { formatQuantity } from '../../shared/src/format/number.ts';
import { formatDateRange, formatMonthYear } from '../../shared/src/time/format-date.ts';

// The demo tenant's Oslo tenancy (all quantities, hourly values).
const TENANCY = '1';
const QUANTITY = 'electricity-energy';

async function serviceTotal(page: Page, tokens: TokenPairs, objectId: string, p: Period, quantity = QUANTITY) {
  return (await kpisOf(page.request, tokens, { objectId, quantity, ...periodToServiceDates(p) })).total;
}

/** A resolution of the view's "Shown per" choice. */
const resolution = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Shown per' }).getByRole('radio', { name, exact: true });

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
  await expect(resolution(page, 'Day')).toBeChecked();
  await expectTotal(page, await serviceTotal(page, tokens, objectId, lastMonth));
  // previous of a calendar month is the month before
  await page.getByRole('button', { name: 'Previous period' }).click();
  const monthBefore = shiftPeriod(lastMonth, -1);
  await expect(page.getByTestId('period-label')).toHaveText(formatMonthYear(monthBefore.start, 'en'));
  await expectTotal(page, await serviceTotal(page, tokens, objectId, monthBefore));

  await preset.selectOption('last-365-days');
  await expect(page.getByTestId('period-label')).toHaveText(/\d{4}/);
  await expect(resolution(page, 'Month')).toBeChecked();

  await preset.selectOption('this-year');
  await expect(page.getByTestId('period-label')).toHaveText(day.slice(0, 4));

  await preset.selectOption('last-week');
  await expect(resolution(page, 'Day')).toBeChecked();

  await preset.selectOption('last-7-days');
  await expect(page.getByTestId('period-label')).toHaveText('Last 7 days');

  // one day of a property with hourly values: per hour, and the comparison is "the day before"
  await preset.selectOption('today');
  await expect(page.getByTestId('period-label')).toHaveText('Today');
  await expect(resolution(page, 'Hour')).toBeChecked();
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

// ---- issue 16: a period not yet over is compared with the same part, and every view says where its data end ----

type Language = 'en' | 'da' | 'nb';

/** What the views must say, written here (not taken from the app). */
const PARTIAL_WORDS: Record<Language, { partial: string; against: string; until: string }> = {
  en: { partial: 'Partial period:', against: 'against', until: 'Data until' },
  da: { partial: 'Delvis periode:', against: 'sammenlignet med', until: 'Data frem til' },
  nb: { partial: 'Delvis periode:', against: 'sammenlignet med', until: 'Data frem til' },
};
const DATE_LOCALE: Record<Language, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };

/** A local date (and time) placed on UTC, so that Intl formats its wall clock unchanged. */
function utc(date: string, hour = 12, minute = 0): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour, minute));
}
function clock(time: string, language: Language): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(DATE_LOCALE[language], {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(utc('2026-01-01', h, m));
}
const atMidnight = (stamp: string) => stamp.slice(11, 16) === '00:00';
/** The last day a span touches: the day before a midnight end. */
const lastDay = (span: ServiceSpan) =>
  atMidnight(span.end) ? addDays(span.end.slice(0, 10), -1) : span.end.slice(0, 10);

/**
 * A span as a comparison label writes it: the days it touches, long month names ("1–24 November"),
 * a single day not whole with its hours ("1 November, 00:00–09:00"), the years when the spans lie in
 * more than one year.
 */
function spanWords(span: ServiceSpan, language: Language, year: boolean): string {
  const first = span.begin.slice(0, 10);
  const last = lastDay(span);
  const days = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
  if (first === last) {
    if (atMidnight(span.begin) && atMidnight(span.end)) return days.format(utc(first));
    return `${days.format(utc(first))}, ${clock(span.begin.slice(11, 16), language)}–${clock(span.end.slice(11, 16), language)}`;
  }
  return days.formatRange(utc(first), utc(last));
}

function yearsDiffer(spans: ServiceSpan[]): boolean {
  return new Set(spans.flatMap((s) => [s.begin.slice(0, 4), lastDay(s).slice(0, 4)])).size > 1;
}

/** "Partial period: 1–24 November against 1–24 October" for the service's spans. */
function partialLabel(current: ServiceSpan, compared: ServiceSpan, language: Language): string {
  const year = yearsDiffer([current, compared]);
  const words = PARTIAL_WORDS[language];
  return `${words.partial} ${spanWords(current, language, year)} ${words.against} ${spanWords(compared, language, year)}`;
}

/** "Data until 24 Nov, 21:00" (the year only when it is not this year) for the service's time stamp. */
function dataUntilWords(stamp: string, language: Language): string {
  const date = stamp.slice(0, 10);
  const day = new Intl.DateTimeFormat(DATE_LOCALE[language], {
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) !== today().slice(0, 4) ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(utc(date));
  return `${PARTIAL_WORDS[language].until} ${day}, ${clock(stamp.slice(11, 16), language)}`;
}

for (const language of ['en', 'da', 'nb'] as const) {
  test(`this month so far is labelled as partial, "1–N month against 1–N the month before", and says where its data end, in ${language}`, async ({
    page,
    playwright,
  }) => {
    const tokens = await demoTokens(playwright);
    await signInWith(page, tokens, { language });
    const objectId = await unitIdOf(page.request, tokens, TENANCY);
    const month = presetPeriod('this-month', today());
    await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
    const words = {
      en: ['Choose a period', 'Previous period'],
      da: ['Vælg en periode', 'Forrige periode'],
      nb: ['Velg en periode', 'Forrige periode'],
    }[language];
    await page.getByLabel(words[0]!).selectOption('this-month');
    await page.getByRole('radio', { name: words[1], exact: true }).check();
    await expect(page.getByTestId('period-label')).toHaveText(formatMonthYear(month.start, language));

    // the data service's own answer for the graph the page draws, and for its key figures
    const { related } = await comparedOf(page.request, tokens, {
      objectId,
      resolution: 'DAY',
      ...periodToServiceDateTimes(month),
      mode: 'HOURLY_VALUES',
      consumption: { series: [{ quantityDescriptor: { quantity: QUANTITY, normalized: false } }] },
      compareWith: ['previous-period'],
    });
    const kpis = await kpiSpansOf(page.request, tokens, {
      objectId,
      quantity: QUANTITY,
      ...periodToServiceDates(month),
    });
    // the month is not over: only its first days are compared, with the same days of the month before
    expect(related?.partial).toBe(true);
    expect(kpis.partial).toBe(true);
    const current = related!.currentSpan!;
    const compared = related!.comparedSpan!;
    expect(current.begin).toBe(`${month.start}T00:00:00`);
    expect(compared.begin).toBe(`${addMonths(month.start, -1)}T00:00:00`);
    expect(lastDay(current) <= today()).toBe(true);

    await expect(page.getByTestId('comparison-span')).toHaveText(
      withAnyDashSpacing(partialLabel(current, compared, language)),
    );
    await expect(page.locator('[data-kpi="overview.previous_period"]').getByTestId('kpi-span')).toHaveText(
      withAnyDashSpacing(partialLabel(kpis.currentSpan!, kpis.previousPeriodSpan!, language)),
    );
    await expect(page.getByTestId('data-until')).toHaveText(dataUntilWords(kpis.dataUntil!, language));
  });
}

test('every consumption view says where its data end: unit, room, meter, indoor climate and the dashboard cards', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  const objectId = await unitIdOf(page.request, tokens, TENANCY);
  const period = defaultPeriod(today());
  const dataUntil = async (id: string, quantity: string) =>
    (await kpiSpansOf(page.request, tokens, { objectId: id, quantity, ...periodToServiceDates(period) })).dataUntil!;

  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}`);
  await expect(page.getByTestId('data-until')).toHaveText(dataUntilWords(await dataUntil(objectId, QUANTITY), 'en'));

  // a room and a meter: their own graphs' newest reading
  await page.goto(`/t/${TENANCY}/consumption/hca`);
  await page.getByRole('link', { name: 'Living room', exact: true }).click();
  await expect(page.getByTestId('data-until')).toHaveText(/^Data until \d{1,2} \w{3}( \d{4})?, \d{2}:\d{2}$/);
  const { meters } = await gql<{ meters: Array<{ id: string; quantity: string }> }>(
    page.request,
    serviceUrls().data,
    `{ meters(tenancyId: "${TENANCY}") { id quantity } }`,
    {},
    tokens.data.token,
  );
  const meter = meters.find((m) => m.quantity === QUANTITY)!;
  await page.goto(`/t/${TENANCY}/consumption/${QUANTITY}/meter/${meter.id}`);
  const meterGraph = await comparedOf(page.request, tokens, {
    objectId: meter.id,
    resolution: 'DAY',
    ...periodToServiceDateTimes(period),
    consumption: { series: [{ quantityDescriptor: { quantity: QUANTITY } }] },
  });
  await expect(page.getByTestId('data-until')).toHaveText(dataUntilWords(meterGraph.dataUntil!, 'en'));

  await page.goto(`/t/${TENANCY}/consumption/indoor-climate`);
  await expect(page.getByTestId('data-until-indoor-temperature')).toHaveText(
    dataUntilWords(await dataUntil(objectId, 'indoor-temperature'), 'en'),
  );

  // the dashboard's cards: their KPI answer carries it
  await page.goto(`/t/${TENANCY}`);
  await expect(page.getByTestId(`card-data-until-${QUANTITY}`)).toHaveText(
    dataUntilWords(await dataUntil(objectId, QUANTITY), 'en'),
  );
});
