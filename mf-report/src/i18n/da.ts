import type { ReportTexts } from './en';

/** The `report` namespace in Danish. */
const da: ReportTexts = {
  title: 'Månedlig forbrugsrapport',
  periodOf: 'Rapport for {{month}}',
  home: 'Bolig',
  dataUntil: 'Data frem til {{time}}',
  dataUntilPartial:
    'Data frem til {{time}}. Månedens senere aflæsninger er ikke kommet endnu: forrige måned og ejendommens gennemsnit sammenlignes for de samme dage.',
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
    preparing: 'Gør filen klar…',
    failed: 'PDF’en kunne ikke hentes. Prøv igen.',
  },
};

export default da;
