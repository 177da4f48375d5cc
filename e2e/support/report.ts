// What the monthly report should show, computed here independently of the portal's code from
// SPEC §3 (units) and §9 (number formats), and the data service's own answer.
import type { APIRequestContext } from '@playwright/test';
import { gql, serviceUrls } from './session.ts';

export type Language = 'en' | 'da' | 'nb';
export const LANGUAGES: Language[] = ['en', 'da', 'nb'];

export interface ServiceReport {
  code: string;
  periodStart: string;
  periodEnd: string;
  address: string;
  zipcode: string;
  city: string;
  currency: string;
  quantities: Array<{
    quantity: string;
    total: number | null;
    propertyAverage: number | null;
    previousMonth: number | null;
  }>;
  waterPricePerLitre: number | null;
  mostRecentCost: number | null;
  previousCost: number | null;
  /** The end of the newest reading's hour the figures include (local Copenhagen time, no zone). */
  dataUntil: string | null;
}

export async function serviceReport(request: APIRequestContext, code: string): Promise<ServiceReport> {
  const { report } = await gql<{ report: ServiceReport }>(
    request,
    serviceUrls().data,
    `query ($code: String!) { report(code: $code) { code periodStart periodEnd address zipcode city currency
      quantities { quantity total propertyAverage previousMonth } waterPricePerLitre mostRecentCost previousCost
      dataUntil } }`,
    { code },
  );
  return report;
}

/** SPEC §9: en-GB for English, da-DK otherwise. */
const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'da-DK');

/** SPEC §9 decimals per quantity [min, max]. */
function decimals(quantity: string): [number, number] {
  if (['cold-water-volume', 'hot-water-volume', 'total-water-volume'].includes(quantity)) return [3, 3];
  if (['cooling-energy', 'electricity-energy', 'gas-volume'].includes(quantity)) return [2, 2];
  if (['heat-energy', 'hca'].includes(quantity)) return [0, 0];
  return [0, 2];
}

/** SPEC §3 units; hca is a word, plural when the value is 0 or above 1. */
function unit(quantity: string, value: number, language: Language): string {
  if (quantity === 'hca') {
    const plural = value === 0 || value > 1;
    if (language === 'en') return plural ? 'units' : 'unit';
    if (language === 'da') return plural ? 'enheder' : 'enhed';
    return plural ? 'enheter' : 'enhet';
  }
  if (quantity.endsWith('-volume')) return 'm³';
  return 'kWh';
}

/** Spaces of any kind as one plain space, for comparing texts. */
export const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

export function expectedQuantity(quantity: string, value: number, language: Language): string {
  const [min, max] = decimals(quantity);
  const number = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
  }).format(value);
  return plain(`${number} ${unit(quantity, value, language)}`);
}

export function expectedMoney(value: number, currency: string, language: Language): string {
  return plain(new Intl.NumberFormat(locale(language), { style: 'currency', currency }).format(value));
}

export const REPORT_TEXTS: Record<Language, { title: string; unavailable: string; download: string }> = {
  en: {
    title: 'Monthly consumption report',
    unavailable: 'This report is no longer available. Contact your landlord/administrator.',
    download: 'Download PDF',
  },
  da: {
    title: 'Månedlig forbrugsrapport',
    unavailable: 'Rapporten er ikke længere tilgængelig. Kontakt din udlejer/administrator.',
    download: 'Hent PDF',
  },
  nb: {
    title: 'Månedlig forbruksrapport',
    unavailable: 'Rapporten er ikke lenger tilgjengelig. Kontakt utleier/forvalter.',
    download: 'Last ned PDF',
  },
};

/**
 * "Data until 1 Nov 2026, 00:00" as the report must say it (issue 16): the service's local time stamp
 * written as a date with the year and the time, in the language's own date format (Copenhagen wall
 * clock, so formatted in UTC from its parts); the longer text when the readings end before the month
 * (`sentence: false`: its first part only, for a PDF whose lines wrap).
 */
export function expectedDataUntil(
  report: Pick<ServiceReport, 'dataUntil' | 'periodEnd'>,
  language: Language,
  { sentence = true }: { sentence?: boolean } = {},
): string {
  const [date, time] = report.dataUntil!.split('T') as [string, string];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const stamp = new Intl.DateTimeFormat({ en: 'en-GB', da: 'da-DK', nb: 'nb-NO' }[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d, hh, mm)));
  const end = new Date(`${report.periodEnd.slice(0, 10)}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const whole = report.dataUntil!.slice(0, 19) >= `${end.toISOString().slice(0, 10)}T00:00:00`;
  const words = DATA_UNTIL[language];
  return plain(whole || !sentence ? `${words.until} ${stamp}` : `${words.until} ${stamp}. ${words.partial}`);
}

const DATA_UNTIL: Record<Language, { until: string; partial: string }> = {
  en: {
    until: 'Data until',
    partial:
      'The month’s later readings are not in yet: the previous month and the property average are compared over the same days.',
  },
  da: {
    until: 'Data frem til',
    partial:
      'Månedens senere aflæsninger er ikke kommet endnu: forrige måned og ejendommens gennemsnit sammenlignes for de samme dage.',
  },
  nb: {
    until: 'Data frem til',
    partial:
      'Månedens senere avlesninger er ikke kommet ennå: forrige måned og eiendommens gjennomsnitt sammenlignes for de samme dagene.',
  },
};

/** The EU information of a report (issue 23) as the data service gives it. */
export interface ServiceReportInformation {
  periodStart: string;
  currency: string;
  utilities: Array<{
    utility: 'HEATING' | 'HOT_WATER' | 'COOLING';
    quantity: string;
    from: string | null;
    consumption: number | null;
    cost: number | null;
    emissionsKg: number | null;
    prices: Array<{ price: number; currency: string }>;
    lastYear: { change: number | null; correctedChange: number | null; uncorrectedReason: string | null };
    supply: { supplier: string; fuelMix: Array<{ fuel: string; percent: number }> } | null;
  }>;
  whereToTurn: {
    landlord: { name: string; phone: string | null };
    provider: { name: string };
    complaints: Array<{ kind: string; name: string; url: string }>;
    advice: Array<{ kind: string; name: string; url: string }>;
  };
  costSplit: Array<{ utility: string; fixedPercent: number; consumptionPercent: number }>;
  settlementForecast: {
    period: { start: string; end: string };
    currency: string;
    balance: { low: number; high: number };
    dataUntil: string | null;
  } | null;
}

export async function serviceReportInformation(
  request: APIRequestContext,
  code: string,
): Promise<ServiceReportInformation> {
  const { report } = await gql<{ report: ServiceReportInformation }>(
    request,
    serviceUrls().data,
    `query ($code: String!) { report(code: $code) { periodStart currency
      utilities { utility quantity from consumption cost emissionsKg prices { price currency }
        lastYear { change correctedChange uncorrectedReason } supply { supplier fuelMix { fuel percent } } }
      whereToTurn { landlord { name phone } provider { name } complaints { kind name url } advice { kind name url } }
      costSplit { utility fixedPercent consumptionPercent }
      settlementForecast { period { start end } currency balance { low high } dataUntil } } }`,
    { code },
  );
  return report;
}

/** SPEC §9's number locale of a language. */
export const numberLocale = locale;

/** A change in percent as the report writes it: sign, whole percent ("+3 %", "−1 %"). */
export function expectedPercentChange(change: number, language: Language): string {
  const rounded = Math.round(change);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '−' : '';
  return plain(`${sign}${new Intl.NumberFormat(locale(language)).format(Math.abs(rounded))} %`);
}
