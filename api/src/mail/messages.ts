// Every e-mail the services send (alarms, monthly report, invitation, password reset, e-mail change) in the
// recipient's language: the user's stored language, else the brand's, else English (SPEC §1); an
// invitation to someone without an account in the inviter's. Links carry the language, so that the
// page opens in it. Numbers as SPEC §9 says (en-GB for English, da-DK for the others, decimals per
// quantity); periods as Copenhagen calendar dates.
import type { AlarmPeriod, AlarmType, Language, NotificationKind } from '../generated/data-types.ts';
import {
  DATE_LOCALES,
  decimalsFor,
  formatNumber,
  isLanguage,
  isoWeek,
  isUnit,
  quantityName,
  startOfDayInstant,
  TIME_ZONE,
  unitLabel,
} from '@portal/domain';
import type { Mail } from './mailer.ts';

const BRAND_LANGUAGE: Record<string, Language> = { norway: 'nb', denmark: 'da' };

/** The recipient's language: theirs when it is one of ours, else the brand's, else English. */
export function mailLanguage(userLanguage: string | null | undefined, brand: string | null | undefined): Language {
  if (isLanguage(userLanguage)) return userLanguage;
  return BRAND_LANGUAGE[brand ?? ''] ?? 'en';
}

/**
 * An invitation's language: the invitee's when they have an account (and it is one of ours), else
 * the inviter's, else the brand's, else English.
 */
export function invitationLanguage(
  inviteeLanguage: string | null | undefined,
  inviterLanguage: string | null | undefined,
  brand: string | null | undefined,
): Language {
  return isLanguage(inviteeLanguage) ? inviteeLanguage : mailLanguage(inviterLanguage, brand);
}

/** A portal link that opens the page in a language: `language=xx` added to its query. */
export function withLanguage(link: string, language: Language): string {
  return `${link}${link.includes('?') ? '&' : '?'}language=${language}`;
}

type AlarmKindOfNotification = Exclude<NotificationKind, 'CONSUMPTION_REPORT'>;

// --- numbers ---------------------------------------------------------------------------------------

/**
 * An alarm figure with its unit, as the portal shows it (mf-alarms formatTrigger): at least the
 * quantity's decimals, at most 3 for a limit the tenant typed and 2 for a measured value (water 3).
 */
export function formatFigure(
  value: number,
  options: { type: AlarmType; quantity: string; unit: string; language: Language; measured: boolean },
): string {
  const own = options.type === 'INCREASE' ? { min: 0, max: 2 } : decimalsFor(options.quantity);
  const number = formatNumber(value, options.language, {
    min: own.min,
    max: Math.max(own.min, options.measured ? 2 : 3),
  });
  const label = isUnit(options.unit) ? unitLabel(options.unit, value, options.language) : '';
  return label ? `${number}\u00a0${label}` : number;
}

// --- dates -----------------------------------------------------------------------------------------

/** Formats Copenhagen calendar dates at their local midnight, in Copenhagen time. */
function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(DATE_LOCALES[language], { ...options, timeZone: TIME_ZONE });
}

const LONG_DATE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

const PERIOD_TEXT: Record<
  Language,
  Record<AlarmPeriod, (p: { date: string; range: string; week: number; month: string; year: string }) => string>
> = {
  en: {
    DAY: (p) => `on ${p.date}`,
    WEEK: (p) => `in week ${p.week} (${p.range})`,
    MONTH: (p) => `in ${p.month}`,
    YEAR: (p) => `in ${p.year}`,
  },
  da: {
    DAY: (p) => `den ${p.date}`,
    WEEK: (p) => `i uge ${p.week} (${p.range})`,
    MONTH: (p) => `i ${p.month}`,
    YEAR: (p) => `i ${p.year}`,
  },
  nb: {
    DAY: (p) => p.date,
    WEEK: (p) => `i uke ${p.week} (${p.range})`,
    MONTH: (p) => `i ${p.month}`,
    YEAR: (p) => `i ${p.year}`,
  },
};

/** "on 4 November 2026", "i uge 45 (2.–8. november 2026)", "in October 2026", "i 2026". */
export function formatPeriod(period: AlarmPeriod, start: string, end: string, language: Language): string {
  const begin = startOfDayInstant(start);
  const last = startOfDayInstant(end);
  return PERIOD_TEXT[language][period]({
    date: dateFormat(language, LONG_DATE).format(begin),
    // ICU versions differ in the spaces around the dash ("23–29", "23 – 29"): one form in every e-mail
    range: dateFormat(language, LONG_DATE)
      .formatRange(begin, last)
      .replace(/\s*–\s*/g, '–'),
    week: isoWeek(start).week,
    month: dateFormat(language, { month: 'long', year: 'numeric' }).format(begin),
    year: start.slice(0, 4),
  });
}

// --- texts -----------------------------------------------------------------------------------------

/** The app's title (SPEC §1). */
export const APP_TITLE: Record<Language, string> = { en: 'the tenancy app', da: 'Beboer App', nb: 'Beboer App' };

interface Figures {
  value: string;
  threshold: string;
  /** Whose limit: the recipient's own alarm's, or another user's. */
  limit: string;
}

interface AlarmTexts {
  kind: Record<AlarmKindOfNotification, string>;
  greeting: (name: string) => string;
  /** The recipient's own alarm. */
  wentOff: (alarm: string) => string;
  /** An alarm another user of the tenancy set (alarms are the tenancy's; every user gets its e-mail). */
  othersWentOff: (alarm: string, setBy: string, address: string) => string;
  limit: { own: string; other: string };
  finding: Record<AlarmType, (f: Figures) => string>;
  link: (app: string) => string;
  footer: string;
}

// Kind names as the portal shows them (mf-alarms notification_kind), so subject and list agree.
const ALARM_TEXTS: Record<Language, AlarmTexts> = {
  en: {
    kind: {
      HIGH_CONSUMPTION: 'High consumption',
      ZERO_CONSUMPTION: 'Zero consumption',
      INDOOR_CLIMATE: 'Indoor climate',
      POSSIBLE_LEAK: 'Possible leak',
    },
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    wentOff: (alarm) => `Your alarm “${alarm}” has gone off.`,
    othersWentOff: (alarm, setBy, address) => `The alarm “${alarm}” that ${setBy} set for ${address} has gone off.`,
    limit: { own: 'your limit', other: 'its limit' },
    finding: {
      TOTAL: (f) => `${f.value} in total, above ${f.limit} of ${f.threshold}.`,
      INCREASE: (f) => `${f.value} more than the period before, above ${f.limit} of ${f.threshold}.`,
      ZERO_CONSUMPTION: () => 'no consumption was measured.',
      MINIMUM: (f) => `an average of ${f.value}, below ${f.limit} of ${f.threshold}.`,
      MAXIMUM: (f) => `an average of ${f.value}, above ${f.limit} of ${f.threshold}.`,
      LEAK: (f) =>
        `water flowed in every hour for ${f.value} hours in a row (${f.limit}: ${f.threshold} hours). A running toilet or a dripping tap is the usual cause.`,
      NIGHT_FLOW: (f) =>
        `at night (01:00–05:00) the water never stopped: at least ${f.value} an hour, above ${f.limit} of ${f.threshold} an hour. A running toilet or a dripping tap is the usual cause.`,
    },
    link: (app) => `See the notification in ${app}:`,
    footer: 'You get this e-mail because e-mail notifications are on in your profile settings.',
  },
  da: {
    kind: {
      HIGH_CONSUMPTION: 'Højt forbrug',
      ZERO_CONSUMPTION: 'Intet forbrug',
      INDOOR_CLIMATE: 'Indeklima',
      POSSIBLE_LEAK: 'Mulig lækage',
    },
    greeting: (name) => (name ? `Hej ${name},` : 'Hej,'),
    wentOff: (alarm) => `Din alarm “${alarm}” er gået i gang.`,
    othersWentOff: (alarm, setBy, address) =>
      `Alarmen “${alarm}”, som ${setBy} har oprettet for ${address}, er gået i gang.`,
    limit: { own: 'din grænse', other: 'alarmens grænse' },
    finding: {
      TOTAL: (f) => `${f.value} i alt, over ${f.limit} på ${f.threshold}.`,
      INCREASE: (f) => `${f.value} mere end perioden før, over ${f.limit} på ${f.threshold}.`,
      ZERO_CONSUMPTION: () => 'der blev ikke målt noget forbrug.',
      MINIMUM: (f) => `et gennemsnit på ${f.value}, under ${f.limit} på ${f.threshold}.`,
      MAXIMUM: (f) => `et gennemsnit på ${f.value}, over ${f.limit} på ${f.threshold}.`,
      LEAK: (f) =>
        `der løb vand i hver time i ${f.value} timer i træk (${f.limit}: ${f.threshold} timer). Et løbende toilet eller en dryppende hane er den sædvanlige årsag.`,
      NIGHT_FLOW: (f) =>
        `om natten (01–05) stoppede vandet aldrig: mindst ${f.value} i timen, over ${f.limit} på ${f.threshold} i timen. Et løbende toilet eller en dryppende hane er den sædvanlige årsag.`,
    },
    link: (app) => `Se notifikationen i ${app}:`,
    footer: 'Du får denne e-mail, fordi e-mailnotifikationer er slået til i dine profilindstillinger.',
  },
  nb: {
    kind: {
      HIGH_CONSUMPTION: 'Høyt forbruk',
      ZERO_CONSUMPTION: 'Null forbruk',
      INDOOR_CLIMATE: 'Inneklima',
      POSSIBLE_LEAK: 'Mulig lekkasje',
    },
    greeting: (name) => (name ? `Hei ${name},` : 'Hei,'),
    wentOff: (alarm) => `Alarmen din «${alarm}» har gått av.`,
    othersWentOff: (alarm, setBy, address) =>
      `Alarmen «${alarm}», som ${setBy} har satt opp for ${address}, har gått av.`,
    limit: { own: 'grensen din', other: 'alarmens grense' },
    finding: {
      TOTAL: (f) => `${f.value} totalt, over ${f.limit} på ${f.threshold}.`,
      INCREASE: (f) => `${f.value} mer enn perioden før, over ${f.limit} på ${f.threshold}.`,
      ZERO_CONSUMPTION: () => 'det ble ikke målt noe forbruk.',
      MINIMUM: (f) => `et gjennomsnitt på ${f.value}, under ${f.limit} på ${f.threshold}.`,
      MAXIMUM: (f) => `et gjennomsnitt på ${f.value}, over ${f.limit} på ${f.threshold}.`,
      LEAK: (f) =>
        `det rant vann hver time i ${f.value} timer på rad (${f.limit}: ${f.threshold} timer). Et toalett som renner eller en kran som drypper, er den vanlige årsaken.`,
      NIGHT_FLOW: (f) =>
        `om natten (01–05) stoppet aldri vannet: minst ${f.value} i timen, over ${f.limit} på ${f.threshold} i timen. Et toalett som renner eller en kran som drypper, er den vanlige årsaken.`,
    },
    link: (app) => `Se varselet i ${app}:`,
    footer: 'Du får denne e-posten fordi e-postvarsler er slått på i profilinnstillingene dine.',
  },
};

export interface AlarmMailInput {
  to: string;
  recipientName: string;
  language: Language;
  alarmName: string;
  /**
   * Who set the alarm (their name, else their e-mail) when that is not the recipient; null: the
   * recipient set it.
   */
  setBy: string | null;
  /** The home the alarm watches (the unit's address). */
  address: string;
  kind: AlarmKindOfNotification;
  type: AlarmType;
  quantity: string;
  /** The unit key of threshold and value (`percent` for INCREASE). */
  unit: string;
  period: AlarmPeriod;
  start: string;
  end: string;
  value: number;
  threshold: number;
  link: string;
}

export function alarmMail(input: AlarmMailInput): Mail {
  const t = ALARM_TEXTS[input.language];
  const figure = (value: number, measured: boolean) =>
    // a leak's figures are whole hours
    input.type === 'LEAK'
      ? formatNumber(value, input.language, { min: 0, max: 0 })
      : formatFigure(value, {
          type: input.type,
          quantity: input.quantity,
          unit: input.unit,
          language: input.language,
          measured,
        });
  const what = quantityName(input.quantity, input.language);
  const when = formatPeriod(input.period, input.start, input.end, input.language);
  const finding = t.finding[input.type]({
    value: figure(input.value, true),
    threshold: figure(input.threshold, false),
    limit: input.setBy === null ? t.limit.own : t.limit.other,
  });
  return {
    to: input.to,
    subject: `${t.kind[input.kind]}: ${input.alarmName}`,
    text: [
      t.greeting(input.recipientName),
      '',
      input.setBy === null ? t.wentOff(input.alarmName) : t.othersWentOff(input.alarmName, input.setBy, input.address),
      '',
      `${what} ${when}: ${finding}`,
      '',
      t.link(APP_TITLE[input.language]),
      input.link,
      '',
      t.footer,
    ].join('\n'),
  };
}

const REPORT_TEXTS: Record<
  Language,
  { subject: (month: string, address: string) => string; ready: (address: string) => string; valid: string }
> = {
  en: {
    subject: (month, address) => `Your consumption report for ${month} – ${address}`,
    ready: (address) => `The monthly consumption report for ${address} is ready:`,
    valid: 'The link works for 90 days.',
  },
  da: {
    subject: (month, address) => `Din forbrugsrapport for ${month} – ${address}`,
    ready: (address) => `Den månedlige forbrugsrapport for ${address} er klar:`,
    valid: 'Linket virker i 90 dage.',
  },
  nb: {
    subject: (month, address) => `Forbruksrapporten din for ${month} – ${address}`,
    ready: (address) => `Den månedlige forbruksrapporten for ${address} er klar:`,
    valid: 'Lenken virker i 90 dager.',
  },
};

/**
 * The monthly report e-mail of a home; subject and text name it (its address, as the portal's tenancy
 * list does), so that a tenant of two homes tells their reports apart. The link opens the report in
 * the recipient's language.
 */
export function reportMail(input: {
  to: string;
  language: Language;
  month: string;
  /** The unit's address. */
  address: string;
  portalUrl: string;
  code: string;
}): Mail {
  const t = REPORT_TEXTS[input.language];
  const month = dateFormat(input.language, { month: 'long', year: 'numeric' }).format(startOfDayInstant(input.month));
  const link = withLanguage(`${input.portalUrl}/report/${encodeURIComponent(input.code)}`, input.language);
  return {
    to: input.to,
    subject: t.subject(month, input.address),
    text: `${t.ready(input.address)}\n${link}\n\n${t.valid}`,
  };
}

interface InvitationTexts {
  subject: (app: string) => string;
  invited: (address: string) => string;
  code: (code: string) => string;
  signUp: string;
  valid: (until: { date: string; time: string }) => string;
}

const INVITATION_TEXTS: Record<Language, InvitationTexts> = {
  en: {
    subject: (app) => `You are invited to ${app}`,
    invited: (address) => `You have been invited to follow the consumption of ${address}.`,
    code: (code) => `Your activation code: ${code}`,
    signUp: 'Sign up here:',
    // Copenhagen time is Danish and Norwegian time; an English reader may be elsewhere.
    valid: (until) => `The code is valid until ${until.date} at ${until.time} (Copenhagen time).`,
  },
  da: {
    subject: (app) => `Du er inviteret til ${app}`,
    invited: (address) => `Du er blevet inviteret til at følge forbruget i ${address}.`,
    code: (code) => `Din aktiveringskode: ${code}`,
    signUp: 'Opret dig her:',
    valid: (until) => `Koden er gyldig til den ${until.date} kl. ${until.time}.`,
  },
  nb: {
    subject: (app) => `Du er invitert til ${app}`,
    invited: (address) => `Du er invitert til å følge forbruket i ${address}.`,
    code: (code) => `Aktiveringskoden din: ${code}`,
    signUp: 'Registrer deg her:',
    valid: (until) => `Koden er gyldig til ${until.date} kl. ${until.time}.`,
  },
};

/**
 * The invitation to a tenancy: the activation code (in groups of four), the sign-up link with it, and
 * until when the code works (its stored expiry, in Copenhagen time), so that what it says stays true
 * however many invitations follow it (docs/decisions/0032).
 */
export function invitationMail(input: {
  to: string;
  language: Language;
  address: string;
  code: string;
  validUntil: Date;
  portalUrl: string;
}): Mail {
  const t = INVITATION_TEXTS[input.language];
  const link = withLanguage(
    `${input.portalUrl}/signup?activationCode=${encodeURIComponent(input.code)}`,
    input.language,
  );
  return {
    to: input.to,
    subject: t.subject(APP_TITLE[input.language]),
    text: [
      t.invited(input.address),
      '',
      t.code(input.code.match(/.{1,4}/g)!.join('-')),
      '',
      t.signUp,
      link,
      '',
      t.valid({
        date: dateFormat(input.language, LONG_DATE).format(input.validUntil),
        time: dateFormat(input.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
          input.validUntil,
        ),
      }),
    ].join('\n'),
  };
}

const RESET_TEXTS: Record<Language, { subject: string; asked: string; within: string; notYou: string }> = {
  en: {
    subject: 'Reset your password',
    asked: 'Someone asked to reset the password of your tenant account.',
    within: 'Set a new password within one hour:',
    notYou: 'If it was not you, ignore this e-mail.',
  },
  da: {
    subject: 'Nulstil din adgangskode',
    asked: 'Nogen har bedt om at nulstille adgangskoden til din beboerkonto.',
    within: 'Vælg en ny adgangskode inden for en time:',
    notYou: 'Hvis det ikke var dig, kan du se bort fra denne e-mail.',
  },
  nb: {
    subject: 'Tilbakestill passordet ditt',
    asked: 'Noen har bedt om å tilbakestille passordet til beboerkontoen din.',
    within: 'Velg et nytt passord innen én time:',
    notYou: 'Hvis det ikke var deg, kan du se bort fra denne e-posten.',
  },
};

/** The password-reset e-mail with its single-use link (valid one hour). */
export function passwordResetMail(input: { to: string; language: Language; portalUrl: string; token: string }): Mail {
  const t = RESET_TEXTS[input.language];
  const link = withLanguage(
    `${input.portalUrl}/set-password?email=${encodeURIComponent(input.to)}&token=${encodeURIComponent(input.token)}`,
    input.language,
  );
  return {
    to: input.to,
    subject: t.subject,
    text: [t.asked, '', t.within, link, '', t.notYou].join('\n'),
  };
}

interface EmailChangeTexts {
  confirmSubject: string;
  asked: (app: string) => string;
  within: string;
  untilThen: string;
  notYou: string;
  noticeSubject: string;
  noticeAsked: (app: string, address: string) => string;
  noticeUntil: (address: string) => string;
  noticeNotYou: string;
}

const EMAIL_CHANGE_TEXTS: Record<Language, EmailChangeTexts> = {
  en: {
    confirmSubject: 'Confirm your new e-mail address',
    asked: (app) => `Someone asked to use this e-mail address for their account in ${app}.`,
    within: 'Confirm it within 24 hours by following this link:',
    untilThen: 'Until then, the account logs in with its current e-mail address.',
    notYou: 'If it was not you, ignore this e-mail: nothing changes.',
    noticeSubject: 'Your e-mail address is about to change',
    noticeAsked: (app, address) =>
      `Someone asked to change the e-mail address of your account in ${app} to ${address}.`,
    noticeUntil: (address) =>
      `The change takes effect when the link we sent to ${address} is followed (within 24 hours). Until then, you log in with this address.`,
    noticeNotYou:
      'If it was not you, log in, cancel the change in your profile settings and change your password, or contact your landlord/administrator:',
  },
  da: {
    confirmSubject: 'Bekræft din nye e-mailadresse',
    asked: (app) => `Nogen har bedt om at bruge denne e-mailadresse til sin konto i ${app}.`,
    within: 'Bekræft den inden for 24 timer ved at følge dette link:',
    untilThen: 'Indtil da logger kontoen ind med sin nuværende e-mailadresse.',
    notYou: 'Hvis det ikke var dig, kan du se bort fra denne e-mail: intet ændres.',
    noticeSubject: 'Din e-mailadresse er ved at blive ændret',
    noticeAsked: (app, address) => `Nogen har bedt om at ændre e-mailadressen på din konto i ${app} til ${address}.`,
    noticeUntil: (address) =>
      `Ændringen træder i kraft, når linket, vi har sendt til ${address}, bliver fulgt (inden for 24 timer). Indtil da logger du ind med denne adresse.`,
    noticeNotYou:
      'Hvis det ikke var dig, så log ind, annullér ændringen i dine profilindstillinger og skift din adgangskode, eller kontakt din udlejer/administrator:',
  },
  nb: {
    confirmSubject: 'Bekreft den nye e-postadressen din',
    asked: (app) => `Noen har bedt om å bruke denne e-postadressen for kontoen sin i ${app}.`,
    within: 'Bekreft den innen 24 timer ved å følge denne lenken:',
    untilThen: 'Inntil da logger kontoen inn med den nåværende e-postadressen sin.',
    notYou: 'Hvis det ikke var deg, kan du se bort fra denne e-posten: ingenting endres.',
    noticeSubject: 'E-postadressen din er i ferd med å endres',
    noticeAsked: (app, address) => `Noen har bedt om å endre e-postadressen til kontoen din i ${app} til ${address}.`,
    noticeUntil: (address) =>
      `Endringen trer i kraft når lenken vi sendte til ${address}, blir fulgt (innen 24 timer). Inntil da logger du inn med denne adressen.`,
    noticeNotYou:
      'Hvis det ikke var deg, logg inn, avbryt endringen i profilinnstillingene og bytt passord, eller kontakt utleieren/forvalteren din:',
  },
};

/** The link that confirms a change of e-mail, sent to the new address (single use, 24 hours). */
export function emailChangeMail(input: { to: string; language: Language; portalUrl: string; token: string }): Mail {
  const t = EMAIL_CHANGE_TEXTS[input.language];
  const link = withLanguage(
    `${input.portalUrl}/confirm-email?token=${encodeURIComponent(input.token)}`,
    input.language,
  );
  return {
    to: input.to,
    subject: t.confirmSubject,
    text: [t.asked(APP_TITLE[input.language]), '', t.within, link, '', t.untilThen, t.notYou].join('\n'),
  };
}

/** The notice to the current address that a change to `newEmail` was asked for. */
export function emailChangeNoticeMail(input: {
  to: string;
  newEmail: string;
  language: Language;
  portalUrl: string;
}): Mail {
  const t = EMAIL_CHANGE_TEXTS[input.language];
  const login = withLanguage(`${input.portalUrl}/login`, input.language);
  return {
    to: input.to,
    subject: t.noticeSubject,
    text: [
      t.noticeAsked(APP_TITLE[input.language], input.newEmail),
      '',
      t.noticeUntil(input.newEmail),
      '',
      t.noticeNotYou,
      login,
    ].join('\n'),
  };
}
