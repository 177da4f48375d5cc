// Idempotency keys (docs/decisions/0034), over HTTP to the data service: a repeat of a create with the
// same key and arguments answers as the first did and creates nothing again (no second alarm, code,
// tenancy link or mail), also when the first answer was lost on its way or both arrive at once; the same
// key with other arguments is refused; keys are each user's own, checked, and forgotten after 24 hours.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createActivationCode } from '../src/data/activation.ts';
import { deleteExpiredKeys, IDEMPOTENCY_KEY_TTL_MS } from '../src/idempotency/idempotency.service.ts';
import { DEMO, type GqlResult, OTHER, serveData, setupHarness } from './harness.ts';
import { withDatabase } from './test-db.ts';

const h = setupHarness({
  days: 1,
  config: { rateLimits: loadConfig({ NODE_ENV: 'test', RATE_LIMIT_SCALE: '10' }).rateLimits },
});
const { local } = serveData(h);

const CREATE = `mutation($i: CreateAlarmInput!) { createAlarm(input: $i) { id name tenancyId quantity threshold createdAt } }`;
const INVITE = `mutation($t: ID!, $e: String!, $k: String) { inviteTenancyUser(tenancyId: $t, email: $e, idempotencyKey: $k) { email invitationPending invitedAt } }`;
const RESEND = `mutation($t: ID!, $e: String!, $k: String) { resendInvitation(tenancyId: $t, email: $e, idempotencyKey: $k) { ok } }`;
const ADD = `mutation($c: String!, $k: String) { addTenancy(activationCode: $c, idempotencyKey: $k) { ok } }`;
const REQUEST_CHANGE = `mutation($e: String!, $p: String!, $k: String) { requestEmailChange(newEmail: $e, password: $p, idempotencyKey: $k) { email expiresAt } }`;
const RESEND_CHANGE = `mutation($k: String) { resendEmailChange(idempotencyKey: $k) { email expiresAt } }`;
const PASSWORD = 'Idempotent-Tester-2026!';

let demo: string;
let other: string;
let demoOslo: string;
let otherTenancy: string;
let serial = 0;

/** A GraphQL request over HTTP to the served data service. */
async function post(query: string, variables: Record<string, unknown>, token?: string): Promise<GqlResult> {
  const res = await fetch(local('/graphql'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: unknown; errors?: GqlResult['errors'] };
  return { status: res.status, data: body.data, ...(body.errors ? { errors: body.errors } : {}) } as GqlResult;
}

/**
 * A request whose answer is lost: it is sent whole and the service answers (it has done its work),
 * but the client drops the connection as the answer arrives and never reads it.
 */
function postAndLoseAnswer(query: string, variables: Record<string, unknown>, token: string): Promise<number> {
  const url = new URL(local('/graphql'));
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `JWT ${token}`,
        },
      },
      (res) => {
        res.destroy();
        req.destroy();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Sends requests so that they meet in the service. On PostgreSQL `table` (which the work reads after
 * claiming the key) is locked from another session while they are sent, and let go once two of them
 * wait on a lock (the first on the table, inside its transaction; the second on the first's key) or
 * all have answered: so the second has passed every step before its transaction while the first's is
 * still open. PGlite runs one transaction at a time: there they are sent together.
 */
async function atOnce(table: string, send: () => Array<Promise<GqlResult>>): Promise<GqlResult[]> {
  const server = process.env.DATABASE_URL;
  if (!server) return Promise.all(send());
  const session = new pg.Client({ connectionString: withDatabase(server, h.db.name) });
  await session.connect();
  try {
    await session.query('begin');
    await session.query(`lock table ${table} in access exclusive mode`);
    let settled = 0;
    const requests = send().map((r) => r.finally(() => (settled += 1)));
    const waiting = async () => {
      // a transaction keeps its first view of the activity unless told to take a new one
      await session.query('select pg_stat_clear_snapshot()');
      const { rows } = await session.query<{ n: string }>(
        `select count(*) as n from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
      );
      return Number(rows[0]!.n);
    };
    const until = Date.now() + 20_000;
    while (settled < requests.length && (await waiting()) < 2 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await session.query('commit');
    return await Promise.all(requests);
  } finally {
    await session.end();
  }
}

function code(r: GqlResult): unknown {
  return r.errors?.[0]?.extensions?.code;
}

function alarmInput(tenancyId: string, name: string, threshold = 100) {
  return { tenancyId, name, kind: 'CONSUMPTION', type: 'TOTAL', quantity: 'heat-energy', period: 'DAY', threshold };
}

async function alarmsNamed(name: string) {
  return h.db.db.selectFrom('alarms').select(['id', 'tenancy_id']).where('name', '=', name).execute();
}

function uniqueName(label: string): string {
  serial += 1;
  return `${label} ${serial}`;
}

beforeAll(async () => {
  demo = await h.login(DEMO);
  other = await h.login(OTHER);
  const tenancies = async (token: string) =>
    (await post(`{ tenancies { id brand } }`, {}, token)).data.tenancies as Array<{ id: string; brand: string }>;
  demoOslo = (await tenancies(demo)).find((t) => t.brand === 'norway')!.id;
  otherTenancy = (await tenancies(other))[0]!.id;
});

describe('createAlarm with an idempotency key', () => {
  it('creates one alarm for two requests with one key, and answers both alike', async () => {
    const name = uniqueName('Twice');
    const key = randomUUID();
    const first = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo);
    const second = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data.createAlarm).toEqual(first.data.createAlarm);
    expect(await alarmsNamed(name)).toEqual([{ id: Number(first.data.createAlarm.id), tenancy_id: Number(demoOslo) }]);
  });

  it('answers a retry after a lost answer with the alarm the first request saved', async () => {
    const name = uniqueName('Lost answer');
    const key = randomUUID();
    const variables = { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } };
    expect(await postAndLoseAnswer(CREATE, variables, demo)).toBe(200);
    // the service saved it: the client, which never read the answer, sends it again
    const saved = await alarmsNamed(name);
    expect(saved).toHaveLength(1);
    const retry = await post(CREATE, variables, demo);
    expect(retry.errors).toBeUndefined();
    expect(retry.data.createAlarm.id).toBe(String(saved[0]!.id));
    expect(await alarmsNamed(name)).toHaveLength(1);
  });

  it('refuses the same key with another input, or for another mutation, and creates nothing', async () => {
    const name = uniqueName('Reused');
    const key = randomUUID();
    const first = await post(CREATE, { i: { ...alarmInput(demoOslo, name, 100), idempotencyKey: key } }, demo);
    expect(first.errors).toBeUndefined();
    const changed = await post(CREATE, { i: { ...alarmInput(demoOslo, name, 200), idempotencyKey: key } }, demo);
    expect(code(changed)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(changed.errors?.[0]?.message).toBe(
      'This idempotency key was used for another request. Send a new key with a new request.',
    );
    expect(changed.data).toBeNull();
    const elsewhere = await post(INVITE, { t: demoOslo, e: `reused-${serial}@example.com`, k: key }, demo);
    expect(code(elsewhere)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await alarmsNamed(name)).toHaveLength(1);
    expect(
      await h.db.db
        .selectFrom('activation_codes')
        .select('id')
        .where('email', '=', `reused-${serial}@example.com`)
        .execute(),
    ).toEqual([]);
    // the same input in another order, with a default spelt out, is the same input
    const same = await post(
      CREATE,
      { i: { idempotencyKey: key, enabled: true, ...alarmInput(demoOslo, name, 100) } },
      demo,
    );
    expect(same.data.createAlarm.id).toBe(first.data.createAlarm.id);
  });

  it("keeps each user's keys apart: another user's same key is another key", async () => {
    const name = uniqueName('Same key, two users');
    const key = randomUUID();
    const mine = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo);
    const theirs = await post(CREATE, { i: { ...alarmInput(otherTenancy, name), idempotencyKey: key } }, other);
    expect(mine.errors).toBeUndefined();
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.createAlarm.id).not.toBe(mine.data.createAlarm.id);
    expect(await alarmsNamed(name)).toHaveLength(2);
    // and each user's repeat answers their own
    const again = await post(CREATE, { i: { ...alarmInput(otherTenancy, name), idempotencyKey: key } }, other);
    expect(again.data.createAlarm.id).toBe(theirs.data.createAlarm.id);
    // another user cannot get the first user's alarm with their key
    const probe = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, other);
    expect(probe.errors?.[0]?.message).toBe('Adgang ikke tilladt');
  });

  it('creates one alarm for two requests with one key at the same moment', async () => {
    const name = uniqueName('At once');
    const key = randomUUID();
    const variables = { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } };
    const [a, b] = await atOnce('alarms', () => [post(CREATE, variables, demo), post(CREATE, variables, demo)]);
    expect(a!.errors).toBeUndefined();
    expect(b!.errors).toBeUndefined();
    expect(a!.data.createAlarm.id).toBe(b!.data.createAlarm.id);
    expect(await alarmsNamed(name)).toHaveLength(1);
  });

  it('stores no key for a refused request: the same key goes through with a corrected input', async () => {
    const name = uniqueName('Corrected');
    const key = randomUUID();
    const refused = await post(
      CREATE,
      { i: { ...alarmInput(demoOslo, name), quantity: 'gas-volume', idempotencyKey: key } },
      demo,
    );
    expect(refused.errors?.[0]?.message).toBe('The tenancy has no meter of this quantity');
    const corrected = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo);
    expect(corrected.errors).toBeUndefined();
    expect(await alarmsNamed(name)).toHaveLength(1);
  });

  it('refuses a malformed key with its own code, and creates nothing', async () => {
    const name = uniqueName('Bad key');
    for (const key of ['short', 'x'.repeat(129), `${randomUUID()} `, `${randomUUID()}æ`, '']) {
      const r = await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo);
      expect(code(r)).toBe('IDEMPOTENCY_KEY_INVALID');
      expect(r.errors?.[0]?.extensions?.field).toBe('idempotencyKey');
    }
    expect(await alarmsNamed(name)).toEqual([]);
    // a ULID and a key of 16 characters are keys
    for (const key of ['01J9ZQ3M6W8K2D4F6H8J0K2M4N', 'abcdefgh-1234_5.']) {
      expect(
        (await post(CREATE, { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } }, demo)).errors,
      ).toBeUndefined();
    }
  });

  it('forgets keys after 24 hours: a repeat then creates again, and the jobs delete the old keys', async () => {
    const name = uniqueName('Expired');
    const key = randomUUID();
    const variables = { i: { ...alarmInput(demoOslo, name), idempotencyKey: key } };
    const first = await post(CREATE, variables, demo);
    const aged = new Date(Date.now() - IDEMPOTENCY_KEY_TTL_MS - 60_000);
    await h.db.db.updateTable('idempotency_keys').set({ created_at: aged }).where('key', '=', key).execute();
    const later = await post(CREATE, variables, demo);
    expect(later.errors).toBeUndefined();
    expect(later.data.createAlarm.id).not.toBe(first.data.createAlarm.id);
    expect(await alarmsNamed(name)).toHaveLength(2);
    // the new request took the key over: within its own 24 hours it is answered from it again
    expect((await post(CREATE, variables, demo)).data.createAlarm.id).toBe(later.data.createAlarm.id);

    const old = randomUUID();
    await post(CREATE, { i: { ...alarmInput(demoOslo, uniqueName('Old')), idempotencyKey: old } }, demo);
    await h.db.db.updateTable('idempotency_keys').set({ created_at: aged }).where('key', '=', old).execute();
    expect(await deleteExpiredKeys(h.db.db)).toBeGreaterThanOrEqual(1);
    const left = await h.db.db.selectFrom('idempotency_keys').select('key').where('key', 'in', [key, old]).execute();
    expect(left).toEqual([{ key }]);
  });
});

describe('invitations with an idempotency key', () => {
  const mailsTo = (email: string) => h.mailer.outbox.filter((m) => m.to === email).length;
  const codesTo = async (email: string) =>
    (await h.db.db.selectFrom('activation_codes').select('id').where('email', '=', email).execute()).length;

  it('invites once and mails once for two requests with one key', async () => {
    serial += 1;
    const invitee = `invitee-once-${serial}@example.com`;
    const key = randomUUID();
    const first = await post(INVITE, { t: demoOslo, e: invitee, k: key }, demo);
    const second = await post(INVITE, { t: demoOslo, e: invitee.toUpperCase(), k: key }, demo);
    expect(first.errors).toBeUndefined();
    expect(second.errors).toBeUndefined();
    expect(second.data.inviteTenancyUser).toEqual(first.data.inviteTenancyUser);
    expect(await codesTo(invitee)).toBe(1);
    expect(mailsTo(invitee)).toBe(1);
  });

  it('invites once for two requests with one key at the same moment', async () => {
    serial += 1;
    const invitee = `invitee-at-once-${serial}@example.com`;
    const key = randomUUID();
    const both = await atOnce('activation_codes', () =>
      [1, 2].map(() => post(INVITE, { t: demoOslo, e: invitee, k: key }, demo)),
    );
    for (const r of both) expect(r.errors).toBeUndefined();
    expect(await codesTo(invitee)).toBe(1);
    expect(mailsTo(invitee)).toBe(1);
  });

  it('resends once and mails once for two resends with one key; a new key resends again', async () => {
    serial += 1;
    const invitee = `invitee-resend-${serial}@example.com`;
    expect((await post(INVITE, { t: demoOslo, e: invitee, k: randomUUID() }, demo)).errors).toBeUndefined();
    const key = randomUUID();
    for (let i = 0; i < 2; i++) {
      expect((await post(RESEND, { t: demoOslo, e: invitee, k: key }, demo)).data.resendInvitation.ok).toBe(true);
    }
    expect(await codesTo(invitee)).toBe(2);
    expect(mailsTo(invitee)).toBe(2);
    expect((await post(RESEND, { t: demoOslo, e: invitee, k: randomUUID() }, demo)).data.resendInvitation.ok).toBe(
      true,
    );
    expect(await codesTo(invitee)).toBe(3);
    expect(mailsTo(invitee)).toBe(3);
  });
});

describe('addTenancy with an idempotency key', () => {
  async function newUser(): Promise<{ id: number; token: string; email: string }> {
    serial += 1;
    const email = `joiner-${serial}@example.com`;
    const r = await post(
      `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token user { id } } }`,
      { e: email, p: PASSWORD },
    );
    return { id: Number(r.data.createEmailPasswordUser.user.id), token: r.data.createEmailPasswordUser.token, email };
  }
  const linksOf = (userId: number) =>
    h.db.db.selectFrom('tenancy_users').select('tenancy_id').where('user_id', '=', userId).execute();

  it('answers ok to both of two requests with one key, with one tenancy link', async () => {
    const joiner = await newUser();
    const { code } = await createActivationCode(h.db.db, { tenancyId: Number(otherTenancy) });
    const key = randomUUID();
    const first = await post(ADD, { c: code, k: key }, joiner.token);
    // the code in its printed form (groups of four) is the same code
    const second = await post(
      ADD,
      { c: `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`, k: key },
      joiner.token,
    );
    expect(first.data.addTenancy.ok).toBe(true);
    expect(second.errors).toBeUndefined();
    expect(second.data.addTenancy.ok).toBe(true);
    expect(await linksOf(joiner.id)).toEqual([{ tenancy_id: Number(otherTenancy) }]);
    // without the key, the used code is refused as before
    expect((await post(ADD, { c: code }, joiner.token)).errors?.[0]?.message).toBe(
      'Activation code has already been used',
    );
  });

  it('answers ok to both of two requests with one key at the same moment', async () => {
    const joiner = await newUser();
    const { code } = await createActivationCode(h.db.db, { tenancyId: Number(otherTenancy) });
    const key = randomUUID();
    const both = await atOnce('activation_codes', () => [1, 2].map(() => post(ADD, { c: code, k: key }, joiner.token)));
    for (const r of both) expect(r.data?.addTenancy.ok).toBe(true);
    expect(await linksOf(joiner.id)).toEqual([{ tenancy_id: Number(otherTenancy) }]);
  });
});

describe('a change of e-mail with an idempotency key', () => {
  it('mails one link and one notice for two requests with one key, and one link for two resends', async () => {
    serial += 1;
    const email = `changer-${serial}@example.com`;
    const to = `changed-${serial}@example.com`;
    const signUp = await post(
      `mutation($e: String!, $p: String!) { createEmailPasswordUser(email: $e, password: $p) { token user { id } } }`,
      { e: email, p: PASSWORD },
    );
    const token = signUp.data.createEmailPasswordUser.token as string;
    const key = randomUUID();
    const first = await post(REQUEST_CHANGE, { e: to, p: PASSWORD, k: key }, token);
    const second = await post(REQUEST_CHANGE, { e: to, p: PASSWORD, k: key }, token);
    expect(first.errors).toBeUndefined();
    expect(second.data.requestEmailChange).toEqual(first.data.requestEmailChange);
    expect(h.mailer.outbox.filter((m) => m.to === to)).toHaveLength(1);
    expect(h.mailer.outbox.filter((m) => m.to === email)).toHaveLength(1);
    const links = () =>
      h.db.db
        .selectFrom('one_time_tokens')
        .select('token_hash')
        .where('user_id', '=', Number(signUp.data.createEmailPasswordUser.user.id))
        .where('purpose', '=', 'email-change')
        .execute();
    expect(await links()).toHaveLength(1);

    const resendKey = randomUUID();
    const resent = await post(RESEND_CHANGE, { k: resendKey }, token);
    const again = await post(RESEND_CHANGE, { k: resendKey }, token);
    expect(resent.errors).toBeUndefined();
    expect(again.data.resendEmailChange).toEqual(resent.data.resendEmailChange);
    expect(h.mailer.outbox.filter((m) => m.to === to)).toHaveLength(2);
    expect(await links()).toHaveLength(2);
  });
});
