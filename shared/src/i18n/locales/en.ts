import { QUANTITY_NAMES } from '@portal/domain';

/** The `common` namespace in English: texts every app uses, keyed as SPEC names them where it does. */
export const en = {
  app: {
    title: 'the tenancy app',
    loading: 'Loading…',
  },
  menu: {
    consumption: 'Consumption',
    statements: 'Allocation statements',
    alarms: 'Alarm settings',
    tenancy_info: 'Tenancy info',
    notifications: 'Notifications',
    help: 'Help',
    profile: 'Profile settings',
    meter_list: 'Meter list',
    select_tenancy: 'Select tenancy',
    open: 'Open menu',
    close: 'Close menu',
  },
  actions: {
    ok: 'OK',
    close: 'Close',
    cancel: 'Cancel',
    save: 'Save',
    back: 'Back',
    next: 'Next',
    previous: 'Previous',
    retry: 'Try again',
    dismiss: 'Dismiss',
    skip: 'Skip',
    finish: 'Finish',
    download: 'Download',
  },
  period: {
    today: 'Today',
    this_week: 'This week',
    this_month: 'This month',
    this_year: 'This year',
    last_week: 'Last week',
    last_month: 'Last month',
    last_year: 'Last year',
    last_7_days: 'Last 7 days',
    last_30_days: 'Last 30 days',
    last_365_days: 'Last 365 days',
    custom_period: 'Custom period',
    since_moving_in: 'Since moving in',
    billing_year: 'Billing year',
    previous_period: 'Previous period',
    next_period: 'Next period',
    week_number: 'Week {{week}}',
  },
  resolution: {
    hour: 'Hour',
    day: 'Day',
    week: 'Week',
    month: 'Month',
    year: 'Year',
  },
  comparison: {
    property: 'Property average',
    last_period: 'Previous period',
    last_year: 'Previous year',
    day_before: 'The day before',
  },
  quantity: {
    ...QUANTITY_NAMES.en,
    'indoor-climate': 'Indoor climate',
  },
  smiley: {
    less: 'You are using less',
    'up-to-25': 'You are using 0–25% more',
    'up-to-50': 'You are using 25–50% more',
    'over-50': 'You are using 50% or more',
    happy: 'Good',
    neutral: 'Fair',
    sad: 'Poor',
  },
  rating: {
    title: 'Consumption rating',
    based_on: 'Based on the last 365 days',
  },
  tip: {
    lower_temperature:
      'Each degree you lower the temperature saves 5–6% energy. The ideal indoor temperature is about 21 °C.',
  },
  info: {
    data_not_yet_available: 'Data is not yet available.',
    pricing_unavailable: 'Pricing data is unavailable for the latest period.',
    no_consumption_today: 'No consumption data for today yet.',
    no_data: 'No data available.',
    comparison_not_possible: 'Comparison is not possible.',
  },
  empty: {
    no_alarms: 'You have no alarms yet.',
    no_allocations: 'There are no allocation statements yet.',
    no_notifications: 'You have no notifications.',
  },
  validation: {
    required: 'This field is required.',
    password_too_short: 'The password must be at least 12 characters long.',
    password_no_capital: 'The password must contain at least one capital letter.',
    password_no_lowercase: 'The password must contain at least one lowercase letter.',
    password_no_digit: 'The password must contain at least one digit.',
    password_no_special: 'The password must contain at least one special character.',
    passwords_do_not_match: 'The passwords do not match.',
    invalid_email: 'Please enter a valid e-mail address.',
    invalid_activation_code: 'The activation code you entered is invalid.',
  },
  login: {
    invalid_credentials: 'Invalid login credentials. Please try again.',
  },
  errors: {
    generic: 'Something went wrong. Please try again.',
    load_failed: 'This could not be loaded right now. It is tried again by itself, or you can try now.',
    unexpected_application_error: 'Unexpected Application Error',
    email_in_use: 'A user already exists with that email.',
    activation_code_in_use: 'A user already exists on the tenancy',
    user_exists_with_above_default_rights:
      'This e-mail belongs to a user with extended rights. Please use another e-mail for the tenant app.',
    email_used_in_admin_portal: 'Email is already in use',
    email_used_in_admin_portal_hint:
      'This e-mail is used in the administration portal. Please use another e-mail for the tenant app.',
    password_update_failed: 'Password update failed. Please try again.',
    login_expired: 'Your log in expired. Please log in again.',
    report_unavailable: 'This report is no longer available. Contact your landlord/administrator.',
    too_many_attempts: 'Too many attempts. Please try again later.',
    request_too_large: 'This request asks for too much at once. Choose a shorter period or fewer series.',
    request_timeout: 'This took too long and was stopped. Choose a shorter period and try again.',
    too_many_requests: 'Several heavy requests are already running. Please wait a moment and try again.',
    invalid_text: 'The text contains characters that cannot be saved.',
    tenancy_ended: 'This tenancy has ended: its data can be viewed, not changed.',
    social_email_unverified:
      'An account with this e-mail already exists. Log in with its password: this provider does not confirm e-mail addresses.',
    wrong_password: 'The current password is not correct.',
    email_unchanged: 'The new e-mail is the same as the current one.',
    email_from_provider:
      'This account signs in with Apple, Google or Facebook: its e-mail is the one the provider gives and cannot be changed here.',
    no_pending_email_change: 'No change of e-mail is waiting.',
    email_change_link_invalid:
      'This link is not valid any more: it has been used, it has expired or a newer one was sent. Your e-mail has not been changed.',
    idempotency_key_reused:
      'This was already saved, with what you sent the first time. Reload the page to see what was saved.',
    idempotency_key_invalid: 'This form could not be sent. Reload the page and try again.',
  },
  language: {
    title: 'Language',
    en: 'English',
    da: 'Dansk',
    nb: 'Norsk bokmål',
    /** Each language's name in this language (under its own name in the language panel). */
    names: { en: 'English', da: 'Danish', nb: 'Norwegian Bokmål' },
  },
  toast: {
    close: 'Close notification',
  },
  modal: {
    close: 'Close dialog',
  },
  offline: {
    /** Beside an action that needs the services, while the browser has no connection. */
    needs_connection: 'Needs a connection: you are offline.',
  },
};

/** The shape every language of `common` has (the parity test checks the keys too). */
export type CommonTexts = typeof en;

export default en;
