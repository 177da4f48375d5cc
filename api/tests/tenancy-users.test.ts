// A tenancy's users and administrators (SPEC §6, docs/decisions/0032): administrators are made and
// unmade; the last one cannot give up their rights, be removed or leave while others remain; requests
// made by hand are refused and change nothing; changes at the same moment never leave a tenancy without
// an administrator; a tenancy without one gets one; a resent invitation keeps its first code working.
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createActivationCode } from '../src/data/activation.ts';
import { up as healAdministrators } from '../src/db/migrations/20261126T0100-tenancy-administrators.ts';
import { addDays, dateAt } from '@portal/domain';
import { DEMO, type GqlResult, firstError, setupHarness } from './harness.ts';

const h = setupHarness({
  days: 1,
  config: { rateLimits: loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '10' }).rateLimits },
});
const PASSWORD = 'Tenancy-Tester-2026!';
const LAST_ADMIN = 'A tenancy needs an administrator: make another user administrator first.';
const FORBIDDEN = 'Adgang ikke tilladt';

const SET_ADMIN = `mutation($t: ID!, $u: ID!, $a: Boolean!) { setTenancyUserAdmin(tenancyId: $t, userId: $u, isAdmin: $a) { id isAdmin } }`;
const REMOVE = `mutation($t: ID!, $u: ID!) { removeTenancyUser(tenancyId: $t, userId: $u) { ok } }`;
const LEAVE = `mutation($t: ID!) { leaveTenancy(tenancyId: $t) { ok } }`;
const INVITE = `mutation($t: ID!, $e: String!) { inviteTenancyUser(tenancyId: $t, email: $e) { email } }`;
const RESEND = `mutation($t: ID!, $e: String!) { resendInvitation(tenancyId: $t, email: $e) { ok } }`;
const ADD = `mutation($c: String!) { addTenancy(activationCode: $c) { ok } }`;
const VALIDATE = `query($c: String!) { validateActivationCode(activationCode: $c) { ok text } }`;

interface User {
  id: string;
  email: string;
  token: string;
}

let serial = 0;

/** A new account (signed up with e-mail and password). */
async function newUser(label: string): Promise<User> {
  serial += 1;
  const email = `${label}-${serial}@example.com`;
  const r = await h.data(
    `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token user { id } } }`,
    { e: email, p: PASSWORD },
  );
  expect(r.errors).toBeUndefined();
  return { id: r.data.createEmailPasswordUser.user.id, email, token: r.data.createEmailPasswordUser.token };
}

/** A new running tenancy (of a demo unit) with no users, invitations or codes. */
async function emptyTenancy(): Promise<number> {
  serial += 1;
  const unit = await h.db.db.selectFrom('units').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const today = dateAt(new Date());
  const t = await h.db.db
    .insertInto('tenancies')
    .values({
      unit_id: unit.id,
      tenancy_number: `T-USERS-${serial}`,
      tenant_name: 'Tess Tester',
      start_date: addDays(today, -30),
      end_date: null,
      billing_start: addDays(today, -30),
      billing_end: addDays(today, 335),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return t.id;
}

/** A tenancy with these users, the first `admins` of them administrators. */
async function tenancyWith(users: User[], admins: number): Promise<number> {
  const tenancyId = await emptyTenancy();
  for (const [i, u] of users.entries()) {
    await h.db.db
      .insertInto('tenancy_users')
      .values({ tenancy_id: tenancyId, user_id: Number(u.id), is_admin: i < admins })
      .execute();
  }
  return tenancyId;
}

async function usersOf(tenancyId: number) {
  return h.db.db
    .selectFrom('tenancy_users')
    .select(['user_id', 'is_admin'])
    .where('tenancy_id', '=', tenancyId)
    .orderBy('user_id')
    .execute();
}

async function adminsOf(tenancyId: number): Promise<number> {
  return (await usersOf(tenancyId)).filter((u) => u.is_admin).length;
}

function setAdmin(by: User, tenancyId: number | string, user: User | string, isAdmin: boolean) {
  const u = typeof user === 'string' ? user : user.id;
  return h.data(SET_ADMIN, { t: String(tenancyId), u, a: isAdmin }, { token: by.token });
}

function remove(by: User, tenancyId: number | string, user: User | string) {
  const u = typeof user === 'string' ? user : user.id;
  return h.data(REMOVE, { t: String(tenancyId), u }, { token: by.token });
}

function leave(by: User, tenancyId: number | string) {
  return h.data(LEAVE, { t: String(tenancyId) }, { token: by.token });
}

function expectLastAdmin(r: GqlResult) {
  expect(firstError(r)).toBe(LAST_ADMIN);
  expect(r.errors?.[0]?.extensions?.code).toBe('LAST_ADMIN');
}

describe('administrators', () => {
  it('are made and made members again; the last one cannot give up their rights', async () => {
    const [anna, ben] = [await newUser('anna'), await newUser('ben')];
    const t = await tenancyWith([anna, ben], 1);

    expectLastAdmin(await setAdmin(anna, t, anna, false));
    expect(await adminsOf(t)).toBe(1);

    expect((await setAdmin(anna, t, ben, true)).data.setTenancyUserAdmin).toEqual({ id: ben.id, isAdmin: true });
    // with another administrator, one may give up one's own rights
    expect((await setAdmin(anna, t, anna, false)).data.setTenancyUserAdmin).toEqual({ id: anna.id, isAdmin: false });
    // and cannot take them back oneself
    expect(firstError(await setAdmin(anna, t, anna, true))).toBe(FORBIDDEN);
    // an administrator is made a member again by another
    expect((await setAdmin(ben, t, anna, true)).data.setTenancyUserAdmin.isAdmin).toBe(true);
    expect((await setAdmin(ben, t, anna, false)).data.setTenancyUserAdmin.isAdmin).toBe(false);
    expectLastAdmin(await setAdmin(ben, t, ben, false));
    expect(await usersOf(t)).toEqual([
      { user_id: Number(anna.id), is_admin: false },
      { user_id: Number(ben.id), is_admin: true },
    ]);
    // the list says who is
    const listed = await h.data(
      `query($t: ID!) { tenancyUsers(tenancyId: $t) { id isAdmin invitationPending } }`,
      { t: String(t) },
      { token: anna.token },
    );
    expect(listed.data.tenancyUsers.filter((u: { invitationPending: boolean }) => !u.invitationPending)).toEqual([
      { id: anna.id, isAdmin: false, invitationPending: false },
      { id: ben.id, isAdmin: true, invitationPending: false },
    ]);
  });

  it('the last one cannot leave while other users remain; alone, or once the tenancy has ended, they can', async () => {
    const [anna, ben] = [await newUser('anna'), await newUser('ben')];
    const t = await tenancyWith([anna, ben], 1);
    expectLastAdmin(await leave(anna, t));
    expect(await usersOf(t)).toHaveLength(2);
    // removing oneself is leaving
    expect(firstError(await remove(anna, t, anna))).toBe('Use leaveTenancy to leave a tenancy');
    expect(await usersOf(t)).toHaveLength(2);
    // a member leaves; then the administrator, alone, may
    expect((await leave(ben, t)).data.leaveTenancy.ok).toBe(true);
    expect((await leave(anna, t)).data.leaveTenancy.ok).toBe(true);
    expect(await usersOf(t)).toEqual([]);

    // an ended tenancy is read-only: it needs no administrator, and none could be named there
    const [cleo, dan] = [await newUser('cleo'), await newUser('dan')];
    const ended = await tenancyWith([cleo, dan], 1);
    await h.db.db
      .updateTable('tenancies')
      .set({ start_date: '2020-01-01', end_date: addDays(dateAt(new Date()), -2) })
      .where('id', '=', ended)
      .execute();
    expect(firstError(await setAdmin(cleo, ended, dan, true))).toBe(
      'The tenancy has ended: its data can be read, not changed.',
    );
    expect((await leave(cleo, ended)).data.leaveTenancy.ok).toBe(true);
    expect(await usersOf(ended)).toEqual([{ user_id: Number(dan.id), is_admin: false }]);
  });

  it('an administrator is removed by another; the remaining one is then the last', async () => {
    const [anna, ben, cleo] = [await newUser('anna'), await newUser('ben'), await newUser('cleo')];
    const t = await tenancyWith([anna, ben, cleo], 2);
    expect((await remove(anna, t, ben)).data.removeTenancyUser.ok).toBe(true);
    expect(await usersOf(t)).toEqual([
      { user_id: Number(anna.id), is_admin: true },
      { user_id: Number(cleo.id), is_admin: false },
    ]);
    expectLastAdmin(await leave(anna, t));
    expectLastAdmin(await setAdmin(anna, t, anna, false));
  });
});

describe('requests made by hand', () => {
  it('are refused and change nothing', async () => {
    const [anna, ben, outsider] = [await newUser('anna'), await newUser('ben'), await newUser('outsider')];
    const t = await tenancyWith([anna, ben], 1);
    const elsewhere = await tenancyWith([outsider], 1);
    const before = [await usersOf(t), await usersOf(elsewhere)];
    const demo = await h.login(DEMO);
    const demoId = (await h.data(`{ me { id } }`, {}, { token: demo })).data.me.id as string;

    const refused: Array<[string, GqlResult]> = [
      // a member is no administrator
      ['member makes themselves admin', await setAdmin(ben, t, ben, true)],
      ['member takes the admin rights', await setAdmin(ben, t, anna, false)],
      ['member removes the admin', await remove(ben, t, anna)],
      ['member invites', await h.data(INVITE, { t: String(t), e: 'x@example.com' }, { token: ben.token })],
      ['member resends', await h.data(RESEND, { t: String(t), e: 'x@example.com' }, { token: ben.token })],
      // another tenancy's administrator, on this one's users
      ['outsider makes themselves admin', await setAdmin(outsider, t, outsider, true)],
      ['outsider takes the admin rights', await setAdmin(outsider, t, anna, false)],
      ['outsider removes a user', await remove(outsider, t, ben)],
      ['outsider leaves', await leave(outsider, t)],
      // an administrator, on someone who is not this tenancy's user
      ['admin promotes an outsider', await setAdmin(anna, t, outsider, true)],
      ['admin promotes demo', await setAdmin(anna, t, demoId, true)],
      ['admin removes an outsider', await remove(anna, t, outsider)],
      ['admin acts on another tenancy', await setAdmin(anna, elsewhere, outsider, false)],
      // ids that are no ids
      ['malformed user', await setAdmin(anna, t, '1 or 1=1', true)],
      ['malformed tenancy', await setAdmin(anna, '-1', ben, true)],
    ];
    for (const [what, r] of refused) {
      expect(firstError(r), what).toBe(FORBIDDEN);
      expect(r.data, what).toBeNull();
    }
    expect([await usersOf(t), await usersOf(elsewhere)]).toEqual(before);
  });
});

describe('changes at the same moment', () => {
  it('two administrators taking each other’s rights, or removing each other, leave one administrator', async () => {
    for (let round = 0; round < 4; round++) {
      const [anna, ben] = [await newUser('anna'), await newUser('ben')];
      const t = await tenancyWith([anna, ben], 2);
      const results = await Promise.all([setAdmin(anna, t, ben, false), setAdmin(ben, t, anna, false)]);
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      // the second is judged on what the first left: its caller is no administrator any more
      expect(results.filter((r) => r.errors).map(firstError)).toEqual([FORBIDDEN]);
      expect(await adminsOf(t)).toBe(1);

      const [cleo, dan, eve] = [await newUser('cleo'), await newUser('dan'), await newUser('eve')];
      const t2 = await tenancyWith([cleo, dan, eve], 2);
      const removals = await Promise.all([remove(cleo, t2, dan), remove(dan, t2, cleo)]);
      expect(removals.filter((r) => !r.errors)).toHaveLength(1);
      expect(await usersOf(t2)).toHaveLength(2);
      expect(await adminsOf(t2)).toBe(1);

      const [fay, gus, hal] = [await newUser('fay'), await newUser('gus'), await newUser('hal')];
      const t3 = await tenancyWith([fay, gus, hal], 2);
      const leaving = await Promise.all([leave(fay, t3), leave(gus, t3)]);
      expect(leaving.filter((r) => !r.errors)).toHaveLength(1);
      expectLastAdmin(leaving.find((r) => r.errors)!);
      expect(await adminsOf(t3)).toBe(1);
    }
  });
});

describe('a tenancy without an administrator', () => {
  it('gets one: the first user to join it, and the longest-standing user left when an administrator’s account goes', async () => {
    const t = await emptyTenancy();
    const [anna, ben] = [await newUser('anna'), await newUser('ben')];
    // landlord's codes that make no one administrator
    const first = await createActivationCode(h.db.db, { tenancyId: t });
    const second = await createActivationCode(h.db.db, { tenancyId: t });
    expect((await h.data(ADD, { c: first.code }, { token: anna.token })).data.addTenancy.ok).toBe(true);
    expect((await h.data(ADD, { c: second.code }, { token: ben.token })).data.addTenancy.ok).toBe(true);
    expect(await usersOf(t)).toEqual([
      { user_id: Number(anna.id), is_admin: true },
      { user_id: Number(ben.id), is_admin: false },
    ]);
    // An account can always be deleted; its tenancies keep an administrator.
    const deleted = await h.data(
      `mutation($p: String) { deleteAccount(password: $p) { ok } }`,
      { p: PASSWORD },
      {
        token: anna.token,
      },
    );
    expect(deleted.data.deleteAccount.ok).toBe(true);
    expect(await usersOf(t)).toEqual([{ user_id: Number(ben.id), is_admin: true }]);
  });

  it('that has users gets one when the services are updated: its longest-standing active user', async () => {
    const [inactive, anna, ben] = [await newUser('inactive'), await newUser('anna'), await newUser('ben')];
    await h.db.db.updateTable('users').set({ is_active: false }).where('id', '=', Number(inactive.id)).execute();
    const t = await tenancyWith([inactive, anna, ben], 0);
    // anna joined before ben
    await h.db.db
      .updateTable('tenancy_users')
      .set({ created_at: new Date('2025-01-01T00:00:00Z') })
      .where('tenancy_id', '=', t)
      .where('user_id', '=', Number(ben.id))
      .execute();
    await h.db.db
      .updateTable('tenancy_users')
      .set({ created_at: new Date('2024-01-01T00:00:00Z') })
      .where('tenancy_id', '=', t)
      .where('user_id', 'in', [Number(inactive.id), Number(anna.id)])
      .execute();
    const [cleo, dan] = [await newUser('cleo'), await newUser('dan')];
    const untouched = await tenancyWith([cleo, dan], 1);
    // A tenancy without administrator lets its users leave (there is no one to name one).
    const [eve, fay] = [await newUser('eve'), await newUser('fay')];
    const stranded = await tenancyWith([eve, fay], 0);
    expect((await leave(eve, stranded)).data.leaveTenancy.ok).toBe(true);

    await healAdministrators(h.db.db as unknown as Kysely<unknown>);
    expect(await usersOf(t)).toEqual(
      [
        { user_id: Number(inactive.id), is_admin: false },
        { user_id: Number(anna.id), is_admin: true },
        { user_id: Number(ben.id), is_admin: false },
      ].sort((a, b) => a.user_id - b.user_id),
    );
    expect(await usersOf(untouched)).toEqual([
      { user_id: Number(cleo.id), is_admin: true },
      { user_id: Number(dan.id), is_admin: false },
    ]);
    expect(await usersOf(stranded)).toEqual([{ user_id: Number(fay.id), is_admin: true }]);
  });
});

describe('a resent invitation', () => {
  async function codesTo(email: string): Promise<string[]> {
    return h.mailer.outbox.filter((m) => m.to === email).map((m) => /activationCode=([A-Z]{12})/.exec(m.text)![1]!);
  }

  it('keeps the first code working; using one code uses the invitation, and the others stop working', async () => {
    const anna = await newUser('anna');
    const t = await tenancyWith([anna], 1);
    const invitee = `invitee-${serial}@example.com`;
    expect((await h.data(INVITE, { t: String(t), e: invitee }, { token: anna.token })).errors).toBeUndefined();
    expect((await h.data(RESEND, { t: String(t), e: invitee }, { token: anna.token })).errors).toBeUndefined();
    expect((await h.data(RESEND, { t: String(t), e: invitee }, { token: anna.token })).errors).toBeUndefined();
    const codes = await codesTo(invitee);
    expect(new Set(codes).size).toBe(3);
    for (const c of codes) expect((await h.data(VALIDATE, { c })).data.validateActivationCode.ok).toBe(true);
    // one row for the address, however many e-mails
    const listed = await h.data(
      `query($t: ID!) { tenancyUsers(tenancyId: $t) { email invitationPending } }`,
      { t: String(t) },
      { token: anna.token },
    );
    expect(listed.data.tenancyUsers).toEqual([
      { email: anna.email, invitationPending: false },
      { email: invitee, invitationPending: true },
    ]);

    // the first e-mail's code signs the invitee up; the others then say the invitation was used
    const signedUp = await h.data(
      `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token } }`,
      { e: invitee, p: PASSWORD },
    );
    const token = signedUp.data.createEmailPasswordUser.token as string;
    expect((await h.data(ADD, { c: codes[0] }, { token })).data.addTenancy.ok).toBe(true);
    for (const c of codes) {
      expect((await h.data(VALIDATE, { c })).data.validateActivationCode).toEqual({
        ok: false,
        text: 'Activation code has already been used',
      });
    }
    // someone else holding a later e-mail cannot join with it
    const stranger = await newUser('stranger');
    const late = await h.data(ADD, { c: codes[2] }, { token: stranger.token });
    expect(firstError(late)).toBe('Activation code has already been used');
    expect((await usersOf(t)).map((u) => u.user_id)).not.toContain(Number(stranger.id));
    expect(firstError(await h.data(RESEND, { t: String(t), e: invitee }, { token: anna.token }))).toBe(
      'No pending invitation for this e-mail',
    );
  });

  it('lets one user in when two of its codes are used at the same moment', async () => {
    const anna = await newUser('anna');
    const t = await tenancyWith([anna], 1);
    const invitee = `twice-${serial}@example.com`;
    await h.data(INVITE, { t: String(t), e: invitee }, { token: anna.token });
    await h.data(RESEND, { t: String(t), e: invitee }, { token: anna.token });
    const [first, second] = await codesTo(invitee);
    const [ben, cleo] = [await newUser('ben'), await newUser('cleo')];
    const results = await Promise.all([
      h.data(ADD, { c: first }, { token: ben.token }),
      h.data(ADD, { c: second }, { token: cleo.token }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(results.filter((r) => r.errors).map(firstError)).toEqual(['Activation code has already been used']);
    expect(await usersOf(t)).toHaveLength(2);
  });
});
