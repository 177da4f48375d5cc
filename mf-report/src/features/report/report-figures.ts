// The report's figures as text, the same on the page and in the PDF (SPEC §9 number formats).
import {
  type BrandTheme,
  type Language,
  brandTheme,
  formatDate,
  formatLocalDateTime,
  formatMoney,
  formatMonthYear,
  formatPercentChange,
  formatQuantity,
  numberLocale,
  percentChange,
} from '@portal/shared';
import type { MonthlyReport, ReportQuantity } from './api/get-report';

/** Where the app is offered, per brand (SPEC §1: the brand selects the store links). */
export interface StoreLinks {
  appStore: string;
  googlePlay: string;
}

/**
 * Store pages of the app per brand. The shared brand themes leave them to the deployment (null); until
 * the stores' app ids are configured, the links open the stores' search for the brand's app title.
 */
const STORE_LINKS: Record<BrandTheme['id'], StoreLinks> = {
  norway: {
    appStore: 'https://apps.apple.com/no/search?term=Beboer%20App',
    googlePlay: 'https://play.google.com/store/search?q=Beboer%20App&c=apps&hl=no',
  },
  denmark: {
    appStore: 'https://apps.apple.com/dk/search?term=Beboer%20App',
    googlePlay: 'https://play.google.com/store/search?q=Beboer%20App&c=apps&hl=da',
  },
  partner: {
    appStore: 'https://apps.apple.com/search?term=the%20tenancy%20app',
    googlePlay: 'https://play.google.com/store/search?q=the%20tenancy%20app&c=apps',
  },
};

export interface ReportBrand {
  theme: BrandTheme;
  storeLinks: StoreLinks;
}

export function reportBrand(brand: string | null | undefined): ReportBrand {
  const theme = brandTheme(brand);
  return {
    theme,
    storeLinks: {
      appStore: theme.storeLinks.appStore ?? STORE_LINKS[theme.id].appStore,
      googlePlay: theme.storeLinks.googlePlay ?? STORE_LINKS[theme.id].googlePlay,
    },
  };
}

export type Comparison = 'above' | 'below' | 'same' | 'none';

/** The apartment against the property average: direction and size of the difference. */
export function compareWithProperty(q: ReportQuantity): { kind: Comparison; percent: number | null } {
  const change = percentChange(q.total, q.propertyAverage);
  if (change === null) return { kind: 'none', percent: null };
  const rounded = Math.round(change);
  if (rounded === 0) return { kind: 'same', percent: 0 };
  return { kind: rounded > 0 ? 'above' : 'below', percent: Math.abs(rounded) };
}

/** The bars of the comparison chart, as fractions of the larger of the two. */
export function barShares(q: ReportQuantity): { apartment: number; property: number } {
  const a = Math.max(0, q.total ?? 0);
  const p = Math.max(0, q.propertyAverage ?? 0);
  const max = Math.max(a, p);
  return max === 0 ? { apartment: 0, property: 0 } : { apartment: a / max, property: p / max };
}

export interface ReportFigures {
  month: string;
  address: string;
  quantities: Array<{
    quantity: string;
    total: string;
    propertyAverage: string;
    previousMonth: string;
    comparison: { kind: Comparison; percent: string | null };
    bars: { apartment: number; property: number };
  }>;
  waterPricePerLitre: string | null;
  mostRecentCost: string | null;
  previousCost: string | null;
  /** "1 Nov 2026, 00:00": where the readings the figures include end; null without any. */
  dataUntil: string | null;
  /**
   * The readings do not reach the month's end (or the tenancy's, when it ended in the month): its
   * figures, and its comparisons, cover only the same days.
   */
  dataPartial: boolean;
  /** "2 Nov 2026": the last whole day the EU information covers, when the month is not complete. */
  partialDaysUntil: string | null;
}

/** A service time stamp (local Copenhagen wall clock, no zone) as "1 Nov 2026, 00:00" / "1. nov. 2026, 00.00". */
export const formatDataUntil = formatLocalDateTime;

/** The last whole day of the utilities' figures when the month is not complete (the PDF says it too). */
export function partialDaysUntil(report: Pick<MonthlyReport, 'complete' | 'utilities'>): string | null {
  if (report.complete) return null;
  const days = report.utilities.map((u) => u.to).filter((d): d is string => d !== null);
  return days.sort().at(-1) ?? null;
}

/** Money per litre: more decimals than an amount (0,04256 kr.). */
export function formatPricePerLitre(value: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 5,
  }).format(value);
}

/** Every figure of a report as shown in a language. */
export function reportFigures(report: MonthlyReport, language: Language): ReportFigures {
  const partialDay = partialDaysUntil(report);
  return {
    month: formatMonthYear(report.periodStart, language),
    address: `${report.address}, ${report.zipcode} ${report.city}`,
    quantities: report.quantities.map((q) => {
      const comparison = compareWithProperty(q);
      return {
        quantity: q.quantity,
        total: formatQuantity(q.total, q.quantity, language),
        propertyAverage: formatQuantity(q.propertyAverage, q.quantity, language),
        previousMonth: formatQuantity(q.previousMonth, q.quantity, language),
        comparison: {
          kind: comparison.kind,
          percent:
            comparison.percent === null ? null : formatPercentChange(comparison.percent, language).replace(/^[+−]/, ''),
        },
        bars: barShares(q),
      };
    }),
    waterPricePerLitre:
      report.waterPricePerLitre === null
        ? null
        : formatPricePerLitre(report.waterPricePerLitre, report.currency, language),
    mostRecentCost:
      report.mostRecentCost === null ? null : formatMoney(report.mostRecentCost, report.currency, language),
    previousCost: report.previousCost === null ? null : formatMoney(report.previousCost, report.currency, language),
    dataUntil: report.dataUntil ? formatDataUntil(report.dataUntil, language) : null,
    dataPartial: !report.complete,
    partialDaysUntil: partialDay ? formatDate(partialDay, language) : null,
  };
}
