import type { ReportTexts } from './en';

/** The `report` namespace in Norwegian (Bokmål). */
const nb: ReportTexts = {
  title: 'Månedlig forbruksrapport',
  periodOf: 'Rapport for {{month}}',
  home: 'Bolig',
  dataUntil: 'Data frem til {{time}}',
  dataUntilPartial:
    'Data frem til {{time}}. Månedens senere avlesninger er ikke kommet ennå: forrige måned og eiendommens gjennomsnitt sammenlignes for de samme dagene.',
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
    preparing: 'Gjør nedlastingen klar…',
    failed: 'PDF-en kunne ikke lastes ned. Prøv igjen.',
  },
};

export default nb;
