// The monthly consumption report as a PDF, in the language asked: the file the report page, its
// e-mail and landlords' embeds all download. Figures are written as the report page writes them (SPEC
// §9 numbers, amounts in the currency's own format, "Data until 1 Nov 2026, 00:00").
// After them come the EU information's sections (report-information-pdf.ts, docs/decisions/0150).
import type { ReportData } from '../data/report.ts';
import type { Language } from '../generated/data-types.ts';
import { formatMoney, formatQuantity, numberLocale, quantityName } from '@portal/domain';
import { APP_TITLE } from '../mail/messages.ts';
import { date, dateTime, month } from './format.ts';
import {
  BAR_DARK,
  BAR_LIGHT,
  BOLD,
  REGULAR,
  barGroup,
  heading,
  renderPdf,
  tableRows,
  type PdfDocument,
} from './pdf.ts';
import { informationSections, partialDaysNote } from './report-information-pdf.ts';

const TEXTS: Record<
  Language,
  {
    title: (month: string) => string;
    fileName: string;
    address: string;
    period: string;
    dataUntil: (time: string) => string;
    dataPartial: string;
    quantity: string;
    yours: string;
    average: string;
    previous: string;
    chart: string;
    costs: string;
    waterPrice: string;
    costThisMonth: string;
    costPreviousMonth: string;
    disclaimer: (app: string) => string;
  }
> = {
  en: {
    title: (m) => `Monthly consumption report – ${m}`,
    fileName: 'consumption-report',
    address: 'Address',
    period: 'Period',
    dataUntil: (time) => `Data until ${time}`,
    dataPartial:
      'The month’s later readings are not in yet: the previous month and the property average are compared over the same days.',
    quantity: 'Consumption',
    yours: 'Your home',
    average: 'Property average',
    previous: 'Previous month',
    chart: 'Your home against the property average',
    costs: 'Costs',
    waterPrice: 'Water price per litre',
    costThisMonth: 'Cost this month',
    costPreviousMonth: 'Cost previous month',
    disclaimer: (app) =>
      `The figures are estimates from hourly meter readings, not a bill. Get ${app} for daily insight.`,
  },
  da: {
    title: (m) => `Månedlig forbrugsrapport – ${m}`,
    fileName: 'forbrugsrapport',
    address: 'Adresse',
    period: 'Periode',
    dataUntil: (time) => `Data frem til ${time}`,
    dataPartial:
      'Månedens senere aflæsninger er ikke kommet endnu: forrige måned og ejendommens gennemsnit sammenlignes for de samme dage.',
    quantity: 'Forbrug',
    yours: 'Din bolig',
    average: 'Ejendommens gennemsnit',
    previous: 'Forrige måned',
    chart: 'Din bolig sammenlignet med ejendommens gennemsnit',
    costs: 'Udgifter',
    waterPrice: 'Vandpris pr. liter',
    costThisMonth: 'Udgift denne måned',
    costPreviousMonth: 'Udgift forrige måned',
    disclaimer: (app) =>
      `Tallene er skøn ud fra timeaflæsninger af målerne, ikke en regning. Hent ${app} for daglig indsigt.`,
  },
  nb: {
    title: (m) => `Månedlig forbruksrapport – ${m}`,
    fileName: 'forbruksrapport',
    address: 'Adresse',
    period: 'Periode',
    dataUntil: (time) => `Data frem til ${time}`,
    dataPartial:
      'Månedens senere avlesninger er ikke kommet ennå: forrige måned og eiendommens gjennomsnitt sammenlignes for de samme dagene.',
    quantity: 'Forbruk',
    yours: 'Din bolig',
    average: 'Eiendommens gjennomsnitt',
    previous: 'Forrige måned',
    chart: 'Din bolig sammenlignet med eiendommens gjennomsnitt',
    costs: 'Kostnader',
    waterPrice: 'Vannpris per liter',
    costThisMonth: 'Kostnad denne måneden',
    costPreviousMonth: 'Kostnad forrige måned',
    disclaimer: (app) =>
      `Tallene er anslag ut fra timesavlesninger av målerne, ikke en regning. Last ned ${app} for daglig innsikt.`,
  },
};

export function reportTitle(periodStart: string, language: Language): string {
  return TEXTS[language].title(month(periodStart, language));
}

/** The file's name when it is saved: "forbrugsrapport-2026-10.pdf". */
export function reportFileName(periodStart: string, language: Language): string {
  return `${TEXTS[language].fileName}-${periodStart.slice(0, 7)}.pdf`;
}

/** Money per litre: more decimals than an amount ("0,04256 NOK"), as the report page shows it. */
function pricePerLitre(value: number | null, currency: string, language: Language): string {
  if (value == null) return '–';
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  }).format(value);
}

/** Each quantity's total against the property average, as two bars scaled to the larger. */
function comparisonChart(doc: PdfDocument, r: ReportData, language: Language): void {
  const t = TEXTS[language];
  heading(doc, t.chart, 11);
  for (const q of r.quantities) {
    barGroup(doc, quantityName(q.quantity, language), [
      { label: t.yours, value: q.total, text: formatQuantity(q.total, q.quantity, language), colour: BAR_DARK },
      {
        label: t.average,
        value: q.propertyAverage,
        text: formatQuantity(q.propertyAverage, q.quantity, language),
        colour: BAR_LIGHT,
      },
    ]);
  }
}

export async function reportPdf(r: ReportData, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const title = reportTitle(r.periodStart, language);
  const app = APP_TITLE[language];
  const figure = (value: number | null, quantity: string) => formatQuantity(value, quantity, language);
  return renderPdf({ title, author: app, subject: `${r.address}, ${r.zipcode} ${r.city}`, lang: language }, (doc) => {
    doc.font(REGULAR).fontSize(9).fillColor('#555b66').text(app).fillColor('black').moveDown(0.2);
    doc.font(BOLD).fontSize(17).text(title).moveDown(0.3);
    tableRows(
      doc,
      [{ width: 0.3 }, { width: 0.7 }],
      [
        { cells: [t.address, `${r.address}, ${r.zipcode} ${r.city}`] },
        { cells: [t.period, `${date(r.periodStart, language)}–${date(r.periodEnd, language)}`] },
      ],
      10,
    );
    if (r.dataUntil) {
      const until = t.dataUntil(dateTime(r.dataUntil, language));
      doc
        .moveDown(0.3)
        .fontSize(9)
        .text(r.complete ? until : `${until}. ${t.dataPartial}${partialDaysNote(r, language)}`);
    }
    heading(doc, t.quantity);
    const right = { align: 'right' as const };
    tableRows(
      doc,
      [{ width: 0.34 }, { width: 0.22, ...right }, { width: 0.22, ...right }, { width: 0.22, ...right }],
      [
        { cells: ['', t.yours, t.average, t.previous], bold: true },
        ...r.quantities.map((q) => ({
          cells: [
            quantityName(q.quantity, language),
            figure(q.total, q.quantity),
            figure(q.propertyAverage, q.quantity),
            figure(q.previousMonth, q.quantity),
          ],
        })),
      ],
      10,
    );
    if (r.quantities.length) comparisonChart(doc, r, language);
    heading(doc, t.costs);
    tableRows(
      doc,
      [{ width: 0.5 }, { width: 0.3, ...right }],
      [
        { cells: [t.waterPrice, pricePerLitre(r.waterPricePerLitre, r.currency, language)] },
        { cells: [t.costThisMonth, formatMoney(r.mostRecentCost, r.currency, language)] },
        { cells: [t.costPreviousMonth, formatMoney(r.previousCost, r.currency, language)] },
      ],
      10,
    );
    informationSections(doc, r, language);
    doc.moveDown(2).fontSize(8).text(t.disclaimer(app));
  });
}
