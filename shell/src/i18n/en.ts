/** The `shell` namespace in English. */
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
  unreachable: {
    title: 'We cannot reach {{app}} right now',
    text: 'Your session is kept: nothing you have saved is lost. We try again by ourselves, or you can try now.',
    retry: 'Try again',
    retrying: 'Trying again…',
    next_try: 'Next try in {{seconds}} s.',
  },
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
      'The letter compares your consumption per m² with the property’s average per m² over the same days: the last 365 days, or the days since you moved in (then the letter is provisional, and with fewer than 30 days there is none yet). A home that uses the property’s average per m² is a typical home, C; A+ is far below the average, G far above it. The dashboard’s cards compare your home with the property’s average home, whatever its size.',
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
  remote_error: {
    title: '{{feature}} could not be shown',
    text: 'Something went wrong in this part of the app. The menu and the rest of the app still work.',
    load_text: 'This part of the app could not be loaded. Trying again loads it afresh.',
    retry: 'Try again',
    dashboard: 'Go to the dashboard',
    feature: {
      mf_auth: 'Sign-in and account',
      mf_consumption: 'Consumption',
      mf_alarms: 'Alarms and notifications',
      mf_statements: 'Allocation statements',
      mf_report: 'Monthly report',
    },
  },
  home: 'Home',
};

export type ShellTexts = typeof en;

export default en;
