import type { ShellTexts } from './en';

/** The `shell` namespace in Danish. */
const da: ShellTexts = {
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
  unreachable: {
    title: 'Vi kan ikke få forbindelse til {{app}} lige nu',
    text: 'Du er stadig logget ind, og intet af det, du har gemt, er gået tabt. Vi prøver igen af os selv, eller du kan prøve nu.',
    retry: 'Prøv igen',
    retrying: 'Prøver igen…',
    next_try: 'Næste forsøg om {{seconds}} s.',
  },
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
      'Bogstavet sammenligner dit forbrug pr. m² med ejendommens gennemsnit pr. m² for de samme dage: de seneste 365 dage eller dagene, siden du flyttede ind (så er bogstavet foreløbigt, og med færre end 30 dage er der endnu intet). En bolig, der bruger ejendommens gennemsnit pr. m², er en typisk bolig, C; A+ er langt under gennemsnittet, G langt over. Oversigtens kort sammenligner din bolig med ejendommens gennemsnitlige bolig uanset størrelse.',
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
  remote_error: {
    title: '{{feature}} kunne ikke vises',
    text: 'Noget gik galt i denne del af appen. Menuen og resten af appen virker stadig.',
    load_text: 'Denne del af appen kunne ikke indlæses. Prøv igen for at indlæse den forfra.',
    retry: 'Prøv igen',
    dashboard: 'Gå til forsiden',
    feature: {
      mf_auth: 'Log ind og konto',
      mf_consumption: 'Forbrug',
      mf_alarms: 'Alarmer og notifikationer',
      mf_statements: 'Fordelingsregnskaber',
      mf_report: 'Månedsrapport',
    },
  },
  home: 'Forside',
};

export default da;
