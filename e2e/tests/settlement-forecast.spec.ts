// The settlement forecast (issue 23, docs/decisions/0151, 0152): the dashboard's card ("Your 2026
// settlement: expected refund NOK 456–736") and the page explaining it, with the data service's figures
// for the demo tenant's Oslo tenancy (a refund) and Aarhus tenancy (an extra payment); axe finds nothing
// serious, and nothing scrolls sideways on a phone.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql, serviceUrls, type TokenPairs } from '../support/session.ts';
import { demoTokens, signInWith } from '../support/consumption.ts';
import { seriousViolations } from '../support/a11y.ts';

const OSLO = '1';
const AARHUS = '13';
type Language = 'en' | 'da' | 'nb';

interface Range {
  expected: number;
  low: number;
  high: number;
}
interface ServiceForecast {
  state: string;
  period: { start: string; end: string } | null;
  currency: string;
  lines: Array<{ utility: string; balance: Range | null }>;
  total: { cost: Range; advancePaid: number; advanceToPay: number; balance: Range } | null;
  months: Array<{ month: string }>;
  basis: { degreeDayYears: number[]; daysElapsed: number; daysRemaining: number } | null;
}

async function serviceForecast(request: APIRequestContext, tokens: TokenPairs, tenancyId: string) {
  const { settlementForecast } = await gql<{ settlementForecast: ServiceForecast }>(
    request,
    serviceUrls().data,
    `query ($t: ID!) { settlementForecast(tenancyId: $t) { state period { start end } currency
      lines { utility balance { expected low high } }
      total { cost { expected low high } advancePaid advanceToPay balance { expected low high } }
      months { month } basis { degreeDayYears daysElapsed daysRemaining } } }`,
    { t: tenancyId },
    tokens.data.token,
  );
  return settlementForecast;
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'da-DK');

/** Whole money, and a range of it with the currency once (SPEC §9's number format). */
function money(language: Language, currency: string) {
  const f = new Intl.NumberFormat(locale(language), { style: 'currency', currency, maximumFractionDigits: 0 });
  return { one: (v: number) => plain(f.format(v)), range: (a: number, b: number) => plain(f.formatRange(a, b)) };
}

const WORDS = {
  en: {
    title: 'Settlement forecast',
    card: 'Your {years} settlement',
    refund: 'Expected refund',
    pay: 'Expected to pay',
  },
  da: {
    title: 'Prognose for regnskabet',
    card: 'Dit regnskab for {years}',
    refund: 'Forventet tilbagebetaling',
    pay: 'Forventet efterbetaling',
  },
  nb: {
    title: 'Prognose for oppgjøret',
    card: 'Oppgjøret ditt for {years}',
    refund: 'Forventet tilbakebetaling',
    pay: 'Forventet etterbetaling',
  },
} as const;
const APP_TITLE: Record<Language, string> = { en: 'the tenancy app', da: 'Beboer App', nb: 'Beboer App' };

/** The balance as the tenant must read it: positive is to pay, negative a refund, smaller amount first. */
function expectedBalance(f: ServiceForecast, language: Language): { label: string; value: string } {
  const { low, high } = f.total!.balance;
  const m = money(language, f.currency);
  if (high <= 0) return { label: WORDS[language].refund, value: m.range(-high, -low) };
  if (low >= 0) return { label: WORDS[language].pay, value: m.range(low, high) };
  throw new Error('the demo tenancies’ ranges do not span zero');
}

async function expectCard(page: Page, f: ServiceForecast, language: Language) {
  expect(f.state).toBe('FORECAST');
  const card = page.getByTestId('settlement-card');
  const years = f.period!.start.slice(0, 4);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(WORDS[language].card.replace('{years}', years));
  const balance = expectedBalance(f, language);
  await expect(card.getByTestId('settlement-card-label')).toHaveText(balance.label);
  expect(plain(await card.getByTestId('settlement-card-balance').innerText())).toBe(balance.value);
}

test.describe('the settlement forecast', () => {
  test('the dashboard’s card says the Oslo tenancy’s refund, and its page explains it, in English', async ({
    page,
    playwright,
  }) => {
    const tokens = await demoTokens(playwright);
    const forecast = await serviceForecast(page.request, tokens, OSLO);
    // the demo's Oslo tenancy gets money back (docs/decisions/0151)
    expect(forecast.total!.balance.high).toBeLessThan(0);
    await signInWith(page, tokens, { language: 'en' });
    await page.goto(`/t/${OSLO}`);
    await expectCard(page, forecast, 'en');

    await page.getByTestId('settlement-card').getByRole('link', { name: 'See the forecast' }).click();
    await expect(page).toHaveURL(new RegExp(`/t/${OSLO}/consumption/settlement$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settlement forecast');
    await expect(page).toHaveTitle(`Settlement forecast · ${APP_TITLE.en}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.filter({ visible: true }).getByText('Settlement forecast')).toHaveCount(1);

    const m = money('en', forecast.currency);
    const balance = expectedBalance(forecast, 'en');
    expect(plain(await page.getByTestId('settlement-balance-range').innerText())).toBe(balance.value);
    expect(plain(await page.getByTestId('settlement-balance-expected').innerText())).toBe(
      `Most likely a refund of ${m.one(-forecast.total!.balance.expected)}`,
    );
    const cost = plain(await page.getByTestId('settlement-cost').innerText());
    expect(cost).toContain(m.one(forecast.total!.cost.expected));
    expect(cost).toContain(m.range(forecast.total!.cost.low, forecast.total!.cost.high));
    expect(plain(await page.getByTestId('settlement-advances').innerText())).toContain(
      `${m.one(forecast.total!.advancePaid)} paid so far · ${m.one(forecast.total!.advanceToPay)} still to pay`,
    );
    // plainly an estimate, and on what it rests
    await expect(page.getByTestId('settlement-estimate')).toContainText('This is an estimate, not a bill');
    const basis = plain(await page.getByTestId('settlement-basis').innerText());
    for (const year of forecast.basis!.degreeDayYears) expect(basis).toContain(String(year));
    expect(basis).toContain(`${forecast.basis!.daysRemaining} days remain to be forecast`);
    // one card per settled utility
    for (const line of forecast.lines) {
      const id = line.utility.toUpperCase().replace(/-/g, '_');
      await expect(page.getByTestId(`settlement-line-${id}`)).toBeVisible();
    }

    // the chart: the range as a band, the cost as read and as expected, the advances; and as a table
    const chart = page.getByTestId('settlement-chart');
    await expect(chart.locator('.highcharts-series-group .highcharts-series')).toHaveCount(4);
    await expect(chart.locator('.highcharts-series.highcharts-arearange-series')).toHaveCount(1);
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByTestId('settlement-table').locator('tbody tr')).toHaveCount(forecast.months.length);
  });

  test('the Aarhus tenancy’s extra payment, on the card and the page, in Danish', async ({ page, playwright }) => {
    const tokens = await demoTokens(playwright);
    const aarhus = await serviceForecast(page.request, tokens, AARHUS);
    // the demo's Aarhus tenancy pays extra (docs/decisions/0151)
    expect(aarhus.total!.balance.low).toBeGreaterThan(0);
    await signInWith(page, tokens, { language: 'da' });
    await page.goto(`/t/${AARHUS}`);
    await expectCard(page, aarhus, 'da');
    await page.getByTestId('settlement-card').getByRole('link', { name: 'Se prognosen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.da.title);
    await expect(page).toHaveTitle(`${WORDS.da.title} · ${APP_TITLE.da}`);
    expect(plain(await page.getByTestId('settlement-balance-range').innerText())).toBe(
      expectedBalance(aarhus, 'da').value,
    );
    await expect(
      page.getByTestId('settlement-chart').locator('.highcharts-series-group .highcharts-series'),
    ).toHaveCount(4);
  });

  test('the card keeps its size while the forecast comes, on a phone and on a desktop', async ({
    page,
    playwright,
  }) => {
    const tokens = await demoTokens(playwright);
    await signInWith(page, tokens, { language: 'en' });
    // each start without the copy of the screen last left (the second would show it in front while the
    // card loads behind it: docs/decisions/0090): the card's own loading state is what is measured
    await page.addInitScript(() => localStorage.removeItem('nucleolus.lastScreen'));
    // the forecast's answer held back a moment, so that the card's loading state can be measured
    await page.route(serviceUrls().data, async (route) => {
      if (route.request().postData()?.includes('SettlementForecast')) await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/t/${OSLO}`);
      const card = page.getByTestId('settlement-card');
      await expect(card.locator('[aria-busy="true"]')).toBeVisible();
      const loading = (await card.boundingBox())!;
      await expect(card.getByTestId('settlement-card-balance')).toBeVisible();
      const loaded = (await card.boundingBox())!;
      const change = Math.abs(loaded.height - loading.height);
      expect(change, `${width} px: ${loading.height} → ${loaded.height}`).toBeLessThanOrEqual(4);
    }
  });

  for (const width of [360, 1440]) {
    test(`at ${width} px, in Norwegian: the card and the page have no serious axe finding and do not scroll sideways`, async ({
      page,
      playwright,
    }) => {
      const tokens = await demoTokens(playwright);
      await signInWith(page, tokens, { language: 'nb' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/t/${OSLO}`);
      await expect(page.getByTestId('settlement-card-balance')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await seriousViolations(page, { include: ['main'] })).toEqual([]);
      await page.goto(`/t/${OSLO}/consumption/settlement`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.nb.title);
      await expect(page.getByTestId('settlement-chart').locator('svg')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
    });
  }
});
