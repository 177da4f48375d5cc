import { expect, test, type Page } from '@playwright/test';
import { DEMO, gql, obtainTokens, serviceUrls, tenanciesOf, type TokenPairs } from '../support/session.ts';
import { dailyOf, demoTokens, signInWith, unitIdOf, withAnyDashSpacing } from '../support/consumption.ts';
import { addDays } from '../../domain/src/local-date.ts';
import { lastDays } from '../../shared/src/time/period.ts';
import { today } from '../../domain/src/zone.ts';
import { periodToServiceDates, periodToServiceDateTimes } from '../../shared/src/time/service-format.ts';
import { RATING_LETTERS, rateUnit, ratingPeriod } from '../../shared/src/domain/rating.ts';
import { formatQuantity } from '../../shared/src/format/number.ts';
import { formatDate, formatDateRange, formatTimestamp } from '../../shared/src/time/format-date.ts';
import { en } from '../../shared/src/i18n/locales/en.ts';
import { da } from '../../shared/src/i18n/locales/da.ts';
import { seriousViolations } from '../support/a11y.ts';

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
  const cards = page.locator('article[data-quantity]');
  await expect(cards.first()).toBeVisible();
  const quantities = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-quantity')!));
  expect(quantities.length).toBeGreaterThan(1);
  for (const quantity of quantities) {
    const card = page.locator(`article[data-quantity="${quantity}"]`);
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
  // cost up front where the property has prices: the period's cost in its currency, against the property
  const cost = page.getByTestId('card-cost-electricity-energy');
  await expect(cost).toContainText('Cost');
  await expect(cost).toContainText(/NOK\s?\d/);
  await expect(cost).toContainText(/% (less|more)|the same/);
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
  await expect(page.locator('article[data-quantity="gas-volume"]')).toHaveCount(1);
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
  await expect(charts).toHaveCount(await page.locator('article[data-quantity]').count());
  // the whole document, not only the page's main: a hidden table must not widen it either
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of await charts.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
    expect(box.width).toBeGreaterThan(200);
  }
  expect(await seriousViolations(page, { include: ['main'] })).toEqual([]);
});

// The rating (docs/decisions/0052): per m² against the property's per m² over the same days, as a
// letter on its A+ to G scale with "You" and "A typical home" on it.

/** What the rating card must say, written here (not taken from the app). */
const RATING_WORDS = {
  en: {
    summary: (letter: string, typical: string) => `Your rating: ${letter}. A typical home: ${typical}.`,
    provisionalSummary: (letter: string, typical: string) =>
      `Your provisional rating: ${letter}. A typical home: ${typical}.`,
    you: 'You',
    typical: 'A typical home',
    provisional: (days: number, period: string) => `Provisional: based on ${days} days (${period})`,
    perM2: 'Heat per m², compared with the property’s average per m² over the same days.',
    perHome: 'per home, versus the property average',
  },
  da: {
    summary: (letter: string, typical: string) => `Din vurdering: ${letter}. En typisk bolig: ${typical}.`,
    provisionalSummary: (letter: string, typical: string) =>
      `Din foreløbige vurdering: ${letter}. En typisk bolig: ${typical}.`,
    you: 'Dig',
    typical: 'En typisk bolig',
    provisional: (days: number, period: string) => `Foreløbig: baseret på ${days} dage (${period})`,
    perM2: 'Varme pr. m² sammenlignet med ejendommens gennemsnit pr. m² for de samme dage.',
    perHome: 'pr. bolig i forhold til ejendommens gennemsnit',
  },
  nb: {
    summary: (letter: string, typical: string) => `Din vurdering: ${letter}. En typisk bolig: ${typical}.`,
    provisionalSummary: (letter: string, typical: string) =>
      `Din foreløpige vurdering: ${letter}. En typisk bolig: ${typical}.`,
    you: 'Deg',
    typical: 'En typisk bolig',
    provisional: (days: number, period: string) => `Foreløpig: basert på ${days} dager (${period})`,
    perM2: 'Varme per m², sammenlignet med eiendommens gjennomsnitt per m² de samme dagene.',
    perHome: 'per bolig sammenlignet med eiendommens gjennomsnitt',
  },
} as const;

/**
 * The rating the service's figures give for a tenancy: the unit's and the property's heat per m² over
 * the rating's days (the last 365 days of the tenancy), asked directly.
 */
async function serviceRating(page: Page, tokens: TokenPairs, tenancyId: string) {
  const { tenancies } = await gql<{
    tenancies: Array<{
      id: string;
      unitId: string;
      start: string;
      end: string | null;
      dataAvailability: { start: string | null; end: string | null };
    }>;
  }>(
    page.request,
    serviceUrls().data,
    '{ tenancies { id unitId start end dataAvailability { start end } } }',
    {},
    tokens.data.token,
  );
  const tenancy = tenancies.find((t) => t.id === tenancyId)!;
  const basis = ratingPeriod(tenancy, today())!;
  const { unitQuantityKpis: figures } = await gql<{
    unitQuantityKpis: { total: number | null; propertyComparison: number | null };
  }>(
    page.request,
    serviceUrls().data,
    'query ($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total propertyComparison } }',
    {
      i: {
        objectId: tenancy.unitId,
        quantity: 'heat-energy',
        ...periodToServiceDates(basis.period),
        normalized: true,
      },
    },
    tokens.data.token,
  );
  const rating = rateUnit({ unit: figures.total, property: figures.propertyComparison, days: basis.days });
  if (rating.kind !== 'rated') throw new Error(`No rating for tenancy ${tenancyId}: ${JSON.stringify(rating)}`);
  return { basis, rating };
}

/** The card shows `letter` on the eight-letter scale, "You" at it and "A typical home" at C. */
async function expectScale(page: Page, language: 'en' | 'da' | 'nb', letter: string, provisional: boolean) {
  const words = RATING_WORDS[language];
  const card = page.getByTestId('rating-card');
  await expect(card.getByTestId('rating-letter')).toHaveText(letter);
  const scale = card.getByRole('img', {
    name: (provisional ? words.provisionalSummary : words.summary)(letter, 'C'),
  });
  await expect(scale).toBeVisible();
  // all eight letters, best first, each written on its bar (not colour alone)
  const rows = scale.locator('li');
  await expect(rows).toHaveCount(8);
  expect(await rows.evaluateAll((lis) => lis.map((li) => li.getAttribute('data-letter')))).toEqual([...RATING_LETTERS]);
  for (const [i, each] of RATING_LETTERS.entries())
    await expect(rows.nth(i).locator('.mfc-scale-bar')).toHaveText(each);
  // the markers, as text, at their letters and nowhere else
  const you = scale.getByText(words.you, { exact: true });
  await expect(you).toHaveCount(1);
  await expect(you).toBeVisible();
  await expect(scale.locator(`li[data-letter="${letter}"]`).getByText(words.you, { exact: true })).toBeVisible();
  const typical = scale.getByText(words.typical, { exact: true });
  await expect(typical).toHaveCount(1);
  await expect(scale.locator('li[data-letter="C"]').getByText(words.typical, { exact: true })).toBeVisible();
  // the rating says its basis; the thresholds are not shown (SPEC §9)
  await expect(card.getByTestId('rating-basis')).toContainText(words.perM2);
  expect(await card.textContent()).not.toMatch(/\d\s*%/);
}

for (const { language, who, tenancy } of [
  { language: 'en', who: 'other', tenancy: '2' },
  { language: 'da', who: 'demo', tenancy: AARHUS },
  { language: 'nb', who: 'demo', tenancy: OSLO },
] as const) {
  test(`the rating on its scale with "you" and "a typical home", ${who}@'s tenancy ${tenancy}, in ${language}`, async ({
    page,
  }) => {
    const user = who === 'demo' ? DEMO.demo : DEMO.other;
    const tokens = await obtainTokens(page.request, user.email, user.password);
    await signInWith(page, tokens, { language });
    const { basis, rating } = await serviceRating(page, tokens, tenancy);
    // A full year of the unit against the same year of the property, per m² on both sides. In the demo
    // world every unit is within 4 % of its property's average per m²: an average home, C, the middle
    // of the scale (before, all of these showed D, beside "you are using less").
    expect(basis.days).toBe(365);
    expect(rating.provisional).toBe(false);
    expect(rating.letter).toBe('C');
    await page.goto(`/t/${tenancy}`);
    await expectScale(page, language, rating.letter, false);
    await expect(page.getByTestId('rating-provisional')).toHaveCount(0);
    // the heat card compares per home, and says so
    await expect(page.getByTestId('card-comparison-heat-energy')).toContainText(RATING_WORDS[language].perHome);
  });
}

test('a tenancy of fewer than 365 days has a provisional letter that says how many days it rests on', async ({
  page,
}) => {
  const tokens = await obtainTokens(page.request, DEMO.former.email, DEMO.former.password);
  const [tenancy] = await tenanciesOf(page.request, tokens);
  await signInWith(page, tokens, { language: 'en' });
  const { basis, rating } = await serviceRating(page, tokens, tenancy!.id);
  // the former tenant's two months (61 days with the seed started on 25 November), against the property
  // over the same days, not over the last 365
  expect(basis.days).toBeGreaterThanOrEqual(59);
  expect(basis.days).toBeLessThanOrEqual(62);
  expect(rating.provisional).toBe(true);
  await page.goto(`/t/${tenancy!.id}`);
  await expectScale(page, 'en', rating.letter, true);
  await expect(page.getByTestId('rating-provisional')).toHaveText(
    withAnyDashSpacing(RATING_WORDS.en.provisional(basis.days, formatDateRange(basis.period, 'en'))),
  );
});

test('the rating scale at 360 px: inside the screen, markers readable, no serious or critical violations', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'nb' });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/t/${OSLO}`);
  const scale = page.getByTestId('rating-scale');
  await expect(scale).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  for (const box of await scale
    .locator('.mfc-scale-bar, .mfc-scale-marker')
    .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(360);
  }
  // the marker texts are whole, not cut off
  for (const fits of await scale
    .locator('.mfc-scale-marker')
    .evaluateAll((els) => els.map((e) => e.scrollWidth <= e.clientWidth + 1)))
    expect(fits).toBe(true);
  expect(await seriousViolations(page, { include: ['[data-testid="rating-card"]'] })).toEqual([]);
});

test('the dashboard keeps its layout while its figures come, on a phone and on a desktop', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  // every layout shift of the page's life, as the browser reports them (what CLS adds up)
  await page.addInitScript(() => {
    const shifts: { value: number; what: string[] }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const shift = entry as unknown as {
          value: number;
          sources: { node?: Element; previousRect: DOMRect; currentRect: DOMRect }[];
        };
        shifts.push({
          value: shift.value,
          what: shift.sources.map(
            (s) =>
              `${s.node?.nodeName}.${s.node?.className} ${s.previousRect.height}@${s.previousRect.y} → ${s.currentRect.height}@${s.currentRect.y}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/t/${OSLO}`);
    await expect(page.getByTestId('rating-letter')).toBeVisible();
    await expect(page.getByTestId('climate-temperature')).toContainText('°C');
    await expect(page.getByTestId('climate-humidity')).toContainText('%');
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: { value: number; what: string[] }[] }).shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `layout shifts at ${viewport.width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
  }
});

test('on a phone the quantity cards out of sight are rendered only as they come near, and scrolling to them moves nothing in view', async ({
  page,
  playwright,
}) => {
  const tokens = await demoTokens(playwright);
  await signInWith(page, tokens, { language: 'en' });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(`/t/${OSLO}`);
  const cards = page.locator('article[data-quantity]');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  /** Whether a card's daily bars are rendered (not skipped as out of sight). */
  const rendered = () =>
    cards.evaluateAll((els) =>
      els.map((card) => card.querySelector('svg')?.checkVisibility({ contentVisibilityAuto: true }) ?? false),
    );
  const before = await rendered();
  expect(before.length).toBeGreaterThan(3);
  expect(before.at(-1), 'the last card, far below the screen, is not rendered').toBe(false);
  // the shifts of what is on screen while the page scrolls down a screen at a time (scrolling is no
  // input that excuses a shift)
  await page.evaluate(() => {
    const found: number[] = [];
    (window as unknown as { scrollShifts: number[] }).scrollShifts = found;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) found.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
  });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // each card is rendered when it comes near (and skipped again once it is far above)
  const seen = before.map(() => false);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    (await rendered()).forEach((shown, i) => (seen[i] ||= shown));
  }
  expect(seen).toEqual(before.map(() => true));
  const shifts = await page.evaluate(() => (window as unknown as { scrollShifts: number[] }).scrollShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.02);
  // a card out of sight holds about the height it has once drawn: the page (and its scroll bar) hardly
  // changes length as the cards come into view
  const drawn = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(
    Math.abs(drawn - height) / drawn,
    `page ${height} px before the cards were drawn, ${drawn} px after`,
  ).toBeLessThan(0.05);
});
