import { registerNamespace, type NamespaceResources } from '@portal/shared';
import type { i18n as I18n } from 'i18next';

/** The shell's own texts (namespace `shell`); menu labels are shared's `common:menu.*`. */
export const SHELL_NAMESPACE = 'shell';

const en = {
  skip_to_content: 'Skip to content',
  main_menu: 'Main menu',
  breadcrumbs: 'Breadcrumbs',
  back: 'Back',
  tenancy: 'Tenancy',
  change_language: 'Change language',
  current_language: 'Language: {{language}}',
  logout: 'Log out',
  impersonated: 'Impersonated session: you are acting as {{email}}.',
  splash: 'Starting the tenancy app…',
  public_illustration: 'Homes in a residential street',
  add_tenancy: {
    first_title: 'Add your home',
    additional_title: 'Add another tenancy',
    first_text: 'You have an activation code. Add the tenancy it belongs to, so you can follow its consumption.',
    additional_text: 'You have an activation code for another tenancy. Add it to your account?',
    code: 'Activation code: {{code}}',
    add: 'Add tenancy',
    added: 'The tenancy was added.',
  },
  cookies: {
    text: 'We use cookies to understand how the app is used and to improve it. You choose whether we may.',
    accept: 'Accept cookies',
    reject: 'Reject',
    policy: 'Cookie policy',
    region: 'Cookie consent',
  },
  data_policy_notice: {
    title: 'Your data',
    text: 'We process your consumption and indoor climate data on behalf of your landlord, to show it to you.',
    read: 'Read the data policy',
    ok: 'I understand',
  },
  data_policy: {
    title: 'Data policy',
    body: 'We process your consumption and indoor climate data to show it to you, on behalf of your landlord or property manager. Readings come from the meters in your home. We keep your account data for as long as you have an account; you can delete your account at any time in your profile settings.',
  },
  cookie_policy: {
    title: 'Cookie policy',
    body: 'The app stores your sign-in and your choices (language, selected tenancy) in your browser. With your consent, a tag manager measures how the app is used. The cookie "cookieAccepted" remembers your choice for one year.',
  },
  help: {
    title: 'Help',
    intro: 'Here you find answers to the most common questions about the tenancy app.',
    q_data: 'Why is there no data for today?',
    a_data: 'Meters are read once a day or once an hour; data usually arrives within two days.',
    q_compare: 'What is the property average?',
    a_compare: 'The average consumption of the homes in your property, per square metre, for the same period.',
    q_contact: 'Who do I contact about my bill?',
    a_contact: 'Your landlord or property manager. Their contact details are under Tenancy info.',
    faq: 'Frequently asked questions',
    q_rating: 'What does the letter on the dashboard mean?',
    a_rating:
      'The consumption rating compares your consumption per m² over the last 365 days with the average of the property: A+ is far below the average, C is about average, G is far above it.',
    q_alarms: 'How do I learn of a leak or a cold home in time?',
    a_alarms:
      'Set an alarm: on total consumption, on a rise compared with the previous period, on no consumption at all, or on a temperature or humidity outside your limits. When it goes off you get a notification, and an e-mail if e-mail notifications are on in your profile settings.',
    q_statements: 'Where is my yearly settlement?',
    a_statements: 'Your landlord publishes the allocation statements. Each one can be downloaded as a PDF.',
    q_invite: 'How does a flatmate get access?',
    a_invite:
      'An administrator of the tenancy invites them by e-mail under Tenancy info. The invitation holds an activation code; it can also be entered later in the profile settings.',
    q_privacy: 'Who can see my consumption?',
    a_privacy:
      'You and the other users of your tenancy. Your landlord sees the figures needed for the settlement. The data policy says how your data is processed.',
    go_to: 'Go to {{page}}',
    contact: 'Contact',
    contact_none: 'Your landlord has not given contact details yet. Use the details in your tenancy agreement.',
    phone: 'Phone',
    email: 'E-mail',
  },
  home: 'Home',
};

const da: typeof en = {
  skip_to_content: 'Gå til indhold',
  main_menu: 'Hovedmenu',
  breadcrumbs: 'Brødkrummer',
  back: 'Tilbage',
  tenancy: 'Lejemål',
  change_language: 'Skift sprog',
  current_language: 'Sprog: {{language}}',
  logout: 'Log ud',
  impersonated: 'Overtaget session: du handler som {{email}}.',
  splash: 'Beboer App starter…',
  public_illustration: 'Boliger i en boligvej',
  add_tenancy: {
    first_title: 'Tilføj din bolig',
    additional_title: 'Tilføj et lejemål mere',
    first_text: 'Du har en aktiveringskode. Tilføj det lejemål, den hører til, så du kan følge forbruget.',
    additional_text: 'Du har en aktiveringskode til et andet lejemål. Vil du tilføje det til din konto?',
    code: 'Aktiveringskode: {{code}}',
    add: 'Tilføj lejemål',
    added: 'Lejemålet er tilføjet.',
  },
  cookies: {
    text: 'Vi bruger cookies til at forstå, hvordan appen bruges, og til at gøre den bedre. Du bestemmer, om vi må.',
    accept: 'Accepter cookies',
    reject: 'Afvis',
    policy: 'Cookiepolitik',
    region: 'Samtykke til cookies',
  },
  data_policy_notice: {
    title: 'Dine data',
    text: 'Vi behandler dine forbrugs- og indeklimadata på vegne af din udlejer for at vise dem til dig.',
    read: 'Læs datapolitikken',
    ok: 'Forstået',
  },
  data_policy: {
    title: 'Datapolitik',
    body: 'Vi behandler dine forbrugs- og indeklimadata for at vise dem til dig på vegne af din udlejer eller administrator. Aflæsningerne kommer fra målerne i din bolig. Vi gemmer dine kontooplysninger, så længe du har en konto; du kan til enhver tid slette din konto under profilindstillinger.',
  },
  cookie_policy: {
    title: 'Cookiepolitik',
    body: 'Appen gemmer dit login og dine valg (sprog, valgt lejemål) i din browser. Med dit samtykke måler en tag manager, hvordan appen bruges. Cookien "cookieAccepted" husker dit valg i et år.',
  },
  help: {
    title: 'Hjælp',
    intro: 'Her finder du svar på de mest almindelige spørgsmål om Beboer App.',
    q_data: 'Hvorfor er der ingen data for i dag?',
    a_data: 'Målerne aflæses én gang i døgnet eller én gang i timen; data kommer som regel inden for to dage.',
    q_compare: 'Hvad er ejendommens gennemsnit?',
    a_compare: 'Det gennemsnitlige forbrug pr. kvadratmeter for boligerne i din ejendom i samme periode.',
    q_contact: 'Hvem kontakter jeg om min regning?',
    a_contact: 'Din udlejer eller administrator. Kontaktoplysningerne står under Lejemålsinfo.',
    faq: 'Ofte stillede spørgsmål',
    q_rating: 'Hvad betyder bogstavet på oversigten?',
    a_rating:
      'Forbrugsvurderingen sammenligner dit forbrug pr. m² de seneste 365 dage med ejendommens gennemsnit: A+ er langt under gennemsnittet, C er omkring gennemsnittet, G er langt over.',
    q_alarms: 'Hvordan opdager jeg et læk eller en kold bolig i tide?',
    a_alarms:
      'Opret en alarm: på det samlede forbrug, på en stigning i forhold til forrige periode, på intet forbrug eller på en temperatur eller luftfugtighed uden for dine grænser. Når den udløses, får du en notifikation og en e-mail, hvis e-mailnotifikationer er slået til i dine profilindstillinger.',
    q_statements: 'Hvor finder jeg mit årsregnskab?',
    a_statements: 'Din udlejer offentliggør fordelingsregnskaberne. Hvert regnskab kan hentes som PDF.',
    q_invite: 'Hvordan får en medbeboer adgang?',
    a_invite:
      'En administrator af lejemålet inviterer vedkommende pr. e-mail under Lejemålsinfo. Invitationen indeholder en aktiveringskode, som også kan indtastes senere i profilindstillingerne.',
    q_privacy: 'Hvem kan se mit forbrug?',
    a_privacy:
      'Du og de andre brugere af dit lejemål. Din udlejer ser de tal, der skal bruges til regnskabet. Datapolitikken beskriver, hvordan dine data behandles.',
    go_to: 'Gå til {{page}}',
    contact: 'Kontakt',
    contact_none: 'Din udlejer har endnu ikke oplyst kontaktoplysninger. Brug oplysningerne i din lejekontrakt.',
    phone: 'Telefon',
    email: 'E-mail',
  },
  home: 'Forside',
};

const nb: typeof en = {
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
      'Forbruksvurderingen sammenligner forbruket ditt per m² de siste 365 dagene med gjennomsnittet i eiendommen: A+ er langt under gjennomsnittet, C er omtrent som gjennomsnittet, G er langt over.',
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
  home: 'Forside',
};

export const shellResources: NamespaceResources = { en, da, nb };

export function registerShellTexts(i18n: I18n): void {
  registerNamespace(i18n, SHELL_NAMESPACE, shellResources);
}
