// The statement and report PDFs, read back with a PDF text extractor (unpdf: pdf.js without a
// browser): their texts in the link's language with æ ø å intact, the settlement's sections and sums,
// and their metadata (Title, Language).
import { beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { settle, statementData } from '../src/statements/settlement.ts';
import { DEMO, serveData, setupHarness } from './harness.ts';

const h = setupHarness();
const { local } = serveData(h);
let token: string;
let oslo: { id: string };

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { id brand } }`, {}, { token });
  oslo = r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway');
});

async function read(url: string) {
  const res = await fetch(local(url));
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { info } = await getMeta(pdf);
  const { text } = await extractText(pdf, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), info: info as Record<string, string> };
}

/** "1 234,50" / "1,234.50" as a number. */
function amount(text: string, label: string, decimalComma: boolean): number {
  const m = new RegExp(`${label} (-?[\\d.,\\u00a0 ]+) NOK`).exec(text);
  expect(m, label).not.toBeNull();
  const digits = m![1]!.replace(/[\s\u00a0]/g, '');
  return Number(decimalComma ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''));
}

describe('allocation statement PDF', () => {
  it('is a heating and water settlement in the user’s language (nb) whose balance is the sum less the advance payments', async () => {
    const r = await h.data(
      `query($t: ID!) { allocationStatements(tenancyId: $t) { id url periodStartDate } }`,
      {
        t: oslo.id,
      },
      { token },
    );
    const newest = r.data.allocationStatements[0];
    expect(newest.url).toMatch(/&lang=nb$/);
    const { text, info } = await read(newest.url);
    expect(info.Title).toBe('Fordelingsoppgjør for varme og vann 01.01.2025–31.12.2025');
    expect(info.Language).toBe('nb');
    expect(info.Author).toBe('Grünerløkka Bo');
    for (const section of [
      'Fordelingsoppgjør for varme og vann',
      'Grünerløkka Bo',
      'Thorvald Meyers gate 12, H0101, 0555 Oslo',
      'Oppgjørsperiode 01.01.2025–31.12.2025',
      'Varme',
      'Varmtvann',
      'Kaldtvann',
      'Eiendommens samlede kostnad',
      'Fastdel (40 %), etter areal',
      'Forbruksdel (60 %), etter målere',
      'Startavlesning',
      'Sluttavlesning',
      'Innbetalt akonto',
      'Spørsmål om oppgjøret',
    ]) {
      expect(text).toContain(section);
    }

    const row = await h.db.db
      .selectFrom('allocation_statements')
      .select('lines')
      .where('id', '=', Number(newest.id))
      .executeTakeFirstOrThrow();
    const s = settle(statementData(row.lines)!);
    const total = amount(text, 'Dine kostnader i perioden', true);
    const advance = -amount(text, 'Innbetalt akonto', true);
    const balance = amount(text, s.balance >= 0 ? 'Å betale' : 'Til tilbakebetaling', true);
    expect(total).toBe(s.total);
    expect(advance).toBe(s.advancePayments);
    expect(Math.round((total - advance) * 100)).toBe(Math.round(Math.abs(balance) * 100) * Math.sign(s.balance));
    expect(text).toContain(s.balance >= 0 ? 'Betales innen 30.04.2026.' : 'Beløpet tilbakebetales innen 30.04.2026.');
  });

  it('speaks Danish and English when the link asks', async () => {
    const r = await h.data(`query($t: ID!) { allocationStatements(tenancyId: $t) { url } }`, { t: oslo.id }, { token });
    const url: string = r.data.allocationStatements[1].url;
    const da = await read(url.replace(/lang=nb$/, 'lang=da'));
    expect(da.info.Language).toBe('da');
    expect(da.text).toContain('Varme- og vandregnskab (fordelingsregnskab)');
    expect(da.text).toContain('Indbetalt a conto');
    expect(da.text).toContain('Spørgsmål til regnskabet');
    const en = await read(url.replace(/lang=nb$/, 'lang=en'));
    expect(en.info.Title).toBe('Heating and water allocation statement 01/01/2024–31/12/2024');
    expect(en.text).toContain('Advance payments (on account) paid');
    expect(en.text).toMatch(/Your costs in the period [\d,]+\.\d\d NOK/);
    // without `lang`, the brand's language (Norway: nb)
    expect((await read(url.replace(/&lang=nb$/, ''))).info.Language).toBe('nb');
  });
});

describe('settlement', () => {
  it("shares each utility's cost by area and consumption, rounds each cost once and adds the rounded figures", () => {
    const s = settle({
      provider: { name: 'P', phone: null, email: null },
      advancePayments: 1000,
      dueDate: '2026-04-30',
      utilities: [
        {
          utility: 'heating',
          quantity: 'hca',
          propertyCost: 10_000,
          fixedPercent: 40,
          propertyAreaM2: 300,
          unitAreaM2: 100,
          propertyConsumption: 3000,
          meters: [
            { number: 'A', room: null, start: 10, end: 510 },
            { number: 'B', room: null, start: 0, end: 500 },
          ],
        },
      ],
    });
    const u = s.utilities[0]!;
    expect(u.fixedPart).toBe(4000);
    expect(u.unitFixedCost).toBe(1333.33);
    expect(u.unitConsumptionCost).toBe(2000);
    expect(u.unitCost).toBe(3333.33);
    expect(s.total).toBe(3333.33);
    expect(s.balance).toBe(2333.33);
  });
});

describe('report PDF', () => {
  it('has its title in the language asked, with Nordic letters and the month intact', async () => {
    const r = await h.data(`{ report(code: "demo-latest") { pdfUrl periodStart } }`);
    const { text, info } = await read(`${r.data.report.pdfUrl}&lang=da`);
    expect(info.Title).toBe('Månedlig forbrugsrapport – oktober 2026');
    expect(info.Language).toBe('da');
    expect(info.Author).toBe('Beboer App');
    expect(text).toContain('Månedlig forbrugsrapport – oktober 2026');
    expect(text).toContain('Ejendommens gennemsnit');
    expect(text).toContain('Koldt vand');
    expect(text).toMatch(/Udgift denne måned [\d.]+,\d\d NOK/);
    expect(text).toContain('ikke en regning');
    const en = await read(r.data.report.pdfUrl);
    // without `lang`, the brand's language (Norway: nb)
    expect(en.info.Title).toBe('Månedlig forbruksrapport – oktober 2026');
    expect(en.info.Language).toBe('nb');
    expect(en.info.Author).toBe('Beboer App');
    const english = await read(`${r.data.report.pdfUrl}&lang=en`);
    expect(english.info.Title).toBe('Monthly consumption report – October 2026');
    expect(english.info.Language).toBe('en');
    expect(english.info.Author).toBe('the tenancy app');
    expect(english.text).toContain('Property average');
  });

  it('writes its figures as the report page does: amounts in the currency’s format, "Data until" with the time', async () => {
    const r = await h.data(`{ report(code: "demo-latest") { pdfUrl currency mostRecentCost dataUntil } }`);
    const { pdfUrl, currency, mostRecentCost, dataUntil } = r.data.report;
    const money = (locale: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency })
        .format(mostRecentCost)
        .replace(/[\s\u00a0\u202f]+/g, ' ');
    const english = await read(`${pdfUrl}&lang=en`);
    expect(english.text).toContain(`Cost this month ${money('en-GB')}`);
    const [day, time] = (dataUntil as string).split('T') as [string, string];
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const stamp = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, d, Number(time.slice(0, 2)), Number(time.slice(3, 5)))));
    expect(english.text).toContain(`Data until ${stamp.replace(/[\s\u00a0\u202f]+/g, ' ')}`);
    expect((await read(`${pdfUrl}&lang=da`)).text).toContain('Data frem til');
  });

  it('opens in the viewer, or is saved under its month’s name with `download=1`', async () => {
    const r = await h.data(`{ report(code: "demo-latest") { pdfUrl } }`);
    const inline = await fetch(local(`${r.data.report.pdfUrl}&lang=da`));
    expect(inline.headers.get('content-disposition')).toBe('inline; filename="forbrugsrapport-2026-10.pdf"');
    const saved = await fetch(local(`${r.data.report.pdfUrl}&lang=en&download=1`));
    expect(saved.status).toBe(200);
    expect(saved.headers.get('content-disposition')).toBe('attachment; filename="consumption-report-2026-10.pdf"');
  });
});
