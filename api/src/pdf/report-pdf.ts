// The monthly consumption report as a PDF, in the language asked.
import type { ReportData } from '../data/report.ts';
import type { Language } from '../generated/data-types.ts';
import { formatQuantity, quantityName } from '@portal/domain';
import { APP_TITLE } from '../mail/messages.ts';
import { date, money, month } from './format.ts';
import { BOLD, heading, renderPdf, tableRows } from './pdf.ts';

const TEXTS: Record<
  Language,
  {
    title: (month: string) => string;
    address: string;
    period: string;
    dataUntil: string;
    quantity: string;
    yours: string;
    average: string;
    previous: string;
    costs: string;
    costThisMonth: string;
    costPreviousMonth: string;
    disclaimer: (app: string) => string;
  }
> = {
  en: {
    title: (m) => `Monthly consumption report – ${m}`,
    address: 'Address',
    period: 'Period',
    dataUntil: 'Data until',
    quantity: 'Consumption',
    yours: 'Your home',
    average: 'Property average',
    previous: 'Previous month',
    costs: 'Costs',
    costThisMonth: 'Cost this month',
    costPreviousMonth: 'Cost previous month',
    disclaimer: (app) =>
      `The figures are estimates from hourly meter readings, not a bill. Get ${app} for daily insight.`,
  },
  da: {
    title: (m) => `Månedlig forbrugsrapport – ${m}`,
    address: 'Adresse',
    period: 'Periode',
    dataUntil: 'Data til og med',
    quantity: 'Forbrug',
    yours: 'Din bolig',
    average: 'Ejendommens gennemsnit',
    previous: 'Forrige måned',
    costs: 'Udgifter',
    costThisMonth: 'Udgift denne måned',
    costPreviousMonth: 'Udgift forrige måned',
    disclaimer: (app) =>
      `Tallene er skøn ud fra timeaflæsninger af målerne, ikke en regning. Hent ${app} for daglig indsigt.`,
  },
  nb: {
    title: (m) => `Månedlig forbruksrapport – ${m}`,
    address: 'Adresse',
    period: 'Periode',
    dataUntil: 'Data til og med',
    quantity: 'Forbruk',
    yours: 'Din bolig',
    average: 'Eiendommens gjennomsnitt',
    previous: 'Forrige måned',
    costs: 'Kostnader',
    costThisMonth: 'Kostnad denne måneden',
    costPreviousMonth: 'Kostnad forrige måned',
    disclaimer: (app) =>
      `Tallene er anslag ut fra timesavlesninger av målerne, ikke en regning. Last ned ${app} for daglig innsikt.`,
  },
};

export function reportTitle(periodStart: string, language: Language): string {
  return TEXTS[language].title(month(periodStart, language));
}

export async function reportPdf(r: ReportData, language: Language): Promise<Buffer> {
  const t = TEXTS[language];
  const title = reportTitle(r.periodStart, language);
  const figure = (value: number | null, quantity: string) => formatQuantity(value, quantity, language);
  return renderPdf(
    { title, author: APP_TITLE[language], subject: `${r.address}, ${r.zipcode} ${r.city}`, lang: language },
    (doc) => {
      doc.font(BOLD).fontSize(17).text(title).moveDown(0.3);
      tableRows(
        doc,
        [{ width: 0.3 }, { width: 0.7 }],
        [
          { cells: [t.address, `${r.address}, ${r.zipcode} ${r.city}`] },
          { cells: [t.period, `${date(r.periodStart, language)}–${date(r.periodEnd, language)}`] },
          ...(r.dataUntil
            ? [{ cells: [t.dataUntil, `${date(r.dataUntil.slice(0, 10), language)} ${r.dataUntil.slice(11, 16)}`] }]
            : []),
        ],
        10,
      );
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
      heading(doc, t.costs);
      tableRows(
        doc,
        [{ width: 0.5 }, { width: 0.3, ...right }],
        [
          { cells: [t.costThisMonth, money(r.mostRecentCost, r.currency, language)] },
          { cells: [t.costPreviousMonth, money(r.previousCost, r.currency, language)] },
        ],
        10,
      );
      doc.moveDown(2).fontSize(8).text(t.disclaimer(APP_TITLE[language]));
    },
  );
}
