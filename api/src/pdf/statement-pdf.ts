// The allocation statement as a PDF: a heating and water settlement as Nordic providers lay it out
// (header, per utility the property's cost split into its fixed and consumption parts, the unit's
// readings and shares, then the sum, the advance payments and the balance with its due date).
import { decimalsFor } from '@portal/domain';
import type { Language } from '../generated/data-types.ts';
import { type Settlement, type StatementData, type Utility, settle } from '../statements/settlement.ts';
import { date, money, number, percent } from './format.ts';
import { BOLD, REGULAR, heading, renderPdf, tableRows } from './pdf.ts';

export interface StatementPdfInput {
  fileName: string;
  periodStart: string;
  periodEnd: string;
  tenantName: string;
  address: string;
  zipcode: string;
  city: string;
  currency: string;
  data: StatementData;
}

interface StatementTexts {
  title: string;
  subject: (period: string) => string;
  tenant: string;
  address: string;
  period: string;
  utility: Record<Utility, string>;
  propertyCost: string;
  fixedPart: (percent: string) => string;
  consumptionPart: (percent: string) => string;
  area: string;
  meter: string;
  room: string;
  start: string;
  end: string;
  consumption: string;
  property: string;
  yourShare: string;
  yourCost: string;
  utilityTotal: (utility: string) => string;
  summary: string;
  total: string;
  advancePayments: string;
  toPay: string;
  toRefund: string;
  due: (date: string) => string;
  refundBy: (date: string) => string;
  contact: string;
  units: Record<string, string>;
}

const TEXTS: Record<Language, StatementTexts> = {
  en: {
    title: 'Heating and water allocation statement',
    subject: (p) => `Allocation statement ${p}`,
    tenant: 'Tenant',
    address: 'Address',
    period: 'Settlement period',
    utility: { heating: 'Heating', 'hot-water': 'Hot water', cooling: 'Cooling', 'cold-water': 'Cold water' },
    propertyCost: "Property's total cost",
    fixedPart: (p) => `Fixed part (${p}), by floor area`,
    consumptionPart: (p) => `Consumption part (${p}), by meters`,
    area: 'Floor area',
    meter: 'Meter',
    room: 'Room',
    start: 'Start reading',
    end: 'End reading',
    consumption: 'Consumption',
    property: 'Property',
    yourShare: 'Your share',
    yourCost: 'Your cost',
    utilityTotal: (u) => `${u}, your cost`,
    summary: 'Summary',
    total: 'Your costs in the period',
    advancePayments: 'Advance payments (on account) paid',
    toPay: 'Balance to pay',
    toRefund: 'Balance to be refunded',
    due: (d) => `Please pay by ${d}.`,
    refundBy: (d) => `The amount is refunded by ${d}.`,
    contact: 'Questions about this statement',
    units: { hca: 'units', 'hot-water-volume': 'm³', 'cold-water-volume': 'm³' },
  },
  da: {
    title: 'Varme- og vandregnskab (fordelingsregnskab)',
    subject: (p) => `Fordelingsregnskab ${p}`,
    tenant: 'Lejer',
    address: 'Adresse',
    period: 'Regnskabsperiode',
    utility: { heating: 'Varme', 'hot-water': 'Varmt vand', cooling: 'Køling', 'cold-water': 'Koldt vand' },
    propertyCost: 'Ejendommens samlede udgift',
    fixedPart: (p) => `Fast del (${p}), efter areal`,
    consumptionPart: (p) => `Forbrugsdel (${p}), efter målere`,
    area: 'Areal',
    meter: 'Måler',
    room: 'Rum',
    start: 'Startaflæsning',
    end: 'Slutaflæsning',
    consumption: 'Forbrug',
    property: 'Ejendommen',
    yourShare: 'Din andel',
    yourCost: 'Din udgift',
    utilityTotal: (u) => `${u}, din udgift`,
    summary: 'Opgørelse',
    total: 'Dine udgifter i perioden',
    advancePayments: 'Indbetalt a conto',
    toPay: 'Til betaling',
    toRefund: 'Til udbetaling',
    due: (d) => `Betales senest ${d}.`,
    refundBy: (d) => `Beløbet udbetales senest ${d}.`,
    contact: 'Spørgsmål til regnskabet',
    units: { hca: 'enheder', 'hot-water-volume': 'm³', 'cold-water-volume': 'm³' },
  },
  nb: {
    title: 'Fordelingsoppgjør for varme og vann',
    subject: (p) => `Fordelingsoppgjør ${p}`,
    tenant: 'Leietaker',
    address: 'Adresse',
    period: 'Oppgjørsperiode',
    utility: { heating: 'Varme', 'hot-water': 'Varmtvann', cooling: 'Kjøling', 'cold-water': 'Kaldtvann' },
    propertyCost: 'Eiendommens samlede kostnad',
    fixedPart: (p) => `Fastdel (${p}), etter areal`,
    consumptionPart: (p) => `Forbruksdel (${p}), etter målere`,
    area: 'Areal',
    meter: 'Måler',
    room: 'Rom',
    start: 'Startavlesning',
    end: 'Sluttavlesning',
    consumption: 'Forbruk',
    property: 'Eiendommen',
    yourShare: 'Din andel',
    yourCost: 'Din kostnad',
    utilityTotal: (u) => `${u}, din kostnad`,
    summary: 'Oppsummering',
    total: 'Dine kostnader i perioden',
    advancePayments: 'Innbetalt akonto',
    toPay: 'Å betale',
    toRefund: 'Til tilbakebetaling',
    due: (d) => `Betales innen ${d}.`,
    refundBy: (d) => `Beløpet tilbakebetales innen ${d}.`,
    contact: 'Spørsmål om oppgjøret',
    units: { hca: 'enheter', 'hot-water-volume': 'm³', 'cold-water-volume': 'm³' },
  },
};

export function statementTitle(language: Language): string {
  return TEXTS[language].title;
}

export async function statementPdf(input: StatementPdfInput, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const s: Settlement = settle(input.data);
  const cur = (v: number) => money(v, input.currency, language);
  const period = `${date(input.periodStart, language)}–${date(input.periodEnd, language)}`;
  const provider = input.data.provider;
  return renderPdf(
    {
      title: `${t.title} ${period}`,
      author: provider.name,
      subject: t.subject(period),
      lang: language,
    },
    (doc) => {
      doc.font(BOLD).fontSize(10).text(provider.name);
      doc.font(REGULAR).fontSize(9).text([provider.phone, provider.email].filter(Boolean).join(' · '));
      doc.moveDown(1).font(BOLD).fontSize(17).text(t.title).moveDown(0.4);
      tableRows(
        doc,
        [{ width: 0.3 }, { width: 0.7 }],
        [
          { cells: [t.tenant, input.tenantName] },
          { cells: [t.address, `${input.address}, ${input.zipcode} ${input.city}`] },
          { cells: [t.period, period] },
        ],
        10,
      );
      for (const u of s.utilities) {
        const unit = t.units[u.quantity] ?? '';
        const n = (v: number) => `${number(v, language, decimalsFor(u.quantity))} ${unit}`;
        const name = t.utility[u.utility];
        heading(doc, name);
        const cols = [
          { width: 0.3 },
          { width: 0.16, align: 'right' as const },
          { width: 0.38, align: 'right' as const },
          { width: 0.16, align: 'right' as const },
        ];
        tableRows(doc, cols, [
          { cells: ['', t.property, t.yourShare, t.yourCost], bold: true },
          { cells: [t.propertyCost, cur(u.propertyCost), '', ''] },
          {
            cells: [
              t.fixedPart(`${number(u.fixedPercent, language, { min: 0, max: 2 })}\u00a0%`),
              cur(u.fixedPart),
              `${number(u.unitAreaM2, language, { min: 0, max: 2 })} / ${number(u.propertyAreaM2, language, { min: 0, max: 2 })} m² = ${percent(u.areaShare, language)}`,
              cur(u.unitFixedCost),
            ],
          },
          {
            cells: [
              t.consumptionPart(`${number(100 - u.fixedPercent, language, { min: 0, max: 2 })}\u00a0%`),
              cur(u.consumptionPart),
              `${n(u.unitConsumption)} / ${n(u.propertyConsumption)} = ${percent(u.consumptionShare, language)}`,
              cur(u.unitConsumptionCost),
            ],
          },
          { cells: [t.utilityTotal(name), '', '', cur(u.unitCost)], bold: true, rule: true },
        ]);
        doc.moveDown(0.3);
        tableRows(
          doc,
          [
            { width: 0.25 },
            { width: 0.15 },
            { width: 0.2, align: 'right' },
            { width: 0.2, align: 'right' },
            { width: 0.2, align: 'right' },
          ],
          [
            { cells: [t.meter, t.room, t.start, t.end, t.consumption], bold: true },
            ...u.meters.map((m) => ({ cells: [m.number, m.room ?? '', n(m.start), n(m.end), n(m.end - m.start)] })),
          ],
          8,
        );
      }
      heading(doc, t.summary);
      const cols = [{ width: 0.7 }, { width: 0.3, align: 'right' as const }];
      tableRows(
        doc,
        cols,
        [
          ...s.utilities.map((u) => ({ cells: [t.utility[u.utility], cur(u.unitCost)] })),
          { cells: [t.total, cur(s.total)], bold: true, rule: true },
          { cells: [t.advancePayments, cur(-s.advancePayments)] },
          {
            cells: [s.balance >= 0 ? t.toPay : t.toRefund, cur(Math.abs(s.balance))],
            bold: true,
            rule: true,
          },
        ],
        10,
      );
      const due = date(input.data.dueDate, language);
      doc
        .moveDown(0.5)
        .fontSize(10)
        .text(s.balance >= 0 ? t.due(due) : t.refundBy(due));
      doc
        .moveDown(2)
        .fontSize(8)
        .text(`${t.contact}: ${[provider.name, provider.phone, provider.email].filter(Boolean).join(' · ')}`)
        .text(input.fileName);
    },
  );
}
