import { beforeAll, describe, expect, it } from 'vitest';
import { evaluateAlarms } from '../src/jobs/alarm-evaluator.ts';
import { appendReadings, issueMonthlyReports } from '../src/jobs/readings-appender.ts';
import { DEMO, NOHOME, SEED_NOW, firstError, serveData, setupHarness } from './harness.ts';

const h = setupHarness({ days: 40 });
let token: string;
let oslo: { id: string; unitId: string };
/** Signed URLs name the configured public origin; `local` fetches them from the test server instead. */
const { local } = serveData(h);

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { id unitId brand } }`, {}, { token });
  oslo = r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway');
});

describe('me and tenancies', () => {
  it('returns the user with all tenancies and SPEC §3 fields', async () => {
    const r = await h.data(
      `{ me { email language isSuperuser isActive isAdmin userType emailNotifications accountHasStatements tenancies {
        id propertyNumber tenancyId tenant start end useNewBackend dataAvailability { start end } billingPeriod { start end }
        apartment { apartmentInfo { city zipcode } uniqueId apartment address }
        latestAllocationStatement { fileName url periodStartDate periodEndDate expenseTypes }
        meterUnits { kind unit } contactDetails { phone email } isAdmin } } }`,
      {},
      { token },
    );
    expect(r.errors).toBeUndefined();
    const me = r.data.me;
    expect(me).toMatchObject({
      email: DEMO.email,
      language: 'nb',
      userType: 'email-password',
      accountHasStatements: true,
    });
    expect(me.tenancies).toHaveLength(2);
    const t = me.tenancies.find((x: { id: string }) => x.id === oslo.id);
    expect(t.apartment.apartmentInfo).toEqual({ city: 'Oslo', zipcode: '0555' });
    expect(t.latestAllocationStatement.periodEndDate).toBe('2025-12-31');
    expect(t.meterUnits).toContainEqual({ kind: 'radiator', unit: 'hca-unit' });
    expect(t.dataAvailability.end).toBe('2026-11-05');
    expect(t.isAdmin).toBe(true);
  });
});

describe('alarms', () => {
  const CREATE = `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { id name kind type quantity period threshold enabled } }`;

  it('creates, reads, updates and deletes an alarm', async () => {
    const c = await h.data(
      CREATE,
      {
        i: {
          tenancyId: oslo.id,
          kind: 'CONSUMPTION',
          type: 'TOTAL',
          quantity: 'heat-energy',
          period: 'MONTH',
          threshold: 500,
        },
      },
      { token },
    );
    expect(c.errors).toBeUndefined();
    const id = c.data.createAlarm.id;
    const list = await h.data(`query($t: ID!) { alarms(tenancyId: $t) { id } }`, { t: oslo.id }, { token });
    expect(list.data.alarms.map((a: { id: string }) => a.id)).toContain(id);
    const u = await h.data(
      `mutation($id: ID!) { updateAlarm(id: $id, input: { threshold: 400, enabled: false, name: "Winter heat" }) { threshold enabled name } }`,
      { id },
      { token },
    );
    expect(u.data.updateAlarm).toEqual({ threshold: 400, enabled: false, name: 'Winter heat' });
    const d = await h.data(`mutation($id: ID!) { deleteAlarm(id: $id) { ok } }`, { id }, { token });
    expect(d.data.deleteAlarm.ok).toBe(true);
    expect(firstError(await h.data(`query($id: ID!) { alarm(id: $id) { id } }`, { id }, { token }))).toBe(
      'The alarm does not exist.',
    );
  });

  it('fixes the zero-consumption threshold at 0 and validates kinds and types', async () => {
    const zero = await h.data(
      CREATE,
      {
        i: {
          tenancyId: oslo.id,
          kind: 'CONSUMPTION',
          type: 'ZERO_CONSUMPTION',
          quantity: 'cold-water-volume',
          period: 'DAY',
        },
      },
      { token },
    );
    expect(zero.data.createAlarm.threshold).toBe(0);
    const zeroId = zero.data.createAlarm.id;
    expect(
      firstError(
        await h.data(
          `mutation($id: ID!) { updateAlarm(id: $id, input: { threshold: 3 }) { id } }`,
          { id: zeroId },
          { token },
        ),
      ),
    ).toBe('The threshold of a zero-consumption alarm is fixed at 0');
    expect(
      firstError(
        await h.data(
          CREATE,
          {
            i: {
              tenancyId: oslo.id,
              kind: 'CLIMATE',
              type: 'TOTAL',
              quantity: 'indoor-temperature',
              period: 'DAY',
              threshold: 1,
            },
          },
          { token },
        ),
      ),
    ).toBe('TOTAL is not a type of CLIMATE alarm');
    expect(
      firstError(
        await h.data(
          CREATE,
          {
            i: {
              tenancyId: oslo.id,
              kind: 'CLIMATE',
              type: 'MAXIMUM',
              quantity: 'heat-energy',
              period: 'DAY',
              threshold: 1,
            },
          },
          { token },
        ),
      ),
    ).toBe('A climate alarm watches indoor temperature or humidity');
    expect(
      firstError(
        await h.data(
          CREATE,
          {
            i: {
              tenancyId: oslo.id,
              kind: 'CONSUMPTION',
              type: 'TOTAL',
              quantity: 'gas-volume',
              period: 'DAY',
              threshold: 1,
            },
          },
          { token },
        ),
      ),
    ).toBe('The tenancy has no meter of this quantity');
    expect(
      firstError(
        await h.data(
          CREATE,
          { i: { tenancyId: oslo.id, kind: 'CONSUMPTION', type: 'TOTAL', quantity: 'heat-energy', period: 'DAY' } },
          { token },
        ),
      ),
    ).toBe('threshold is required');
  });
});

describe('alarm evaluator and notifications', () => {
  it('has seeded notifications of several kinds from the demo alarms', async () => {
    const r = await h.data(
      `query($t: ID!) { notifications(tenancyId: $t) { id kind metricType period evaluatedPeriod { startDate endDate } direction threshold triggerValue readAt alarm { name type } } }`,
      { t: oslo.id },
      { token },
    );
    expect(r.errors).toBeUndefined();
    const kinds = new Set(r.data.notifications.map((n: { kind: string }) => n.kind));
    expect(kinds.has('HIGH_CONSUMPTION')).toBe(true);
    expect(kinds.has('INDOOR_CLIMATE')).toBe(true);
    const n = r.data.notifications.find((x: { alarm: { type: string } | null }) => x.alarm?.type === 'TOTAL');
    expect(n.triggerValue).toBeGreaterThan(n.threshold);
  });

  it('creates a notification and an e-mail when an alarm condition holds, once per period', async () => {
    const c = await h.data(
      `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { id } }`,
      {
        i: {
          tenancyId: oslo.id,
          kind: 'CONSUMPTION',
          type: 'TOTAL',
          quantity: 'cold-water-volume',
          period: 'DAY',
          threshold: 0.001,
        },
      },
      { token },
    );
    // Created in the tests' past: an alarm judges the periods from the one it was created in.
    await h.db.db
      .updateTable('alarms')
      .set({ evaluate_from: new Date('2026-11-04T08:00:00Z') })
      .where('id', '=', Number(c.data.createAlarm.id))
      .execute();
    const before = h.mailer.outbox.length;
    const created = await evaluateAlarms(h.db.db, { now: SEED_NOW, mailer: h.mailer, portalUrl: 'http://portal' });
    expect(created).toBeGreaterThanOrEqual(1);
    expect(h.mailer.outbox.length).toBeGreaterThan(before);
    expect(h.mailer.outbox.at(-1)!.subject).toMatch(/^Høyt forbruk: /); // demo reads Norwegian
    expect(await evaluateAlarms(h.db.db, { now: SEED_NOW })).toBe(0);
    const list = await h.data(
      `query($t: ID!) { notifications(tenancyId: $t, onlyUnread: true) { id alarm { id } evaluatedPeriod { startDate } } }`,
      { t: oslo.id },
      { token },
    );
    const mine = list.data.notifications.filter(
      (n: { alarm: { id: string } | null }) => n.alarm?.id === c.data.createAlarm.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0].evaluatedPeriod.startDate).toBe('2026-11-04');
    const read = await h.data(
      `mutation($id: ID!) { markNotificationRead(id: $id) { readAt } }`,
      { id: mine[0].id },
      { token },
    );
    expect(read.data.markNotificationRead.readAt).toBeTruthy();
    const one = await h.data(`query($id: ID!) { notification(id: $id) { id readAt } }`, { id: mine[0].id }, { token });
    expect(one.data.notification.readAt).toBeTruthy();
    await h.data(`mutation($t: ID!) { markAllNotificationsRead(tenancyId: $t) { ok } }`, { t: oslo.id }, { token });
    const unread = await h.data(
      `query($t: ID!) { notifications(tenancyId: $t, onlyUnread: true) { id } }`,
      { t: oslo.id },
      { token },
    );
    expect(unread.data.notifications).toEqual([]);
  });

  it('appends readings hour by hour without duplicates and issues monthly report codes', async () => {
    const later = new Date(SEED_NOW.getTime() + 3 * 3600_000);
    const meters = await h.db.db
      .selectFrom('meters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await appendReadings(h.db.db, later)).toBe(Number(meters.n) * 3);
    expect(await appendReadings(h.db.db, later)).toBe(0);
    // The demo world is as the job leaves it: October is issued for every unit already.
    expect(await issueMonthlyReports(h.db.db, later)).toBe(0);
    const aarhus = (await h.data(`{ tenancies { id brand } }`, {}, { token })).data.tenancies.find(
      (t: { brand: string }) => t.brand === 'denmark',
    );
    const reports = async () =>
      (
        await h.data(
          `query($t: ID!) { notifications(tenancyId: $t) { kind evaluatedPeriod { startDate endDate } reportCode } }`,
          { t: aarhus.id },
          { token },
        )
      ).data.notifications.filter((n: { kind: string }) => n.kind === 'CONSUMPTION_REPORT');
    expect(await reports()).toEqual([
      {
        kind: 'CONSUMPTION_REPORT',
        evaluatedPeriod: { startDate: '2026-10-01', endDate: '2026-10-31' },
        reportCode: expect.any(String),
      },
    ]);
    const before = h.mailer.outbox.length;
    const december = new Date('2026-12-01T06:00:00Z');
    const units = await h.db.db
      .selectFrom('units')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(await issueMonthlyReports(h.db.db, december, { mailer: h.mailer, portalUrl: 'http://portal' })).toBe(
      Number(units.n),
    );
    expect(await issueMonthlyReports(h.db.db, december)).toBe(0);
    const november = (await reports()).find(
      (n: { evaluatedPeriod: { startDate: string } }) => n.evaluatedPeriod.startDate === '2026-11-01',
    );
    // demo@ has two homes: a mail for each, each link opening that home's report.
    const mails = h.mailer.outbox.slice(before).filter((m) => m.to === 'demo@example.com');
    const reported = [];
    for (const mail of mails) {
      const code = /\/report\/([^?\s]+)\?language=nb\s/.exec(mail.text)![1]!;
      reported.push(
        (await h.data(`query($c: String!) { report(code: $c) { periodStart city } }`, { c: code })).data.report,
      );
    }
    expect(reported).toEqual([
      { periodStart: '2026-11-01', city: 'Oslo' },
      { periodStart: '2026-11-01', city: 'Aarhus C' },
    ]);
    // the notification links to the mailed report while its code is valid
    const aarhusMail = mails.find((m) => m.text.includes(`/report/${november.reportCode}?`));
    expect(aarhusMail).toBeDefined();
    expect(reported[mails.indexOf(aarhusMail!)]!.city).toBe('Aarhus C');
    await h.db.db
      .updateTable('report_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', november.reportCode)
      .execute();
    expect(
      (await reports()).find(
        (n: { evaluatedPeriod: { startDate: string } }) => n.evaluatedPeriod.startDate === '2026-11-01',
      ).reportCode,
    ).toBeNull();
  });
});

describe('allocation statements', () => {
  it('lists three statements with signed URLs that serve real PDFs and expire', async () => {
    const r = await h.data(
      `query($t: ID!) { allocationStatements(tenancyId: $t) { id fileName url periodStartDate periodEndDate expenseTypes } }`,
      { t: oslo.id },
      { token },
    );
    const list = r.data.allocationStatements;
    expect(list).toHaveLength(3);
    expect(list[0].periodStartDate).toBe('2025-01-01');
    const res = await fetch(local(list[0].url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    const tampered = local(list[0].url).replace(/statements\/\d+/, `statements/${Number(list[0].id) + 1}`);
    expect((await fetch(tampered)).status).toBe(403);
    const expired = local(list[0].url).replace(/expires=\d+/, 'expires=1000');
    expect((await fetch(expired)).status).toBe(403);
  });
});

describe('meters', () => {
  it('lists meters with latest reading and renames a room', async () => {
    const r = await h.data(
      `query($t: ID!) { meters(tenancyId: $t) { id number quantity kind unit roomName reading readingTimestamp } }`,
      { t: oslo.id },
      { token },
    );
    expect(r.data.meters).toHaveLength(10);
    const hca = r.data.meters.find((m: { quantity: string }) => m.quantity === 'hca');
    expect(hca.reading).toBeGreaterThan(0);
    expect(hca.readingTimestamp).toMatch(/^2026-11-05T1\d:00:00$/);
    const renamed = await h.data(
      `mutation($id: ID!) { renameMeterRoom(meterId: $id, roomName: "Study") { roomName } }`,
      { id: hca.id },
      { token },
    );
    expect(renamed.data.renameMeterRoom.roomName).toBe('Study');
    expect(
      firstError(
        await h.data(
          `mutation($id: ID!) { renameMeterRoom(meterId: $id, roomName: "") { roomName } }`,
          { id: hca.id },
          { token },
        ),
      ),
    ).toBe('roomName must be 1-60 characters');
  });
});

describe('profile', () => {
  it('changes name, language and notifications', async () => {
    const r = await h.data(
      `mutation { updateProfile(input: { name: "Dina D.", language: en, emailNotifications: false }) { name language emailNotifications } }`,
      {},
      { token },
    );
    expect(r.data.updateProfile).toEqual({ name: 'Dina D.', language: 'en', emailNotifications: false });
  });

  it('changes password with the old one; a wrong one is said as such', async () => {
    const t = await h.login(NOHOME);
    expect(
      firstError(
        await h.data(
          `mutation { changePassword(oldPassword: "wrong", newPassword: "Second-Pass-2026!") { ok } }`,
          {},
          { token: t },
        ),
      ),
    ).toBe('The current password is not correct.');
    const ok = await h.data(
      `mutation { changePassword(oldPassword: "${NOHOME.password}", newPassword: "Second-Pass-2026!") { ok } }`,
      {},
      { token: t },
    );
    expect(ok.data.changePassword.ok).toBe(true);
    await h.login({ email: NOHOME.email, password: 'Second-Pass-2026!' });
  });

  it('deletes the account', async () => {
    const created = await h.data(
      `mutation { createEmailPasswordUser(email: "leaving@example.com", password: "Leaving-Pass-2026!") { token } }`,
    );
    const t = created.data.createEmailPasswordUser.token;
    expect(
      (await h.data(`mutation { deleteAccount(password: "Leaving-Pass-2026!") { ok } }`, {}, { token: t })).data
        .deleteAccount.ok,
    ).toBe(true);
    expect(firstError(await h.data(`{ me { id } }`, {}, { token: t }))).toBe('login-required');
  });
});

describe('tenancy users and invitations', () => {
  it('lists users with the pending invitation; admin invites, resends, promotes and removes', async () => {
    const users = await h.data(
      `query($t: ID!) { tenancyUsers(tenancyId: $t) { id email isAdmin invitationPending } }`,
      { t: oslo.id },
      { token },
    );
    expect(users.data.tenancyUsers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'flatmate@example.com', isAdmin: false, invitationPending: false }),
        expect.objectContaining({ email: 'friend@example.com', invitationPending: true, id: null }),
      ]),
    );
    const inv = await h.data(
      `mutation($t: ID!) { inviteTenancyUser(tenancyId: $t, email: "cousin@example.com") { email invitationPending } }`,
      { t: oslo.id },
      { token },
    );
    expect(inv.data.inviteTenancyUser).toEqual({ email: 'cousin@example.com', invitationPending: true });
    const mail = h.mailer.outbox.at(-1)!;
    expect(mail.to).toBe('cousin@example.com');
    const code = /activationCode=([A-Z]{12})/.exec(mail.text)![1]!;
    const resend = await h.data(
      `mutation($t: ID!) { resendInvitation(tenancyId: $t, email: "cousin@example.com") { ok } }`,
      { t: oslo.id },
      { token },
    );
    expect(resend.data.resendInvitation.ok).toBe(true);
    const newCode = /activationCode=([A-Z]{12})/.exec(h.mailer.outbox.at(-1)!.text)![1]!;
    expect(newCode).not.toBe(code);
    // The first e-mail's code keeps working, as that e-mail says; the list shows the address once.
    const validate = async (c: string) =>
      (await h.data(`query($c: String!) { validateActivationCode(activationCode: $c) { ok text } }`, { c })).data
        .validateActivationCode;
    expect(await validate(code)).toEqual({ ok: true, text: 'The activation code is valid.' });
    const listed = await h.data(`query($t: ID!) { tenancyUsers(tenancyId: $t) { email } }`, { t: oslo.id }, { token });
    expect(listed.data.tenancyUsers.filter((u: { email: string }) => u.email === 'cousin@example.com')).toHaveLength(1);
    // The cousin signs up with the new code.
    const cousin = await h.data(
      `mutation { createEmailPasswordUser(email: "cousin@example.com", password: "Cousin-Pass-2026!") { token user { id } } }`,
    );
    const ct = cousin.data.createEmailPasswordUser.token;
    expect(
      (await h.data(`mutation($c: String!) { addTenancy(activationCode: $c) { ok } }`, { c: newCode }, { token: ct }))
        .data.addTenancy.ok,
    ).toBe(true);
    const cousinId = cousin.data.createEmailPasswordUser.user.id;
    // The invitation is used: its other code stops working.
    expect(await validate(code)).toEqual({ ok: false, text: 'Activation code has already been used' });
    // A non-admin cannot invite.
    expect(
      firstError(
        await h.data(
          `mutation($t: ID!) { inviteTenancyUser(tenancyId: $t, email: "x@example.com") { email } }`,
          { t: oslo.id },
          { token: ct },
        ),
      ),
    ).toBe('Adgang ikke tilladt');
    const promoted = await h.data(
      `mutation($t: ID!, $u: ID!) { setTenancyUserAdmin(tenancyId: $t, userId: $u, isAdmin: true) { isAdmin } }`,
      { t: oslo.id, u: cousinId },
      { token },
    );
    expect(promoted.data.setTenancyUserAdmin.isAdmin).toBe(true);
    const removed = await h.data(
      `mutation($t: ID!, $u: ID!) { removeTenancyUser(tenancyId: $t, userId: $u) { ok } }`,
      { t: oslo.id, u: cousinId },
      { token },
    );
    expect(removed.data.removeTenancyUser.ok).toBe(true);
    expect(
      firstError(await h.data(`query($t: ID!) { meters(tenancyId: $t) { id } }`, { t: oslo.id }, { token: ct })),
    ).toBe('Adgang ikke tilladt');
  });

  it('lets a member leave a tenancy', async () => {
    const flatmate = await h.login({ email: 'flatmate@example.com', password: 'Flatmate-Tenant-2026!' });
    expect(
      (await h.data(`mutation($t: ID!) { leaveTenancy(tenancyId: $t) { ok } }`, { t: oslo.id }, { token: flatmate }))
        .data.leaveTenancy.ok,
    ).toBe(true);
    expect((await h.data(`{ tenancies { id } }`, {}, { token: flatmate })).data.tenancies).toEqual([]);
  });
});

describe('report, cost estimate and property settings', () => {
  it('serves the monthly report by code, with a PDF, and refuses an expired code', async () => {
    const r = await h.data(
      `{ report(code: "demo-latest") { code periodStart periodEnd address city currency quantities { quantity unit total propertyAverage previousMonth } waterPricePerLitre mostRecentCost previousCost pdfUrl } }`,
    );
    expect(r.errors).toBeUndefined();
    const rep = r.data.report;
    expect(rep).toMatchObject({ periodStart: '2026-10-01', periodEnd: '2026-10-31', city: 'Oslo', currency: 'NOK' });
    expect(rep.quantities.find((q: { quantity: string }) => q.quantity === 'cold-water-volume').total).toBeGreaterThan(
      0,
    );
    const water = await h.db.db
      .selectFrom('quantity_prices')
      .select('price')
      .where('quantity', '=', 'cold-water-volume')
      .where('valid_from', '=', '2026-01-01')
      .orderBy('property_id')
      .executeTakeFirstOrThrow();
    expect(rep.waterPricePerLitre).toBeCloseTo(water.price / 1000, 5);
    expect(rep.mostRecentCost).toBeGreaterThan(0);
    const pdf = await fetch(local(rep.pdfUrl));
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(firstError(await h.data(`{ report(code: "demo-expired") { code } }`))).toBe(
      'This report is no longer available. Contact your landlord/administrator.',
    );
    expect(firstError(await h.data(`{ report(code: "no-such-code") { code } }`))).toBe(
      'This report is no longer available. Contact your landlord/administrator.',
    );
  });

  it('estimates the cost of the latest hour from the hourly tariff', async () => {
    const r = await h.data(
      `query($t: ID!) { costEstimate(tenancyId: $t) { currency priceArea tariffs { hour tariff } latestHour latestConsumption estimatedCostLatestHour } }`,
      { t: oslo.id },
      { token },
    );
    expect(r.errors).toBeUndefined();
    const c = r.data.costEstimate;
    expect(c).toMatchObject({ currency: 'NOK', priceArea: 'NO1' });
    // The seed's clock is in the past; today's tariffs exist only when today is inside the seeded span.
    if (c.latestHour) {
      const tariff = c.tariffs.find((t: { hour: string }) => t.hour === c.latestHour).tariff;
      expect(c.estimatedCostLatestHour).toBeCloseTo(c.latestConsumption * tariff, 1);
    } else expect(c.estimatedCostLatestHour).toBeNull();
  });

  it('lists property settings', async () => {
    const r = await h.data(`query($t: ID!) { propertySettings(tenancyId: $t) { kind } }`, { t: oslo.id }, { token });
    expect(r.data.propertySettings).toEqual([{ kind: 'hourly-values' }]);
  });
});
