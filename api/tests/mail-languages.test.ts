// The invitation (sent and resent, each stating until when its code works) and the password-reset
// e-mail in the recipient's language, with the working link carrying it. docs/decisions/0026, 0032.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Language } from '../src/generated/data-types.ts';
import type { Mail } from '../src/mail/mailer.ts';
import { hashCode } from '../src/data/activation.ts';
import { invitationLanguage, invitationMail, withLanguage } from '../src/mail/messages.ts';
import { outboxSettled } from '../src/mail/outbox.ts';
import { DEMO, NOHOME, OTHER, setupHarness } from './harness.ts';

// Invitations to one address are sent and resent in every language here: more than one day's limit.
const h = setupHarness({
  days: 1,
  config: { rateLimits: loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '10' }).rateLimits },
});
const PORTAL = 'http://localhost:3000';
const LANGUAGES: Language[] = ['en', 'da', 'nb'];

interface Place {
  id: string;
  address: string;
}
let token: string;
let oslo: Place;
let aarhus: Place;

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(
    `{ tenancies { id brand apartment { address apartmentInfo { zipcode city } } } }`,
    {},
    { token },
  );
  const place = (brand: string): Place => {
    const t = r.data.tenancies.find((x: { brand: string }) => x.brand === brand);
    return {
      id: t.id,
      address: `${t.apartment.address}, ${t.apartment.apartmentInfo.zipcode} ${t.apartment.apartmentInfo.city}`,
    };
  };
  oslo = place('norway');
  aarhus = place('denmark');
});

async function setLanguage(email: string, language: string): Promise<void> {
  await h.db.db.updateTable('users').set({ language }).where('email', '=', email).execute();
}

function lastMailTo(to: string): Mail {
  const mail = h.mailer.outbox.findLast((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

const INVITATION: Record<
  Language,
  {
    subject: string;
    invited: string;
    code: string;
    signUp: string;
    valid: (date: string, time: string) => string;
  }
> = {
  en: {
    subject: 'You are invited to the tenancy app',
    invited: 'You have been invited to follow the consumption of',
    code: 'Your activation code:',
    signUp: 'Sign up here:',
    valid: (date, time) => `The code is valid until ${date} at ${time} (Copenhagen time).`,
  },
  da: {
    subject: 'Du er inviteret til Beboer App',
    invited: 'Du er blevet inviteret til at følge forbruget i',
    code: 'Din aktiveringskode:',
    signUp: 'Opret dig her:',
    valid: (date, time) => `Koden er gyldig til den ${date} kl. ${time}.`,
  },
  nb: {
    subject: 'Du er invitert til Beboer App',
    invited: 'Du er invitert til å følge forbruket i',
    code: 'Aktiveringskoden din:',
    signUp: 'Registrer deg her:',
    valid: (date, time) => `Koden er gyldig til ${date} kl. ${time}.`,
  },
};

const LOCALE: Record<Language, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };

/** When a code stops working, as the database has it, in Copenhagen time and the language's words. */
function validityLine(expiresAt: Date, language: Language): string {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(LOCALE[language], { ...options, timeZone: 'Europe/Copenhagen' }).format(expiresAt);
  return INVITATION[language].valid(
    format({ day: 'numeric', month: 'long', year: 'numeric' }),
    format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  );
}

/** Checks the invitation's subject and text in the language; returns its activation code, checked to work. */
async function expectInvitation(mail: Mail, language: Language, place: Place): Promise<string> {
  const t = INVITATION[language];
  const code = /\/signup\?activationCode=([A-Z]{12})&/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  const stored = await h.db.db
    .selectFrom('activation_codes')
    .select(['created_at', 'expires_at'])
    .where('code_hash', '=', hashCode(code!))
    .executeTakeFirstOrThrow();
  // 14 days from when it was made (the clock may move a few milliseconds between the two)
  expect(Math.abs(stored.expires_at.getTime() - stored.created_at.getTime() - 14 * 86_400_000)).toBeLessThan(5000);
  expect(mail.subject).toBe(t.subject);
  expect(mail.text).toBe(
    [
      `${t.invited} ${place.address}.`,
      '',
      `${t.code} ${code!.slice(0, 4)}-${code!.slice(4, 8)}-${code!.slice(8)}`,
      '',
      t.signUp,
      `${PORTAL}/signup?activationCode=${code}&language=${language}`,
      '',
      validityLine(stored.expires_at, language),
    ].join('\n'),
  );
  const valid = await h.data(`query($c: String!) { validateActivationCode(activationCode: $c) { ok } }`, { c: code });
  expect(valid.data.validateActivationCode.ok).toBe(true);
  return code!;
}

async function invite(place: Place, email: string): Promise<void> {
  const r = await h.data(
    `mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { invitationPending } }`,
    { t: place.id, e: email },
    { token },
  );
  expect(r.errors).toBeUndefined();
}

async function resend(place: Place, email: string): Promise<void> {
  const r = await h.data(
    `mutation($t: ID!, $e: String!) { resendInvitation(tenancyId: $t, email: $e) { ok } }`,
    { t: place.id, e: email },
    { token },
  );
  expect(r.errors).toBeUndefined();
}

describe('invitation e-mails', () => {
  it.each(LANGUAGES)(
    "reach an invitee who has an account in their own language (%s), sent and resent, whatever the inviter's",
    async (language) => {
      await setLanguage(OTHER.email, language);
      await setLanguage(DEMO.email, language === 'en' ? 'da' : 'en');
      await invite(oslo, OTHER.email);
      const first = await expectInvitation(lastMailTo(OTHER.email), language, oslo);
      await resend(oslo, OTHER.email);
      expect(await expectInvitation(lastMailTo(OTHER.email), language, oslo)).not.toBe(first);
    },
  );

  it.each(LANGUAGES)(
    "reach someone without an account in the inviter's language (%s), not the brand's",
    async (language) => {
      await setLanguage(DEMO.email, language);
      const email = `newcomer-${language}@example.com`;
      await invite(aarhus, email);
      await expectInvitation(lastMailTo(email), language, aarhus);
      await resend(aarhus, email);
      await expectInvitation(lastMailTo(email), language, aarhus);
    },
  );

  it("fall back to the brand's language (Norway nb, Denmark da), then English", async () => {
    await setLanguage(DEMO.email, 'de');
    await invite(oslo, 'newcomer-oslo@example.com');
    await expectInvitation(lastMailTo('newcomer-oslo@example.com'), 'nb', oslo);
    await invite(aarhus, 'newcomer-aarhus@example.com');
    await expectInvitation(lastMailTo('newcomer-aarhus@example.com'), 'da', aarhus);
    expect(invitationLanguage(undefined, 'de', 'third-brand')).toBe('en');
    expect(invitationLanguage('de', 'nb', 'denmark')).toBe('nb');
    expect(invitationLanguage('da', 'nb', 'norway')).toBe('da');
  });
});

const RESET: Record<Language, { subject: string; asked: string; within: string; notYou: string }> = {
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

/** Asks for a reset link; checks the e-mail in the language and returns the link's token. */
async function expectReset(email: string, language: Language): Promise<string> {
  const r = await h.data(`mutation($e: String!) { requestPasswordReset(email: $e) { ok } }`, { e: email });
  expect(r.data.requestPasswordReset.ok).toBe(true);
  await outboxSettled();
  const mail = lastMailTo(email);
  const token = /[?&]token=([^&\s]+)/.exec(mail.text)?.[1];
  expect(token, mail.text).toBeDefined();
  const t = RESET[language];
  expect(mail.subject).toBe(t.subject);
  expect(mail.text).toBe(
    [
      t.asked,
      '',
      t.within,
      `${PORTAL}/set-password?email=${encodeURIComponent(email)}&token=${token}&language=${language}`,
      '',
      t.notYou,
    ].join('\n'),
  );
  return decodeURIComponent(token!);
}

describe('password-reset e-mails', () => {
  const users: Record<Language, string> = {
    en: NOHOME.email,
    da: OTHER.email,
    nb: 'flatmate@example.com',
  };

  it.each(LANGUAGES)("are in the user's stored language (%s), with a link that works", async (language) => {
    const email = users[language];
    await setLanguage(email, language);
    const resetToken = await expectReset(email, language);
    const password = `Reset-${language.toUpperCase()}-Pass-2026!`;
    const ok = await h.data(
      `mutation($e: String!, $t: String!, $p: String!) { passwordReset(email: $e, token: $t, newPassword: $p) { ok } }`,
      { e: email, t: resetToken, p: password },
    );
    expect(ok.data.passwordReset.ok).toBe(true);
    await h.login({ email, password });
  });

  it("fall back to the brand of the user's tenancy, else English", async () => {
    await setLanguage(DEMO.email, 'de');
    await expectReset(DEMO.email, 'nb'); // demo's first tenancy is in Oslo
    await setLanguage(NOHOME.email, 'de');
    await expectReset(NOHOME.email, 'en'); // no tenancy
  });
});

describe('the validity an invitation states', () => {
  it('is the moment its code stops working, in Copenhagen time and in the language', () => {
    const validity = (validUntil: Date, language: Language) =>
      invitationMail({
        to: 'x@example.com',
        language,
        address: 'Testvej 1',
        code: 'ABCDEFGHJKLM',
        validUntil,
        portalUrl: PORTAL,
      })
        .text.split('\n')
        .at(-1);
    // summer time (UTC+2)
    const summer = new Date('2026-04-03T11:05:00Z');
    expect(validity(summer, 'en')).toBe('The code is valid until 3 April 2026 at 13:05 (Copenhagen time).');
    expect(validity(summer, 'da')).toBe('Koden er gyldig til den 3. april 2026 kl. 13.05.');
    expect(validity(summer, 'nb')).toBe('Koden er gyldig til 3. april 2026 kl. 13:05.');
    // winter time (UTC+1): already the next day in Copenhagen
    const winter = new Date('2026-12-08T23:30:00Z');
    expect(validity(winter, 'en')).toBe('The code is valid until 9 December 2026 at 00:30 (Copenhagen time).');
    expect(validity(winter, 'da')).toBe('Koden er gyldig til den 9. december 2026 kl. 00.30.');
    expect(validity(winter, 'nb')).toBe('Koden er gyldig til 9. desember 2026 kl. 00:30.');
  });
});

describe('links', () => {
  it('carry the language in their query', () => {
    expect(withLanguage('http://portal/report/abc', 'da')).toBe('http://portal/report/abc?language=da');
    expect(withLanguage('http://portal/signup?activationCode=ABC', 'nb')).toBe(
      'http://portal/signup?activationCode=ABC&language=nb',
    );
  });
});
