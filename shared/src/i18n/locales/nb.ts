import { QUANTITY_NAMES } from '@portal/domain';
import type { CommonTexts } from './en';

export const nb: CommonTexts = {
  app: {
    title: 'Beboer App',
    loading: 'Laster inn…',
  },
  menu: {
    consumption: 'Forbruk',
    statements: 'Fordelingsoppgjør',
    alarms: 'Alarminnstillinger',
    tenancy_info: 'Leieforhold',
    notifications: 'Varsler',
    help: 'Hjelp',
    profile: 'Profilinnstillinger',
    meter_list: 'Måleroversikt',
    select_tenancy: 'Velg leieforhold',
    open: 'Åpne meny',
    close: 'Lukk meny',
  },
  actions: {
    ok: 'OK',
    close: 'Lukk',
    cancel: 'Avbryt',
    save: 'Lagre',
    back: 'Tilbake',
    next: 'Neste',
    previous: 'Forrige',
    retry: 'Prøv igjen',
    dismiss: 'Avvis',
    skip: 'Hopp over',
    finish: 'Ferdig',
    download: 'Last ned',
  },
  period: {
    today: 'I dag',
    this_week: 'Denne uken',
    this_month: 'Denne måneden',
    this_year: 'I år',
    last_week: 'Forrige uke',
    last_month: 'Forrige måned',
    last_year: 'I fjor',
    last_7_days: 'Siste 7 dager',
    last_30_days: 'Siste 30 dager',
    last_365_days: 'Siste 365 dager',
    custom_period: 'Velg periode',
    since_moving_in: 'Siden innflytting',
    billing_year: 'Avregningsår',
    previous_period: 'Forrige periode',
    next_period: 'Neste periode',
    week_number: 'Uke {{week}}',
  },
  resolution: {
    hour: 'Time',
    day: 'Dag',
    week: 'Uke',
    month: 'Måned',
    year: 'År',
  },
  comparison: {
    property: 'Eiendommens gjennomsnitt',
    last_period: 'Forrige periode',
    last_year: 'I fjor',
    day_before: 'Dagen før',
  },
  quantity: {
    ...QUANTITY_NAMES.nb,
    'indoor-climate': 'Inneklima',
  },
  smiley: {
    less: 'Du bruker mindre',
    'up-to-25': 'Du bruker 0–25 % mer',
    'up-to-50': 'Du bruker 25–50 % mer',
    'over-50': 'Du bruker 50 % mer eller over',
    happy: 'Bra',
    neutral: 'Middels',
    sad: 'Dårlig',
  },
  rating: {
    title: 'Forbruksvurdering',
    based_on: 'Basert på de siste 365 dagene',
  },
  tip: {
    lower_temperature: 'Hver grad du senker temperaturen, sparer 5–6 % energi. Ideell innetemperatur er rundt 21 °C.',
  },
  info: {
    data_not_yet_available: 'Data er ikke tilgjengelig ennå.',
    pricing_unavailable: 'Prisdata er ikke tilgjengelig for siste periode.',
    no_consumption_today: 'Ingen forbruksdata for i dag ennå.',
    no_data: 'Ingen data tilgjengelig.',
    comparison_not_possible: 'Sammenligning er ikke mulig.',
  },
  empty: {
    no_alarms: 'Du har ingen alarmer ennå.',
    no_allocations: 'Det finnes ingen fordelingsoppgjør ennå.',
    no_notifications: 'Du har ingen varsler.',
  },
  validation: {
    required: 'Feltet må fylles ut.',
    password_too_short: 'Passordet må være minst 12 tegn langt.',
    password_no_capital: 'Passordet må inneholde minst én stor bokstav.',
    password_no_lowercase: 'Passordet må inneholde minst én liten bokstav.',
    password_no_digit: 'Passordet må inneholde minst ett tall.',
    password_no_special: 'Passordet må inneholde minst ett spesialtegn.',
    passwords_do_not_match: 'Passordene er ikke like.',
    invalid_email: 'Skriv inn en gyldig e-postadresse.',
    invalid_activation_code: 'Aktiveringskoden du skrev inn, er ugyldig.',
  },
  login: {
    invalid_credentials: 'Feil e-post eller passord. Prøv igjen.',
  },
  errors: {
    generic: 'Noe gikk galt. Prøv igjen.',
    load_failed: 'Dette kunne ikke lastes akkurat nå. Det prøves igjen av seg selv, eller du kan prøve nå.',
    unexpected_application_error: 'Uventet feil i applikasjonen',
    email_in_use: 'Det finnes allerede en bruker med den e-postadressen.',
    activation_code_in_use: 'Det finnes allerede en bruker på leieforholdet',
    user_exists_with_above_default_rights:
      'E-postadressen tilhører en bruker med utvidede rettigheter. Bruk en annen e-postadresse i Beboer App.',
    email_used_in_admin_portal: 'E-postadressen er allerede i bruk',
    email_used_in_admin_portal_hint:
      'E-postadressen brukes i administrasjonsportalen. Bruk en annen e-postadresse i Beboer App.',
    password_update_failed: 'Passordet kunne ikke oppdateres. Prøv igjen.',
    login_expired: 'Innloggingen din er utløpt. Logg inn på nytt.',
    report_unavailable: 'Rapporten er ikke lenger tilgjengelig. Kontakt utleier/forvalter.',
    too_many_attempts: 'For mange forsøk. Prøv igjen senere.',
    request_too_large: 'Forespørselen ber om for mye på én gang. Velg en kortere periode eller færre serier.',
    request_timeout: 'Det tok for lang tid og ble stoppet. Velg en kortere periode og prøv igjen.',
    too_many_requests: 'Flere tunge forespørsler kjører allerede. Vent litt og prøv igjen.',
    invalid_text: 'Teksten inneholder tegn som ikke kan lagres.',
    tenancy_ended: 'Leieforholdet er avsluttet: dataene kan ses, men ikke endres.',
    social_email_unverified:
      'Det finnes allerede en konto med denne e-posten. Logg inn med passordet til kontoen: denne leverandøren bekrefter ikke e-postadresser.',
    wrong_password: 'Det nåværende passordet er feil.',
    email_unchanged: 'Den nye e-postadressen er den samme som den nåværende.',
    email_from_provider:
      'Denne kontoen logger inn med Apple, Google eller Facebook: e-postadressen er den leverandøren gir, og kan ikke endres her.',
    no_pending_email_change: 'Ingen endring av e-postadresse venter.',
    email_change_link_invalid:
      'Denne lenken er ikke lenger gyldig: den er brukt, utløpt, eller en nyere er sendt. E-postadressen din er ikke endret.',
    idempotency_key_reused:
      'Dette er allerede lagret med det du sendte første gang. Last inn siden på nytt for å se hva som ble lagret.',
    idempotency_key_invalid: 'Skjemaet kunne ikke sendes. Last inn siden på nytt og prøv igjen.',
  },
  language: {
    title: 'Språk',
    en: 'English',
    da: 'Dansk',
    nb: 'Norsk bokmål',
    /** Each language's name in this language (under its own name in the language panel). */
    names: { en: 'Engelsk', da: 'Dansk', nb: 'Norsk bokmål' },
  },
  toast: {
    close: 'Lukk melding',
  },
  modal: {
    close: 'Lukk dialog',
  },
  offline: {
    needs_connection: 'Krever tilkobling: du er frakoblet.',
  },
};

export default nb;
