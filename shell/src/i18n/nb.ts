import type { ShellTexts } from './en';

/** The `shell` namespace in Norwegian (Bokmål). */
const nb: ShellTexts = {
  skip_to_content: 'Gå til innhold',
  main_menu: 'Hovedmeny',
  breadcrumbs: 'Brødsmuler',
  back: 'Tilbake',
  tenancy: 'Leieforhold',
  change_language: 'Bytt språk',
  current_language: 'Språk: {{language}}',
  logout: 'Logg ut',
  impersonated: 'Overtatt økt: du opptrer som {{email}}.',
  splash: 'Beboer App starter…',
  public_illustration: 'Boliger i en boliggate',
  unreachable: {
    title: 'Vi får ikke kontakt med {{app}} akkurat nå',
    text: 'Du er fortsatt logget inn, og ingenting du har lagret, er tapt. Vi prøver igjen av oss selv, eller du kan prøve nå.',
    retry: 'Prøv igjen',
    retrying: 'Prøver igjen…',
    next_try: 'Neste forsøk om {{seconds}} s.',
  },
  add_tenancy: {
    first_title: 'Legg til boligen din',
    additional_title: 'Legg til et leieforhold til',
    first_text: 'Du har en aktiveringskode. Legg til leieforholdet den hører til, så du kan følge forbruket.',
    additional_text: 'Du har en aktiveringskode for et annet leieforhold. Vil du legge det til på kontoen din?',
    code: 'Aktiveringskode: {{code}}',
    add: 'Legg til leieforhold',
    added: 'Leieforholdet er lagt til.',
  },
  cookies: {
    text: 'Vi bruker informasjonskapsler for å forstå hvordan appen brukes, og for å gjøre den bedre. Du bestemmer om vi får lov.',
    accept: 'Godta informasjonskapsler',
    reject: 'Avvis',
    policy: 'Retningslinjer for informasjonskapsler',
    region: 'Samtykke til informasjonskapsler',
  },
  data_policy_notice: {
    title: 'Dataene dine',
    text: 'Vi behandler forbruks- og inneklimadataene dine på vegne av utleieren din, for å vise dem til deg.',
    read: 'Les personvernerklæringen',
    ok: 'Jeg forstår',
  },
  data_policy: {
    title: 'Personvernerklæring',
    body: 'Vi behandler forbruks- og inneklimadataene dine for å vise dem til deg på vegne av utleieren eller forvalteren din. Avlesningene kommer fra målerne i boligen din. Vi tar vare på kontoopplysningene dine så lenge du har en konto; du kan når som helst slette kontoen under profilinnstillinger.',
  },
  cookie_policy: {
    title: 'Retningslinjer for informasjonskapsler',
    body: 'Appen lagrer innloggingen og valgene dine (språk, valgt leieforhold) i nettleseren. Med ditt samtykke måler en tag manager hvordan appen brukes. Informasjonskapselen «cookieAccepted» husker valget ditt i ett år.',
  },
  help: {
    title: 'Hjelp',
    intro: 'Her finner du svar på de vanligste spørsmålene om Beboer App.',
    q_data: 'Hvorfor er det ingen data for i dag?',
    a_data: 'Målerne leses av én gang i døgnet eller én gang i timen; data kommer som regel innen to dager.',
    q_compare: 'Hva er eiendommens gjennomsnitt?',
    a_compare: 'Gjennomsnittlig forbruk per kvadratmeter for boligene i eiendommen din i samme periode.',
    q_contact: 'Hvem kontakter jeg om regningen min?',
    a_contact: 'Utleieren eller forvalteren din. Kontaktinformasjonen finner du under Leieforholdsinfo.',
    faq: 'Ofte stilte spørsmål',
    q_rating: 'Hva betyr bokstaven på oversikten?',
    a_rating:
      'Bokstaven sammenligner forbruket ditt per m² med eiendommens gjennomsnitt per m² de samme dagene: de siste 365 dagene, eller dagene siden du flyttet inn (da er bokstaven foreløpig, og med færre enn 30 dager er det ingen bokstav ennå). En bolig som bruker eiendommens gjennomsnitt per m², er en typisk bolig, C; A+ er langt under gjennomsnittet, G langt over. Kortene på oversikten sammenligner boligen din med eiendommens gjennomsnittsbolig uansett størrelse.',
    q_alarms: 'Hvordan oppdager jeg en lekkasje eller en kald bolig i tide?',
    a_alarms:
      'Opprett en alarm: på samlet forbruk, på en økning sammenlignet med forrige periode, på null forbruk eller på en temperatur eller luftfuktighet utenfor grensene dine. Når den utløses, får du et varsel, og en e-post hvis e-postvarsler er slått på i profilinnstillingene.',
    q_statements: 'Hvor finner jeg årsoppgjøret mitt?',
    a_statements: 'Utleieren din publiserer fordelingsoppgjørene. Hvert oppgjør kan lastes ned som PDF.',
    q_invite: 'Hvordan får en samboer tilgang?',
    a_invite:
      'En administrator for leieforholdet inviterer vedkommende på e-post under Leieforholdsinfo. Invitasjonen inneholder en aktiveringskode, som også kan legges inn senere i profilinnstillingene.',
    q_privacy: 'Hvem kan se forbruket mitt?',
    a_privacy:
      'Du og de andre brukerne av leieforholdet ditt. Utleieren ser tallene som trengs til oppgjøret. Personvernerklæringen beskriver hvordan dataene dine behandles.',
    go_to: 'Gå til {{page}}',
    contact: 'Kontakt',
    contact_none: 'Utleieren din har ikke oppgitt kontaktinformasjon ennå. Bruk opplysningene i leiekontrakten.',
    phone: 'Telefon',
    email: 'E-post',
  },
  remote_error: {
    title: '{{feature}} kunne ikke vises',
    text: 'Noe gikk galt i denne delen av appen. Menyen og resten av appen virker fortsatt.',
    load_text: 'Denne delen av appen kunne ikke lastes. Prøv igjen for å laste den på nytt.',
    retry: 'Prøv igjen',
    dashboard: 'Gå til forsiden',
    feature: {
      mf_auth: 'Innlogging og konto',
      mf_consumption: 'Forbruk',
      mf_alarms: 'Alarmer og varsler',
      mf_statements: 'Fordelingsoppgjør',
      mf_report: 'Månedsrapport',
    },
  },
  home: 'Forside',
};

export default nb;
