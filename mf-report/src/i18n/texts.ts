import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { type NamespaceResources, registerNamespace } from '@portal/shared';

/** This remote's i18n namespace. */
export const REPORT_NAMESPACE = 'report';

const en = {
  title: 'Monthly consumption report',
  periodOf: 'Report for {{month}}',
  home: 'Home',
  loading: 'Loading the report…',
  error: 'The report could not be loaded. Please try again in a moment.',
  retry: 'Try again',
  unavailableTitle: 'Report unavailable',
  language: 'Language',
  consumption: {
    title: 'Your consumption',
    thisMonth: 'This month',
    propertyAverage: 'Property average',
    previousMonth: 'Previous month',
    apartment: 'Your apartment',
    chartLabel: '{{quantity}}: your apartment {{apartment}}, property average {{property}}',
    above: '{{percent}} above the property average',
    below: '{{percent}} below the property average',
    same: 'The same as the property average',
    none: 'No comparison possible',
    empty: 'There are no consumption figures for this month.',
  },
  prices: {
    title: 'Prices and costs',
    waterPrice: 'Water price per litre',
    mostRecentCost: 'Cost this month',
    previousCost: 'Cost the month before',
    notAvailable: 'Not available',
  },
  info: {
    howTitle: 'How is this calculated?',
    howText:
      'The figures are the sum of your meters’ hourly readings for the month. The property average is the average of all comparable apartments in your property.',
    tipTitle: 'Tip',
    compareTitle: 'Why compare?',
    compareText:
      'Comparing with your neighbours and with last month shows where you can save. Weather and household size affect the figures.',
  },
  disclaimer:
    'The figures are estimates from meter readings and may change when readings are corrected. Your allocation statement from your landlord is binding.',
  promo: {
    title: 'Follow your consumption every day',
    text: 'With {{app}} you see your consumption and indoor climate, compare it and set alarms.',
    appStore: 'Download {{app}} on the App Store',
    googlePlay: 'Get {{app}} on Google Play',
  },
  pdf: {
    download: 'Download PDF',
    preparing: 'Preparing the PDF…',
    failed: 'The PDF could not be created. Please try again.',
    fileName: 'consumption-report-{{month}}',
    page: 'Page {{page}} of {{pages}}',
  },
};

type Texts = typeof en;

const da: Texts = {
  title: 'Månedlig forbrugsrapport',
  periodOf: 'Rapport for {{month}}',
  home: 'Bolig',
  loading: 'Henter rapporten…',
  error: 'Rapporten kunne ikke hentes. Prøv igen om lidt.',
  retry: 'Prøv igen',
  unavailableTitle: 'Rapporten er ikke tilgængelig',
  language: 'Sprog',
  consumption: {
    title: 'Dit forbrug',
    thisMonth: 'Denne måned',
    propertyAverage: 'Ejendommens gennemsnit',
    previousMonth: 'Forrige måned',
    apartment: 'Din bolig',
    chartLabel: '{{quantity}}: din bolig {{apartment}}, ejendommens gennemsnit {{property}}',
    above: '{{percent}} over ejendommens gennemsnit',
    below: '{{percent}} under ejendommens gennemsnit',
    same: 'Det samme som ejendommens gennemsnit',
    none: 'Sammenligning er ikke mulig',
    empty: 'Der er ingen forbrugstal for denne måned.',
  },
  prices: {
    title: 'Priser og udgifter',
    waterPrice: 'Vandpris pr. liter',
    mostRecentCost: 'Udgift denne måned',
    previousCost: 'Udgift måneden før',
    notAvailable: 'Ikke tilgængelig',
  },
  info: {
    howTitle: 'Hvordan beregnes tallene?',
    howText:
      'Tallene er summen af dine måleres timeaflæsninger for måneden. Ejendommens gennemsnit er gennemsnittet af alle sammenlignelige boliger i ejendommen.',
    tipTitle: 'Tip',
    compareTitle: 'Hvorfor sammenligne?',
    compareText:
      'Når du sammenligner med naboerne og med sidste måned, kan du se, hvor du kan spare. Vejret og husstandens størrelse påvirker tallene.',
  },
  disclaimer:
    'Tallene er skøn ud fra måleraflæsninger og kan ændre sig, når aflæsninger rettes. Det er fordelingsregnskabet fra din udlejer, der er bindende.',
  promo: {
    title: 'Følg dit forbrug hver dag',
    text: 'Med {{app}} ser du dit forbrug og indeklima, sammenligner det og opretter alarmer.',
    appStore: 'Hent {{app}} i App Store',
    googlePlay: 'Hent {{app}} på Google Play',
  },
  pdf: {
    download: 'Hent PDF',
    preparing: 'Laver PDF…',
    failed: 'PDF’en kunne ikke laves. Prøv igen.',
    fileName: 'forbrugsrapport-{{month}}',
    page: 'Side {{page}} af {{pages}}',
  },
};

const nb: Texts = {
  title: 'Månedlig forbruksrapport',
  periodOf: 'Rapport for {{month}}',
  home: 'Bolig',
  loading: 'Henter rapporten…',
  error: 'Rapporten kunne ikke hentes. Prøv igjen om litt.',
  retry: 'Prøv igjen',
  unavailableTitle: 'Rapporten er ikke tilgjengelig',
  language: 'Språk',
  consumption: {
    title: 'Forbruket ditt',
    thisMonth: 'Denne måneden',
    propertyAverage: 'Eiendommens gjennomsnitt',
    previousMonth: 'Forrige måned',
    apartment: 'Din bolig',
    chartLabel: '{{quantity}}: din bolig {{apartment}}, eiendommens gjennomsnitt {{property}}',
    above: '{{percent}} over eiendommens gjennomsnitt',
    below: '{{percent}} under eiendommens gjennomsnitt',
    same: 'Det samme som eiendommens gjennomsnitt',
    none: 'Sammenligning er ikke mulig',
    empty: 'Det finnes ingen forbrukstall for denne måneden.',
  },
  prices: {
    title: 'Priser og kostnader',
    waterPrice: 'Vannpris per liter',
    mostRecentCost: 'Kostnad denne måneden',
    previousCost: 'Kostnad måneden før',
    notAvailable: 'Ikke tilgjengelig',
  },
  info: {
    howTitle: 'Hvordan beregnes tallene?',
    howText:
      'Tallene er summen av målernes timeavlesninger for måneden. Eiendommens gjennomsnitt er gjennomsnittet av alle sammenlignbare boliger i eiendommen.',
    tipTitle: 'Tips',
    compareTitle: 'Hvorfor sammenligne?',
    compareText:
      'Når du sammenligner med naboene og med forrige måned, ser du hvor du kan spare. Været og husstandens størrelse påvirker tallene.',
  },
  disclaimer:
    'Tallene er anslag fra måleravlesninger og kan endres når avlesninger korrigeres. Det er fordelingsoppgjøret fra utleier som er bindende.',
  promo: {
    title: 'Følg forbruket ditt hver dag',
    text: 'Med {{app}} ser du forbruket og inneklimaet ditt, sammenligner det og setter opp alarmer.',
    appStore: 'Last ned {{app}} fra App Store',
    googlePlay: 'Last ned {{app}} fra Google Play',
  },
  pdf: {
    download: 'Last ned PDF',
    preparing: 'Lager PDF…',
    failed: 'PDF-en kunne ikke lages. Prøv igjen.',
    fileName: 'forbruksrapport-{{month}}',
    page: 'Side {{page}} av {{pages}}',
  },
};

export const reportResources: NamespaceResources = { en, da, nb };

/** Adds this remote's texts to an i18n instance once (the page's, or an embed's own). */
export function ensureReportTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', REPORT_NAMESPACE)) registerNamespace(i18n, REPORT_NAMESPACE, reportResources);
}

/**
 * This remote's texts on the i18n instance of the React tree (the shell's, the standalone page's or an
 * embed's own). Registered on first use: the instance is only known from the tree, never at module scope.
 */
export function useReportTranslation() {
  const { i18n } = useTranslation();
  ensureReportTexts(i18n);
  return useTranslation([REPORT_NAMESPACE, 'common']);
}
