import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { type Language, isLanguage, registerNamespace } from '@portal/shared';

/** This remote's i18n namespace. Shared words (periods, comparisons, quantities, smileys, info states) come from `common`. */
export const NAMESPACE = 'consumption';

const en = {
  overview: {
    title: '{{quantity}}',
    total: 'Total',
    average: 'Average',
    kpis: 'Key figures',
    previous_period: 'Previous period',
    previous_year: 'Same period last year',
    property_comparison: 'Property average',
    versus: 'versus {{comparison}}',
    rooms: 'Per room',
    meters: 'Per meter',
    all_meters: 'All meters',
    detailed: 'Detailed',
    normalized: 'Per m²',
    mode: 'Show as',
    mode_consumption: 'Consumption',
    mode_cost: 'Cost',
    mode_co2: 'CO₂',
    prices: 'Prices',
    unknown_quantity: 'This page does not exist.',
    not_in_tenancy: 'This tenancy has no meters for {{quantity}}.',
    load_failed: 'The figures could not be loaded.',
    room: 'Room',
    meter: 'Meter',
    value: 'Value',
  },
  chart: {
    current: 'This period',
    table: 'Show as table',
    chart: 'Show as chart',
    time: 'Time',
    description: '{{quantity}} per {{resolution}}, {{period}}',
    gaps: 'Missing values are shown as gaps.',
  },
  period: {
    label: 'Period',
    preset: 'Choose a period',
    from: 'From',
    to: 'To',
    apply: 'Show',
    invalid: 'The start must not be after the end.',
    resolution: 'Shown per {{resolution}}',
  },
  meter: {
    readouts: 'Readouts in the period',
    first_readout: 'First readout',
    last_readout: 'Last readout',
    rename_room: 'Rename room',
    room_name: 'Room name',
    save_room: 'Save room name',
    renamed: 'The room has been renamed.',
    id: 'Meter id',
    quantity: 'Measures',
    reading: 'Reading',
  },
  help: {
    rating: {
      open: 'About the consumption rating',
      title: 'Consumption rating',
      body: 'The letter compares your consumption per m² over the last 365 days with the average of the property: A+ is far below the average, C is about average, G is far above it.',
    },
    consumption: {
      open: 'About consumption',
      title: 'Consumption',
      body: 'Your consumption in the chosen period, read from your meters. The comparison shows the same figure for the period you compare with.',
    },
    co2: {
      open: 'About CO₂',
      title: 'CO₂',
      body: 'The CO₂ view multiplies your consumption by the CO₂ factor of each energy source for your property, in grams of CO₂.',
    },
    indoor_climate: {
      open: 'About indoor climate',
      title: 'Indoor climate',
      body: 'A good indoor climate is 19–22 °C and 40–60% relative humidity. The faces show how close your home is.',
    },
    cost_estimate: {
      open: 'About the cost estimate',
      title: 'Heating cost estimate',
      body: 'Each hour of electricity use is priced with the tariff of that same hour. The estimate is not your bill.',
    },
    per_room: {
      open: 'About rooms',
      title: 'Per room',
      body: 'The consumption of the meters in one room. You can rename the room; the new name is used everywhere.',
    },
    per_meter: {
      open: 'About meters',
      title: 'Per meter',
      body: 'The consumption of one meter, with its first and last readout in the period.',
    },
  },
  dashboard: {
    title: 'Overview',
    rating_unavailable: 'No rating yet: it needs a year of data.',
    climate: 'Indoor climate',
    temperature: 'Temperature',
    humidity: 'Humidity',
    last_7_days: 'Average of the last 7 days',
    statement: 'Latest allocation statement',
    statement_period: 'Period {{period}}',
    no_statement: 'No allocation statement yet.',
    see_more: 'See {{quantity}}',
    meter_list: 'Meter list',
    cost_estimate: 'Heating cost estimate',
    latest_hour: 'Latest hour ({{hour}})',
    today_so_far: 'Today so far',
    tariff: 'Tariff',
    hour: 'Hour',
    cost: 'Cost',
    tariffs: 'Tariffs per hour',
    spark_note: 'Per day, last 30 days',
    spark_label:
      '{{quantity}} per day, {{period}}: highest {{highest}} ({{highestDay}}), lowest {{lowest}} ({{lowestDay}}).',
    spark_label_empty: '{{quantity}} per day, {{period}}: no data.',
    spark_gaps_one: 'No data for {{count}} day.',
    spark_gaps_other: 'No data for {{count}} days.',
    spark_caption: '{{quantity}} per day, {{period}}',
    spark_day: 'Day',
    spark_value: 'Consumption',
    spark_failed: 'The daily figures could not be loaded.',
  },
  comparison: {
    label: 'Compare with',
  },
};

type Texts = typeof en;

const da: Texts = {
  overview: {
    title: '{{quantity}}',
    total: 'I alt',
    average: 'Gennemsnit',
    kpis: 'Nøgletal',
    previous_period: 'Forrige periode',
    previous_year: 'Samme periode sidste år',
    property_comparison: 'Ejendommens gennemsnit',
    versus: 'i forhold til {{comparison}}',
    rooms: 'Pr. rum',
    meters: 'Pr. måler',
    all_meters: 'Alle målere',
    detailed: 'Detaljeret',
    normalized: 'Pr. m²',
    mode: 'Vis som',
    mode_consumption: 'Forbrug',
    mode_cost: 'Pris',
    mode_co2: 'CO₂',
    prices: 'Priser',
    unknown_quantity: 'Siden findes ikke.',
    not_in_tenancy: 'Lejemålet har ingen målere for {{quantity}}.',
    load_failed: 'Tallene kunne ikke hentes.',
    room: 'Rum',
    meter: 'Måler',
    value: 'Værdi',
  },
  chart: {
    current: 'Denne periode',
    table: 'Vis som tabel',
    chart: 'Vis som graf',
    time: 'Tidspunkt',
    description: '{{quantity}} pr. {{resolution}}, {{period}}',
    gaps: 'Manglende værdier vises som huller.',
  },
  period: {
    label: 'Periode',
    preset: 'Vælg en periode',
    from: 'Fra',
    to: 'Til',
    apply: 'Vis',
    invalid: 'Starten må ikke ligge efter slutningen.',
    resolution: 'Vist pr. {{resolution}}',
  },
  meter: {
    readouts: 'Aflæsninger i perioden',
    first_readout: 'Første aflæsning',
    last_readout: 'Seneste aflæsning',
    rename_room: 'Omdøb rum',
    room_name: 'Rummets navn',
    save_room: 'Gem rummets navn',
    renamed: 'Rummet er omdøbt.',
    id: 'Måler-id',
    quantity: 'Måler',
    reading: 'Aflæsning',
  },
  help: {
    rating: {
      open: 'Om forbrugsvurderingen',
      title: 'Forbrugsvurdering',
      body: 'Bogstavet sammenligner dit forbrug pr. m² de seneste 365 dage med ejendommens gennemsnit: A+ er langt under gennemsnittet, C er omkring gennemsnittet, G er langt over.',
    },
    consumption: {
      open: 'Om forbrug',
      title: 'Forbrug',
      body: 'Dit forbrug i den valgte periode, aflæst fra dine målere. Sammenligningen viser det samme tal for den periode, du sammenligner med.',
    },
    co2: {
      open: 'Om CO₂',
      title: 'CO₂',
      body: 'CO₂-visningen ganger dit forbrug med CO₂-faktoren for hver energikilde i din ejendom, i gram CO₂.',
    },
    indoor_climate: {
      open: 'Om indeklima',
      title: 'Indeklima',
      body: 'Et godt indeklima er 19–22 °C og 40–60 % relativ luftfugtighed. Ansigterne viser, hvor tæt dit hjem er på det.',
    },
    cost_estimate: {
      open: 'Om prisoverslaget',
      title: 'Overslag over varmeudgift',
      body: 'Hver times elforbrug prissættes med tariffen for netop den time. Overslaget er ikke din regning.',
    },
    per_room: {
      open: 'Om rum',
      title: 'Pr. rum',
      body: 'Forbruget for målerne i ét rum. Du kan omdøbe rummet; det nye navn bruges overalt.',
    },
    per_meter: {
      open: 'Om målere',
      title: 'Pr. måler',
      body: 'Forbruget for én måler med dens første og seneste aflæsning i perioden.',
    },
  },
  dashboard: {
    title: 'Oversigt',
    rating_unavailable: 'Ingen vurdering endnu: den kræver et års data.',
    climate: 'Indeklima',
    temperature: 'Temperatur',
    humidity: 'Luftfugtighed',
    last_7_days: 'Gennemsnit for de seneste 7 dage',
    statement: 'Seneste fordelingsregnskab',
    statement_period: 'Periode {{period}}',
    no_statement: 'Intet fordelingsregnskab endnu.',
    see_more: 'Se {{quantity}}',
    meter_list: 'Måleroversigt',
    cost_estimate: 'Overslag over varmeudgift',
    latest_hour: 'Seneste time ({{hour}})',
    today_so_far: 'I dag indtil nu',
    tariff: 'Tarif',
    hour: 'Time',
    cost: 'Udgift',
    tariffs: 'Tariffer pr. time',
    spark_note: 'Pr. dag, seneste 30 dage',
    spark_label:
      '{{quantity}} pr. dag, {{period}}: højest {{highest}} ({{highestDay}}), lavest {{lowest}} ({{lowestDay}}).',
    spark_label_empty: '{{quantity}} pr. dag, {{period}}: ingen data.',
    spark_gaps_one: 'Ingen data for {{count}} dag.',
    spark_gaps_other: 'Ingen data for {{count}} dage.',
    spark_caption: '{{quantity}} pr. dag, {{period}}',
    spark_day: 'Dag',
    spark_value: 'Forbrug',
    spark_failed: 'Dagstallene kunne ikke hentes.',
  },
  comparison: {
    label: 'Sammenlign med',
  },
};

const nb: Texts = {
  overview: {
    title: '{{quantity}}',
    total: 'Totalt',
    average: 'Gjennomsnitt',
    kpis: 'Nøkkeltall',
    previous_period: 'Forrige periode',
    previous_year: 'Samme periode i fjor',
    property_comparison: 'Eiendommens gjennomsnitt',
    versus: 'sammenlignet med {{comparison}}',
    rooms: 'Per rom',
    meters: 'Per måler',
    all_meters: 'Alle målere',
    detailed: 'Detaljert',
    normalized: 'Per m²',
    mode: 'Vis som',
    mode_consumption: 'Forbruk',
    mode_cost: 'Kostnad',
    mode_co2: 'CO₂',
    prices: 'Priser',
    unknown_quantity: 'Siden finnes ikke.',
    not_in_tenancy: 'Leieforholdet har ingen målere for {{quantity}}.',
    load_failed: 'Tallene kunne ikke hentes.',
    room: 'Rom',
    meter: 'Måler',
    value: 'Verdi',
  },
  chart: {
    current: 'Denne perioden',
    table: 'Vis som tabell',
    chart: 'Vis som graf',
    time: 'Tidspunkt',
    description: '{{quantity}} per {{resolution}}, {{period}}',
    gaps: 'Manglende verdier vises som hull.',
  },
  period: {
    label: 'Periode',
    preset: 'Velg en periode',
    from: 'Fra',
    to: 'Til',
    apply: 'Vis',
    invalid: 'Starten kan ikke være etter slutten.',
    resolution: 'Vist per {{resolution}}',
  },
  meter: {
    readouts: 'Avlesninger i perioden',
    first_readout: 'Første avlesning',
    last_readout: 'Siste avlesning',
    rename_room: 'Gi rommet nytt navn',
    room_name: 'Romnavn',
    save_room: 'Lagre romnavn',
    renamed: 'Rommet har fått nytt navn.',
    id: 'Måler-ID',
    quantity: 'Måler',
    reading: 'Avlesning',
  },
  help: {
    rating: {
      open: 'Om forbruksvurderingen',
      title: 'Forbruksvurdering',
      body: 'Bokstaven sammenligner forbruket ditt per m² de siste 365 dagene med gjennomsnittet i eiendommen: A+ er langt under gjennomsnittet, C er omtrent som gjennomsnittet, G er langt over.',
    },
    consumption: {
      open: 'Om forbruk',
      title: 'Forbruk',
      body: 'Forbruket ditt i den valgte perioden, lest av fra målerne dine. Sammenligningen viser det samme tallet for perioden du sammenligner med.',
    },
    co2: {
      open: 'Om CO₂',
      title: 'CO₂',
      body: 'CO₂-visningen ganger forbruket ditt med CO₂-faktoren for hver energikilde i eiendommen, i gram CO₂.',
    },
    indoor_climate: {
      open: 'Om inneklima',
      title: 'Inneklima',
      body: 'Et godt inneklima er 19–22 °C og 40–60 % relativ luftfuktighet. Fjesene viser hvor nær hjemmet ditt er.',
    },
    cost_estimate: {
      open: 'Om kostnadsoverslaget',
      title: 'Overslag over oppvarmingskostnad',
      body: 'Hver times strømforbruk prises med tariffen for akkurat den timen. Overslaget er ikke regningen din.',
    },
    per_room: {
      open: 'Om rom',
      title: 'Per rom',
      body: 'Forbruket for målerne i ett rom. Du kan gi rommet nytt navn; det nye navnet brukes overalt.',
    },
    per_meter: {
      open: 'Om målere',
      title: 'Per måler',
      body: 'Forbruket for én måler, med første og siste avlesning i perioden.',
    },
  },
  dashboard: {
    title: 'Oversikt',
    rating_unavailable: 'Ingen vurdering ennå: den krever et års data.',
    climate: 'Inneklima',
    temperature: 'Temperatur',
    humidity: 'Luftfuktighet',
    last_7_days: 'Gjennomsnitt for de siste 7 dagene',
    statement: 'Siste fordelingsoppgjør',
    statement_period: 'Periode {{period}}',
    no_statement: 'Ingen fordelingsoppgjør ennå.',
    see_more: 'Se {{quantity}}',
    meter_list: 'Måleroversikt',
    cost_estimate: 'Overslag over oppvarmingskostnad',
    latest_hour: 'Siste time ({{hour}})',
    today_so_far: 'I dag så langt',
    tariff: 'Tariff',
    hour: 'Time',
    cost: 'Kostnad',
    tariffs: 'Tariffer per time',
    spark_note: 'Per dag, siste 30 dager',
    spark_label:
      '{{quantity}} per dag, {{period}}: høyest {{highest}} ({{highestDay}}), lavest {{lowest}} ({{lowestDay}}).',
    spark_label_empty: '{{quantity}} per dag, {{period}}: ingen data.',
    spark_gaps_one: 'Ingen data for {{count}} dag.',
    spark_gaps_other: 'Ingen data for {{count}} dager.',
    spark_caption: '{{quantity}} per dag, {{period}}',
    spark_day: 'Dag',
    spark_value: 'Forbruk',
    spark_failed: 'Dagstallene kunne ikke hentes.',
  },
  comparison: {
    label: 'Sammenlign med',
  },
};

export const resources = { en, da, nb };

const registered = new WeakSet<I18n>();

/** Registers this remote's namespace on the page's one i18n instance (once), before anything renders texts. */
export function ensureNamespace(instance: I18n): void {
  if (registered.has(instance)) return;
  registerNamespace(instance, NAMESPACE, resources);
  registered.add(instance);
}

/** `t` of this remote's namespace (`common` keys with the `common:` prefix) and the current language. */
export function useTexts() {
  const { i18n } = useTranslation();
  ensureNamespace(i18n);
  const { t } = useTranslation([NAMESPACE, 'common']);
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  /** A translate function over `common` (what shared's formatters expect). */
  const tc = useCallback((key: string, options?: Record<string, unknown>) => t(`common:${key}`, options ?? {}), [t]);
  return { t, tc, language, i18n };
}
