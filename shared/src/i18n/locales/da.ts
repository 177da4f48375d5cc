import { QUANTITY_NAMES } from '@portal/domain';
import type { CommonTexts } from './en';

export const da: CommonTexts = {
  app: {
    title: 'Beboer App',
    loading: 'Indlæser…',
  },
  menu: {
    consumption: 'Forbrug',
    statements: 'Fordelingsregnskaber',
    alarms: 'Alarmindstillinger',
    tenancy_info: 'Lejemål',
    notifications: 'Notifikationer',
    help: 'Hjælp',
    profile: 'Profilindstillinger',
    meter_list: 'Måleroversigt',
    select_tenancy: 'Vælg lejemål',
    open: 'Åbn menu',
    close: 'Luk menu',
  },
  actions: {
    ok: 'OK',
    close: 'Luk',
    cancel: 'Annuller',
    save: 'Gem',
    back: 'Tilbage',
    next: 'Næste',
    previous: 'Forrige',
    retry: 'Prøv igen',
    dismiss: 'Afvis',
    skip: 'Spring over',
    finish: 'Færdig',
    download: 'Hent',
  },
  period: {
    today: 'I dag',
    this_week: 'Denne uge',
    this_month: 'Denne måned',
    this_year: 'I år',
    last_week: 'Sidste uge',
    last_month: 'Sidste måned',
    last_year: 'Sidste år',
    last_7_days: 'Seneste 7 dage',
    last_30_days: 'Seneste 30 dage',
    last_365_days: 'Seneste 365 dage',
    custom_period: 'Vælg periode',
    since_moving_in: 'Siden indflytning',
    billing_year: 'Regnskabsår',
    previous_period: 'Forrige periode',
    next_period: 'Næste periode',
    week_number: 'Uge {{week}}',
  },
  resolution: {
    hour: 'Time',
    day: 'Dag',
    week: 'Uge',
    month: 'Måned',
    year: 'År',
  },
  comparison: {
    property: 'Ejendommens gennemsnit',
    last_period: 'Forrige periode',
    last_year: 'Sidste år',
    day_before: 'Dagen før',
  },
  quantity: {
    ...QUANTITY_NAMES.da,
    'indoor-climate': 'Indeklima',
  },
  smiley: {
    less: 'Du bruger mindre',
    'up-to-25': 'Du bruger 0–25 % mere',
    'up-to-50': 'Du bruger 25–50 % mere',
    'over-50': 'Du bruger 50 % mere eller derover',
    happy: 'Godt',
    neutral: 'Middel',
    sad: 'Dårligt',
  },
  rating: {
    title: 'Forbrugsvurdering',
    based_on: 'Baseret på de seneste 365 dage',
  },
  tip: {
    lower_temperature:
      'Hver grad, du sænker temperaturen, sparer 5–6 % energi. Den ideelle indetemperatur er omkring 21 °C.',
  },
  info: {
    data_not_yet_available: 'Data er endnu ikke tilgængelige.',
    pricing_unavailable: 'Der er ingen prisdata for den seneste periode.',
    no_consumption_today: 'Der er endnu ingen forbrugsdata for i dag.',
    no_data: 'Ingen data tilgængelige.',
    comparison_not_possible: 'Sammenligning er ikke mulig.',
  },
  empty: {
    no_alarms: 'Du har ingen alarmer endnu.',
    no_allocations: 'Der er endnu ingen fordelingsregnskaber.',
    no_notifications: 'Du har ingen notifikationer.',
  },
  validation: {
    required: 'Feltet skal udfyldes.',
    password_too_short: 'Adgangskoden skal være på mindst 12 tegn.',
    password_no_capital: 'Adgangskoden skal indeholde mindst ét stort bogstav.',
    password_no_lowercase: 'Adgangskoden skal indeholde mindst ét lille bogstav.',
    password_no_digit: 'Adgangskoden skal indeholde mindst ét tal.',
    password_no_special: 'Adgangskoden skal indeholde mindst ét specialtegn.',
    passwords_do_not_match: 'Adgangskoderne er ikke ens.',
    invalid_email: 'Indtast en gyldig e-mailadresse.',
    invalid_activation_code: 'Den indtastede aktiveringskode er ugyldig.',
  },
  login: {
    invalid_credentials: 'Forkert e-mail eller adgangskode. Prøv igen.',
  },
  errors: {
    generic: 'Noget gik galt. Prøv igen.',
    load_failed: 'Dette kunne ikke indlæses lige nu. Der prøves igen af sig selv, eller du kan prøve nu.',
    unexpected_application_error: 'Uventet fejl i applikationen',
    email_in_use: 'Der findes allerede en bruger med den e-mail.',
    activation_code_in_use: 'Der findes allerede en bruger på lejemålet',
    user_exists_with_above_default_rights:
      'E-mailen tilhører en bruger med udvidede rettigheder. Brug en anden e-mail til Beboer App.',
    email_used_in_admin_portal: 'E-mailen er allerede i brug',
    email_used_in_admin_portal_hint: 'E-mailen bruges i administrationsportalen. Brug en anden e-mail til Beboer App.',
    password_update_failed: 'Adgangskoden kunne ikke opdateres. Prøv igen.',
    login_expired: 'Dit login er udløbet. Log ind igen.',
    report_unavailable: 'Rapporten er ikke længere tilgængelig. Kontakt din udlejer/administrator.',
    too_many_attempts: 'For mange forsøg. Prøv igen senere.',
    request_too_large: 'Forespørgslen beder om for meget på én gang. Vælg en kortere periode eller færre serier.',
    request_timeout: 'Det tog for lang tid og blev stoppet. Vælg en kortere periode, og prøv igen.',
    too_many_requests: 'Flere tunge forespørgsler kører allerede. Vent et øjeblik, og prøv igen.',
    invalid_text: 'Teksten indeholder tegn, der ikke kan gemmes.',
    tenancy_ended: 'Lejemålet er ophørt: dets data kan ses, men ikke ændres.',
    social_email_unverified:
      'Der findes allerede en konto med denne e-mail. Log ind med dens adgangskode: denne udbyder bekræfter ikke e-mailadresser.',
    wrong_password: 'Den nuværende adgangskode er forkert.',
    email_unchanged: 'Den nye e-mail er den samme som den nuværende.',
    email_from_provider:
      'Denne konto logger ind med Apple, Google eller Facebook: dens e-mail er den, udbyderen giver, og kan ikke ændres her.',
    no_pending_email_change: 'Der venter ingen ændring af e-mail.',
    email_change_link_invalid:
      'Dette link er ikke længere gyldigt: det er brugt, udløbet, eller der er sendt et nyere. Din e-mail er ikke ændret.',
    idempotency_key_reused:
      'Det er allerede gemt med det, du sendte første gang. Genindlæs siden for at se, hvad der blev gemt.',
    idempotency_key_invalid: 'Formularen kunne ikke sendes. Genindlæs siden, og prøv igen.',
  },
  language: {
    title: 'Sprog',
    en: 'English',
    da: 'Dansk',
    nb: 'Norsk bokmål',
    /** Each language's name in this language (under its own name in the language panel). */
    names: { en: 'Engelsk', da: 'Dansk', nb: 'Norsk bokmål' },
  },
  toast: {
    close: 'Luk besked',
  },
  modal: {
    close: 'Luk dialog',
  },
  offline: {
    needs_connection: 'Kræver forbindelse: du er offline.',
  },
};

export default da;
