// The monthly report PDF's EU information (docs/decisions/0150), in the language asked: each utility
// against the same month last year (raw and weather-corrected, as a table and as bars), against
// typical use, its prices, cost and CO2 (for heat the supply's fuel mix), how the costs are split,
// where to turn, and the settlement forecast's line when there is one. The figures are the service's
// (report/report.service.ts); here they are only written out.
import type { ReportData } from '../data/report.ts';
import type {
  HeatFuel,
  Language,
  ReportRouteKind,
  UncorrectedReason,
  Utility,
  WeatherCorrection,
} from '../generated/data-types.ts';
import {
  addDays,
  balanceOutlook,
  decimalsFor,
  formatMoney,
  formatNumber,
  formatPercentChange,
  formatQuantity,
  formatWholeMoney,
  numberLocale,
  quantityName,
  unitLabel,
  unitOf,
} from '@portal/domain';
import { date } from './format.ts';
import { BAR_DARK, BAR_LIGHT, barGroup, heading, tableRows, type PdfDocument } from './pdf.ts';

interface Texts {
  lastYearHeading: string;
  correctionExplained: string;
  thisMonth: string;
  sameMonthLastYear: string;
  consumption: string;
  degreeDays: Record<WeatherCorrection, string>;
  corrected: string;
  changeMeasured: string;
  changeCorrected: string;
  lastYearBar: string;
  correctedBar: string;
  uncorrected: Record<UncorrectedReason, string>;
  typicalHeading: string;
  typicalExplained: string;
  yourPerM2: string;
  similarPerM2: (homes: number, min: string, max: string) => string;
  propertyPerM2: (homes: number) => string;
  peerForThisHome: string;
  yourHome: string;
  typicalHome: (letter: string) => string;
  typicalBand: (letter: string) => string;
  pricesHeading: string;
  price: string;
  priceFrom: (from: string) => string;
  cost: string;
  co2Factor: string;
  emissions: string;
  supply: string;
  fuelMix: string;
  source: string;
  fuels: Record<HeatFuel, string>;
  splitHeading: string;
  split: (fixed: string, consumption: string) => string;
  splitFromStatement: (end: string) => string;
  splitOfProperty: string;
  whereHeading: string;
  whereExplained: string;
  landlord: string;
  provider: string;
  complaints: string;
  advice: string;
  kinds: Record<ReportRouteKind, string>;
  forecastHeading: string;
  forecastRefund: (low: string, high: string) => string;
  forecastPay: (low: string, high: string) => string;
  forecastEither: (refund: string, pay: string) => string;
  forecastNote: (period: string) => string;
  forecastBasis: (until: string) => string;
  partialDays: (day: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    lastYearHeading: 'This month against the same month last year',
    correctionExplained:
      'Heating depends on the weather. To compare fairly, last year’s consumption is weather-corrected: multiplied by this year’s heating degree days and divided by last year’s (each degree that a day’s mean outdoor temperature is below 17 °C is a degree day). Cooling is corrected the same way with cooling degree days (each degree above 22 °C). Hot water does not depend on the weather and is compared as measured.',
    thisMonth: 'This month',
    sameMonthLastYear: 'Same month last year',
    consumption: 'Consumption',
    degreeDays: {
      HEATING_DEGREE_DAYS: 'Heating degree days (17 °C)',
      COOLING_DEGREE_DAYS: 'Cooling degree days (22 °C)',
    },
    corrected: 'Weather-corrected to this year’s weather',
    changeMeasured: 'Change, as measured',
    changeCorrected: 'Change, weather-corrected',
    lastYearBar: 'Last year',
    correctedBar: 'Last year, weather-corrected',
    uncorrected: {
      NOT_WEATHER_DEPENDENT: 'Not weather-corrected: hot water does not depend on the weather.',
      NO_LAST_YEAR: 'No comparison: there is no consumption on these days last year.',
      NO_READINGS: 'No whole day of readings this month.',
      NO_OUTDOOR_TEMPERATURE: 'Not weather-corrected: the outdoor temperature is missing on some days.',
      NO_DEGREE_DAYS: 'Not weather-corrected: one of the two months had no degree days.',
    },
    typicalHeading: 'Compared with typical use',
    typicalExplained:
      'Per m² over the same days. Similar homes are the property’s homes within ±25 % of your floor area (all its homes when fewer than 4 are). The typical home is the consumption rating’s C: the property’s average per m² for a home of your size.',
    yourPerM2: 'Your home, per m²',
    similarPerM2: (homes, min, max) => `Similar homes (${homes} homes, ${min}–${max} m²), per m²`,
    propertyPerM2: (homes) => `All the property’s homes (${homes}), per m²`,
    peerForThisHome: 'A similar home of your size',
    yourHome: 'Your home',
    typicalHome: (letter) => `Typical home (${letter})`,
    typicalBand: (letter) => `Typical range (${letter})`,
    pricesHeading: 'Prices, costs and CO₂ this month',
    price: 'Price',
    priceFrom: (from) => `from ${from}`,
    cost: 'Cost',
    co2Factor: 'CO₂ factor',
    emissions: 'Emissions',
    supply: 'Heat supply',
    fuelMix: 'Fuel mix',
    source: 'Source',
    fuels: {
      WASTE: 'Waste',
      EXCESS_HEAT: 'Excess heat',
      AMBIENT_HEAT: 'Ambient heat (heat pumps)',
      ELECTRICITY: 'Electricity',
      WOOD_PELLETS: 'Wood pellets',
      WOOD_CHIPS: 'Wood chips',
      STRAW: 'Straw',
      BIO_OIL: 'Bio-oil',
      BIOGAS: 'Biogas',
      NATURAL_GAS: 'Natural gas',
      LNG: 'LNG',
      OIL: 'Oil',
      COAL: 'Coal',
    },
    splitHeading: 'How the costs are split',
    split: (fixed, consumption) => `${fixed} fixed (by floor area), ${consumption} by consumption`,
    splitFromStatement: (end) => `from the allocation statement up to ${end}`,
    splitOfProperty: 'as set for the property',
    whereHeading: 'Where to turn',
    whereExplained:
      'Questions about the figures or the costs: ask your landlord or administrator first. Questions about the meters and the readings: the customer service.',
    landlord: 'Landlord or administrator',
    provider: 'Customer service',
    complaints: 'Complaints',
    advice: 'Advice',
    kinds: {
      RENT_TRIBUNAL: 'Disputes with the landlord, also about the heating and water accounts',
      ENERGY_COMPLAINTS_BOARD: 'Disputes with an energy company you buy from directly',
      TENANTS_ASSOCIATION: 'Advice for tenants',
      CONSUMER_COUNCIL: 'Consumer advice and help with complaints',
      ENERGY_AGENCY: 'Advice on saving energy',
    },
    forecastHeading: 'Settlement forecast',
    forecastRefund: (low, high) => `Expected refund: ${low} to ${high}`,
    forecastPay: (low, high) => `Expected to pay: ${low} to ${high}`,
    forecastEither: (refund, pay) => `Expected: from a refund of ${refund} to paying ${pay}`,
    forecastNote: (period) => `for the settlement period ${period}. This is an estimate, not a bill.`,
    forecastBasis: (until) => `It is based on the readings up to ${until} and the weather of past years.`,
    partialDays: (day) => ` The comparisons with last year and with typical use cover the whole days up to ${day}.`,
  },
  da: {
    lastYearHeading: 'Denne måned sammenlignet med samme måned sidste år',
    correctionExplained:
      'Varmeforbruget afhænger af vejret. For at sammenligne retfærdigt er sidste års forbrug graddagekorrigeret: ganget med årets graddage og divideret med sidste års (hver grad, døgnets middeltemperatur ude er under 17 °C, er en graddag). Køling korrigeres på samme måde med kølegraddage (hver grad over 22 °C). Varmt vand afhænger ikke af vejret og sammenlignes som målt.',
    thisMonth: 'Denne måned',
    sameMonthLastYear: 'Samme måned sidste år',
    consumption: 'Forbrug',
    degreeDays: {
      HEATING_DEGREE_DAYS: 'Graddage (17 °C)',
      COOLING_DEGREE_DAYS: 'Kølegraddage (22 °C)',
    },
    corrected: 'Graddagekorrigeret til årets vejr',
    changeMeasured: 'Ændring, som målt',
    changeCorrected: 'Ændring, graddagekorrigeret',
    lastYearBar: 'Sidste år',
    correctedBar: 'Sidste år, graddagekorrigeret',
    uncorrected: {
      NOT_WEATHER_DEPENDENT: 'Ikke graddagekorrigeret: varmt vand afhænger ikke af vejret.',
      NO_LAST_YEAR: 'Ingen sammenligning: der er intet forbrug på de samme dage sidste år.',
      NO_READINGS: 'Ingen hele dage med aflæsninger denne måned.',
      NO_OUTDOOR_TEMPERATURE: 'Ikke graddagekorrigeret: udetemperaturen mangler for nogle dage.',
      NO_DEGREE_DAYS: 'Ikke graddagekorrigeret: en af de to måneder havde ingen graddage.',
    },
    typicalHeading: 'Sammenlignet med typisk forbrug',
    typicalExplained:
      'Pr. m² over de samme dage. Boliger af samme størrelse er ejendommens boliger inden for ±25 % af dit areal (alle dens boliger, når færre end 4 er det). Den typiske bolig er forbrugsvurderingens C: ejendommens gennemsnit pr. m² for en bolig på din størrelse.',
    yourPerM2: 'Din bolig, pr. m²',
    similarPerM2: (homes, min, max) => `Boliger af samme størrelse (${homes} boliger, ${min}–${max} m²), pr. m²`,
    propertyPerM2: (homes) => `Alle ejendommens boliger (${homes}), pr. m²`,
    peerForThisHome: 'En tilsvarende bolig på din størrelse',
    yourHome: 'Din bolig',
    typicalHome: (letter) => `Typisk bolig (${letter})`,
    typicalBand: (letter) => `Typisk interval (${letter})`,
    pricesHeading: 'Priser, udgifter og CO₂ denne måned',
    price: 'Pris',
    priceFrom: (from) => `fra ${from}`,
    cost: 'Udgift',
    co2Factor: 'CO₂-faktor',
    emissions: 'Udledning',
    supply: 'Varmeforsyning',
    fuelMix: 'Brændselsfordeling',
    source: 'Kilde',
    fuels: {
      WASTE: 'Affald',
      EXCESS_HEAT: 'Overskudsvarme',
      AMBIENT_HEAT: 'Omgivelsesvarme (varmepumper)',
      ELECTRICITY: 'El',
      WOOD_PELLETS: 'Træpiller',
      WOOD_CHIPS: 'Træflis',
      STRAW: 'Halm',
      BIO_OIL: 'Bioolie',
      BIOGAS: 'Biogas',
      NATURAL_GAS: 'Naturgas',
      LNG: 'LNG',
      OIL: 'Olie',
      COAL: 'Kul',
    },
    splitHeading: 'Sådan fordeles udgifterne',
    split: (fixed, consumption) => `${fixed} fast (efter areal), ${consumption} efter forbrug`,
    splitFromStatement: (end) => `fra fordelingsregnskabet til og med ${end}`,
    splitOfProperty: 'som fastsat for ejendommen',
    whereHeading: 'Hvor kan du henvende dig',
    whereExplained:
      'Spørgsmål om tallene eller udgifterne: kontakt først din udlejer eller administrator. Spørgsmål om målerne og aflæsningerne: kundeservice.',
    landlord: 'Udlejer eller administrator',
    provider: 'Kundeservice',
    complaints: 'Klager',
    advice: 'Rådgivning',
    kinds: {
      RENT_TRIBUNAL: 'Tvister med udlejer, også om varme- og vandregnskabet',
      ENERGY_COMPLAINTS_BOARD: 'Tvister med et energiselskab, du køber direkte af',
      TENANTS_ASSOCIATION: 'Rådgivning for lejere',
      CONSUMER_COUNCIL: 'Forbrugerrådgivning og hjælp til klager',
      ENERGY_AGENCY: 'Råd om at spare energi',
    },
    forecastHeading: 'Prognose for regnskabet',
    forecastRefund: (low, high) => `Forventet tilbagebetaling: ${low} til ${high}`,
    forecastPay: (low, high) => `Forventet efterbetaling: ${low} til ${high}`,
    forecastEither: (refund, pay) => `Forventet: fra ${refund} tilbage til ${pay} i efterbetaling`,
    forecastNote: (period) => `for regnskabsperioden ${period}. Det er et skøn, ikke en regning.`,
    forecastBasis: (until) => `Det bygger på aflæsningerne til og med ${until} og vejret i de seneste år.`,
    partialDays: (day) =>
      ` Sammenligningerne med sidste år og med typisk forbrug dækker de hele dage til og med ${day}.`,
  },
  nb: {
    lastYearHeading: 'Denne måneden sammenlignet med samme måned i fjor',
    correctionExplained:
      'Varmeforbruket avhenger av været. For å sammenligne rettferdig er fjorårets forbruk graddagskorrigert: ganget med årets graddager og delt på fjorårets (hver grad døgnets middeltemperatur ute ligger under 17 °C, er en graddag). Kjøling korrigeres på samme måte med kjølegraddager (hver grad over 22 °C). Varmtvann avhenger ikke av været og sammenlignes som målt.',
    thisMonth: 'Denne måneden',
    sameMonthLastYear: 'Samme måned i fjor',
    consumption: 'Forbruk',
    degreeDays: {
      HEATING_DEGREE_DAYS: 'Graddager (17 °C)',
      COOLING_DEGREE_DAYS: 'Kjølegraddager (22 °C)',
    },
    corrected: 'Graddagskorrigert til årets vær',
    changeMeasured: 'Endring, som målt',
    changeCorrected: 'Endring, graddagskorrigert',
    lastYearBar: 'I fjor',
    correctedBar: 'I fjor, graddagskorrigert',
    uncorrected: {
      NOT_WEATHER_DEPENDENT: 'Ikke graddagskorrigert: varmtvann avhenger ikke av været.',
      NO_LAST_YEAR: 'Ingen sammenligning: det finnes ikke forbruk på de samme dagene i fjor.',
      NO_READINGS: 'Ingen hele dager med avlesninger denne måneden.',
      NO_OUTDOOR_TEMPERATURE: 'Ikke graddagskorrigert: utetemperaturen mangler for noen dager.',
      NO_DEGREE_DAYS: 'Ikke graddagskorrigert: en av de to månedene hadde ingen graddager.',
    },
    typicalHeading: 'Sammenlignet med typisk forbruk',
    typicalExplained:
      'Per m² over de samme dagene. Boliger av lignende størrelse er eiendommens boliger innenfor ±25 % av ditt areal (alle boligene når færre enn 4 er det). Den typiske boligen er forbruksvurderingens C: eiendommens gjennomsnitt per m² for en bolig på din størrelse.',
    yourPerM2: 'Din bolig, per m²',
    similarPerM2: (homes, min, max) => `Boliger av lignende størrelse (${homes} boliger, ${min}–${max} m²), per m²`,
    propertyPerM2: (homes) => `Alle eiendommens boliger (${homes}), per m²`,
    peerForThisHome: 'En tilsvarende bolig på din størrelse',
    yourHome: 'Din bolig',
    typicalHome: (letter) => `Typisk bolig (${letter})`,
    typicalBand: (letter) => `Typisk spenn (${letter})`,
    pricesHeading: 'Priser, kostnader og CO₂ denne måneden',
    price: 'Pris',
    priceFrom: (from) => `fra ${from}`,
    cost: 'Kostnad',
    co2Factor: 'CO₂-faktor',
    emissions: 'Utslipp',
    supply: 'Varmeforsyning',
    fuelMix: 'Energimiks',
    source: 'Kilde',
    fuels: {
      WASTE: 'Avfall',
      EXCESS_HEAT: 'Overskuddsvarme',
      AMBIENT_HEAT: 'Omgivelsesvarme (varmepumper)',
      ELECTRICITY: 'Elektrisitet',
      WOOD_PELLETS: 'Trepellets',
      WOOD_CHIPS: 'Treflis',
      STRAW: 'Halm',
      BIO_OIL: 'Bioolje',
      BIOGAS: 'Biogass',
      NATURAL_GAS: 'Naturgass',
      LNG: 'LNG',
      OIL: 'Olje',
      COAL: 'Kull',
    },
    splitHeading: 'Slik fordeles kostnadene',
    split: (fixed, consumption) => `${fixed} fast (etter areal), ${consumption} etter forbruk`,
    splitFromStatement: (end) => `fra fordelingsoppgjøret til og med ${end}`,
    splitOfProperty: 'som fastsatt for eiendommen',
    whereHeading: 'Hvor kan du henvende deg',
    whereExplained:
      'Spørsmål om tallene eller kostnadene: kontakt først utleieren eller forvalteren din. Spørsmål om målerne og avlesningene: kundeservice.',
    landlord: 'Utleier eller forvalter',
    provider: 'Kundeservice',
    complaints: 'Klager',
    advice: 'Råd og veiledning',
    kinds: {
      RENT_TRIBUNAL: 'Tvister med utleier, også om fordelingen av varme- og vannkostnader',
      ENERGY_COMPLAINTS_BOARD: 'Tvister med et energiselskap du kjøper direkte fra',
      TENANTS_ASSOCIATION: 'Råd for leietakere',
      CONSUMER_COUNCIL: 'Forbrukerråd og hjelp med klager',
      ENERGY_AGENCY: 'Råd om å spare energi',
    },
    forecastHeading: 'Prognose for oppgjøret',
    forecastRefund: (low, high) => `Forventet tilbakebetaling: ${low} til ${high}`,
    forecastPay: (low, high) => `Forventet etterbetaling: ${low} til ${high}`,
    forecastEither: (refund, pay) => `Forventet: fra ${refund} tilbake til ${pay} i etterbetaling`,
    forecastNote: (period) => `for oppgjørsperioden ${period}. Dette er et anslag, ikke en regning.`,
    forecastBasis: (until) => `Det bygger på avlesningene til og med ${until} og været de siste årene.`,
    partialDays: (day) => ` Sammenligningene med i fjor og med typisk forbruk dekker de hele dagene til og med ${day}.`,
  },
};

/** The quantity whose name names a utility. */
const UTILITY_QUANTITY: Record<Utility, string> = {
  heating: 'heat-energy',
  'hot-water': 'hot-water-volume',
  cooling: 'cooling-energy',
  'cold-water': 'cold-water-volume',
};

const right = { align: 'right' as const };

function span(from: string | null, to: string | null, language: Language): string {
  return from && to ? `${date(from, language)}–${date(to, language)}` : '–';
}

/** A percent figure as written: "40 %", "22,7 %". */
function percent(value: number, language: Language): string {
  return `${formatNumber(value, language)}\u00a0%`;
}

/** A price per unit with up to 4 decimals: "1,20 NOK/kWh". */
function unitPrice(value: number, currency: string, quantity: string, language: Language): string {
  const amount = new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(value);
  return `${amount}/${unitLabel(unitOf(quantity), 1, language)}`;
}

/**
 * A figure per m²: the quantity's decimals, but at least 2 (a home's heat per m² in a month is a few
 * kWh, which whole numbers would not tell apart).
 */
function perArea(value: number | null, quantity: string, language: Language): string {
  const decimals = decimalsFor(quantity, { normalized: true });
  const n = formatNumber(value, language, { min: Math.max(2, decimals.min), max: Math.max(2, decimals.max) });
  return value === null ? n : `${n}\u00a0${unitLabel(unitOf(quantity), value, language, { normalized: true })}`;
}

/** The partial month's note on the utilities' days ("… up to 2 Nov 2026."); empty when complete. */
export function partialDaysNote(r: Pick<ReportData, 'complete' | 'utilities'>, language: Language): string {
  const last = r.utilities.map((u) => u.to).filter((d): d is string => d !== null);
  if (r.complete || last.length === 0) return '';
  return TEXTS[language].partialDays(date(last.sort().at(-1)!, language));
}

function lastYearSection(doc: PdfDocument, r: ReportData, language: Language): void {
  const t = TEXTS[language];
  heading(doc, t.lastYearHeading);
  doc.fontSize(9).text(t.correctionExplained).moveDown(0.4);
  for (const u of r.utilities) {
    const y = u.lastYear;
    const q = (v: number | null) => formatQuantity(v, u.quantity, language);
    if (u.from === null) {
      tableRows(doc, [{ width: 1 }], [{ cells: [quantityName(u.quantity, language)], bold: true }], 9);
      doc.fontSize(8).text(t.uncorrected.NO_READINGS).moveDown(0.3);
      continue;
    }
    const rows: Array<{ cells: string[]; bold?: boolean }> = [
      {
        cells: [
          quantityName(u.quantity, language),
          `${t.thisMonth} ${span(u.from, u.to, language)}`,
          `${t.sameMonthLastYear} ${span(y.from, y.to, language)}`,
        ],
        bold: true,
      },
      { cells: [t.consumption, q(u.consumption), q(y.consumption)] },
    ];
    if (y.correction) {
      rows.push({
        cells: [
          t.degreeDays[y.correction],
          formatNumber(y.degreeDays, language),
          formatNumber(y.lastYearDegreeDays, language),
        ],
      });
      rows.push({ cells: [t.corrected, '', q(y.corrected)] });
    }
    rows.push({ cells: [t.changeMeasured, formatPercentChange(y.change, language), ''] });
    if (y.correction) rows.push({ cells: [t.changeCorrected, formatPercentChange(y.correctedChange, language), ''] });
    tableRows(doc, [{ width: 0.4 }, { width: 0.3, ...right }, { width: 0.3, ...right }], rows, 9);
    if (y.uncorrectedReason) doc.fontSize(8).text(t.uncorrected[y.uncorrectedReason]);
    doc.moveDown(0.3);
    if (u.consumption !== null && y.consumption !== null) {
      barGroup(doc, quantityName(u.quantity, language), [
        { label: t.lastYearBar, value: y.consumption, text: q(y.consumption), colour: BAR_LIGHT },
        ...(y.corrected !== null
          ? [{ label: t.correctedBar, value: y.corrected, text: q(y.corrected), colour: BAR_LIGHT }]
          : []),
        { label: t.thisMonth, value: u.consumption, text: q(u.consumption), colour: BAR_DARK },
      ]);
    }
  }
}

function typicalSection(doc: PdfDocument, r: ReportData, language: Language): void {
  const t = TEXTS[language];
  heading(doc, t.typicalHeading);
  doc.fontSize(9).text(t.typicalExplained).moveDown(0.4);
  for (const u of r.utilities.filter((x) => x.from !== null)) {
    const p = u.typical;
    const perM2 = (v: number | null) => perArea(v, u.quantity, language);
    const q = (v: number | null) => formatQuantity(v, u.quantity, language);
    const m2 = (v: number | null) => formatNumber(v, language);
    tableRows(
      doc,
      [{ width: 0.65 }, { width: 0.35, ...right }],
      [
        { cells: [quantityName(u.quantity, language), ''], bold: true },
        { cells: [t.yourPerM2, perM2(p.perM2)] },
        {
          cells: [
            p.peers === 'SIMILAR_SIZE'
              ? t.similarPerM2(p.peerHomes, m2(p.peerMinM2), m2(p.peerMaxM2))
              : t.propertyPerM2(p.peerHomes),
            perM2(p.peerPerM2),
          ],
        },
        { cells: [t.yourHome, q(u.consumption)] },
        { cells: [t.peerForThisHome, q(p.peerForThisHome)] },
        { cells: [t.typicalHome(p.typicalLetter), q(p.typicalHome)] },
        { cells: [t.typicalBand(p.typicalLetter), `${q(p.typicalHomeLow)}–${q(p.typicalHomeHigh)}`] },
      ],
      9,
    );
    doc.moveDown(0.3);
  }
}

function pricesSection(doc: PdfDocument, r: ReportData, language: Language): void {
  const t = TEXTS[language];
  heading(doc, t.pricesHeading);
  for (const u of r.utilities.filter((x) => x.from !== null)) {
    const rows: Array<{ cells: string[]; bold?: boolean }> = [
      { cells: [quantityName(u.quantity, language), ''], bold: true },
      ...u.prices.map((p) => ({
        cells: [
          `${t.price} ${p.validTo ? span(p.validFrom.slice(0, 10), p.validTo.slice(0, 10), language) : t.priceFrom(date(p.validFrom.slice(0, 10), language))}`,
          unitPrice(p.price, p.currency, u.quantity, language),
        ],
      })),
      { cells: [t.cost, formatMoney(u.cost, r.currency, language)] },
    ];
    if (u.co2GramsPerUnit !== null) {
      rows.push({
        cells: [
          t.co2Factor,
          `${formatNumber(u.co2GramsPerUnit, language)} g CO₂/${unitLabel(unitOf(u.quantity), 1, language)}`,
        ],
      });
      rows.push({ cells: [t.emissions, `${formatNumber(u.emissionsKg, language)} kg CO₂`] });
    }
    if (u.supply) {
      rows.push({ cells: [t.supply, `${u.supply.supplier} (${u.supply.year})`] });
      rows.push({
        cells: [
          t.fuelMix,
          u.supply.fuelMix.map((f) => `${t.fuels[f.fuel]} ${percent(f.percent, language)}`).join(', '),
        ],
      });
      if (u.supply.sourceUrl) rows.push({ cells: [t.source, u.supply.sourceUrl] });
    }
    tableRows(doc, [{ width: 0.4 }, { width: 0.6, ...right }], rows, 9);
    doc.moveDown(0.3);
  }
}

function splitSection(doc: PdfDocument, r: ReportData, language: Language): void {
  if (r.costSplit.length === 0) return;
  const t = TEXTS[language];
  heading(doc, t.splitHeading);
  tableRows(
    doc,
    [{ width: 0.25 }, { width: 0.75 }],
    r.costSplit.map((s) => ({
      cells: [
        quantityName(UTILITY_QUANTITY[s.utility], language),
        `${t.split(percent(s.fixedPercent, language), percent(s.consumptionPercent, language))} (${
          s.source === 'STATEMENT' && s.statementPeriodEnd
            ? t.splitFromStatement(date(s.statementPeriodEnd, language))
            : t.splitOfProperty
        })`,
      ],
    })),
    9,
  );
}

function whereSection(doc: PdfDocument, r: ReportData, language: Language): void {
  const t = TEXTS[language];
  const w = r.whereToTurn;
  heading(doc, t.whereHeading);
  doc.fontSize(9).text(t.whereExplained).moveDown(0.4);
  // Addresses on lines of their own, so that none is broken across two.
  const contact = (c: typeof w.landlord) => [c.name, c.phone, c.email, c.url].filter(Boolean).join('\n');
  const routes = (list: typeof w.complaints) =>
    list.map((x) => ({ cells: ['', `${x.name}: ${t.kinds[x.kind]}.\n${x.url}`] }));
  tableRows(
    doc,
    [{ width: 0.25 }, { width: 0.75 }],
    [
      { cells: [t.landlord, contact(w.landlord)] },
      { cells: [t.provider, contact(w.provider)] },
      ...(w.complaints.length ? [{ cells: [t.complaints, ''], bold: true }, ...routes(w.complaints)] : []),
      ...(w.advice.length ? [{ cells: [t.advice, ''], bold: true }, ...routes(w.advice)] : []),
    ],
    9,
  );
}

function forecastSection(doc: PdfDocument, r: ReportData, language: Language): void {
  const f = r.settlementForecast;
  if (!f) return;
  const t = TEXTS[language];
  // Whole amounts: the range of an estimate, not a bill's figures.
  const money = (v: number) => formatWholeMoney(v, f.currency, language);
  const outlook = balanceOutlook(f.balance.low, f.balance.high);
  const range =
    outlook.kind === 'refund'
      ? t.forecastRefund(money(outlook.from), money(outlook.to))
      : outlook.kind === 'pay'
        ? t.forecastPay(money(outlook.from), money(outlook.to))
        : t.forecastEither(money(outlook.refund), money(outlook.pay));
  heading(doc, t.forecastHeading);
  // The last day of readings is the one before dataUntil (the local midnight after it).
  const basis = f.dataUntil ? ` ${t.forecastBasis(date(addDays(f.dataUntil.slice(0, 10), -1), language))}` : '';
  doc.fontSize(9).text(`${range} ${t.forecastNote(span(f.period.start, f.period.end, language))}${basis}`);
}

/** The EU information's sections, after the report's consumption and costs. */
export function informationSections(doc: PdfDocument, r: ReportData, language: Language): void {
  if (r.utilities.length > 0) {
    lastYearSection(doc, r, language);
    typicalSection(doc, r, language);
    pricesSection(doc, r, language);
  }
  splitSection(doc, r, language);
  forecastSection(doc, r, language);
  whereSection(doc, r, language);
}
