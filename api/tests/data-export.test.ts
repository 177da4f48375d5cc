// The archive of all of a tenancy's data (docs/decisions/0166): its contents recomputed from the
// readings table, the daylight-saving hours, and that nobody but the tenancy's users reaches it.
import { beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { createOneTimeToken } from '../src/auth/tokens.ts';
import { CHUNK_HOURS } from '../src/exports/data-export.ts';
import { DEMO, OTHER, firstError, serveData, setupHarness } from './harness.ts';

// 20 days up to 5 November 2026: the autumn change (25 October) is inside
const h = setupHarness({ days: 20 });
const server = serveData(h);

const EXPORT = `query($t: ID!) { dataExport(tenancyId: $t) { url fileName expiresAt } }`;

let demo: string;
let other: string;
let oslo: { id: string; unitId: string; start: string };

/** The hour's start as Copenhagen time with its offset, worked out by the platform's zone database. */
const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Copenhagen',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});
function copenhagen(instant: Date): string {
  const p = Object.fromEntries(offsetFormat.formatToParts(instant).map((x) => [x.type, x.value]));
  const offset = p.timeZoneName!.replace('GMT', '') || '+00:00';
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** RFC 4180 lines without quoted fields (the readings files have none). */
const lines = (text: string) => text.split('\r\n').filter(Boolean);

async function download(url: string) {
  const res = await fetch(server.local(url));
  return { res, files: res.ok ? unzipSync(new Uint8Array(await res.arrayBuffer())) : {} };
}

const setLanguage = (language: string) =>
  h.db.db.updateTable('users').set({ language }).where('email', '=', DEMO.email).execute();

beforeAll(async () => {
  await setLanguage('en');
  demo = await h.login(DEMO);
  other = await h.login(OTHER);
  const t = await h.data(`{ tenancies { id unitId start brand } }`, {}, { token: demo });
  oslo = t.data.tenancies.find((x: { brand: string }) => x.brand === 'norway');
});

describe('the data archive', () => {
  it('holds every meter of the tenancy with every hourly reading since the tenancy started, as the readings table has them', async () => {
    const r = await h.data(EXPORT, { t: oslo.id }, { token: demo });
    expect(r.errors).toBeUndefined();
    expect(r.data.dataExport.fileName).toMatch(/^tenancy-data_[a-z0-9-]+_\d{4}-\d{2}-\d{2}\.zip$/);
    const { res, files } = await download(r.data.dataExport.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${r.data.dataExport.fileName}"`);

    // the tenancy's first local midnight
    const day = oslo.start.slice(0, 10);
    const start = [1, 2]
      .map((h) => new Date(Date.parse(`${day}T00:00:00Z`) - h * 3_600_000))
      .find((d) => copenhagen(d).startsWith(`${day}T00:00:00`))!;
    const meters = await h.db.db
      .selectFrom('meters')
      .select(['id', 'number', 'quantity'])
      .where('unit_id', '=', Number(oslo.unitId))
      .orderBy('quantity')
      .orderBy('number')
      .execute();
    expect(meters.length).toBeGreaterThan(1);

    // the list of meters, in the user's language
    const list = lines(strFromU8(files['meters.csv']!));
    expect(list[0]).toBe('Meter number,Quantity,Measures,Room,Unit,In place from,In place until,File');
    expect(list.slice(1).map((l) => l.split(',')[0])).toEqual(meters.map((m) => m.number));
    expect(strFromU8(files['README.txt']!)).toContain('Copenhagen time');

    let hours = 0;
    for (const meter of meters) {
      const readings = await h.db.db
        .selectFrom('readings')
        .select(['ts', 'value'])
        .where('meter_id', '=', meter.id)
        .where('ts', '>=', start)
        .orderBy('ts')
        .execute();
      const name = `meters/${meter.quantity}_${meter.number.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}.csv`;
      const file = files[name];
      expect(file, name).toBeDefined();
      const [header, ...rows] = lines(strFromU8(file!));
      expect(header).toMatch(/^Start \(local time\),(Consumption|Average) \(.+\)$/);
      expect(rows).toEqual(readings.map((x) => `${copenhagen(new Date(x.ts))},${Number(x.value.toFixed(6))}`));
      hours += rows.length;
    }
    expect(Object.keys(files)).toHaveLength(meters.length + 2);
    // more hours than one chunk: the archive is read in several
    expect(hours).toBeGreaterThan(CHUNK_HOURS);
  });

  it('has the 25 hours of the autumn change, 02:00 twice with its two offsets', async () => {
    const r = await h.data(EXPORT, { t: oslo.id }, { token: demo });
    const { files } = await download(r.data.dataExport.url);
    const name = Object.keys(files).find((f) => f.startsWith('meters/heat-energy'))!;
    const day = lines(strFromU8(files[name]!)).filter((l) => l.startsWith('2026-10-25T'));
    expect(day).toHaveLength(25);
    expect(day.filter((l) => l.startsWith('2026-10-25T02:00:00')).map((l) => l.slice(19, 25))).toEqual([
      '+02:00',
      '+01:00',
    ]);
  });

  it('is in the language of the user who asks for it', async () => {
    await setLanguage('da');
    const r = await h.data(EXPORT, { t: oslo.id }, { token: demo });
    await setLanguage('en');
    expect(r.data.dataExport.url).toContain('lang=da');
    const { files } = await download(r.data.dataExport.url);
    expect(lines(strFromU8(files['meters.csv']!))[0]).toMatch(/^Målernummer,/);
  });

  it('is open to support staff acting as the tenant', async () => {
    const user = await h.db.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', DEMO.email)
      .executeTakeFirstOrThrow();
    const once = await createOneTimeToken(h.db.db, 'impersonate', user.id, 600);
    const session = await h.data(`mutation($t: String!) { impersonate(token: $t) { token } }`, { t: once });
    const r = await h.data(EXPORT, { t: oslo.id }, { token: session.data.impersonate.token });
    expect(r.errors).toBeUndefined();
    expect((await download(r.data.dataExport.url)).res.status).toBe(200);
  });
});

describe('another tenant', () => {
  it('is refused a link to the archive, as for any tenancy not theirs', async () => {
    const r = await h.data(EXPORT, { t: oslo.id }, { token: other });
    expect(firstError(r)).toBe('Adgang ikke tilladt');
    expect(r.data).toBeNull();
    expect(firstError(await h.data(EXPORT, { t: oslo.id }))).toBe('login-required');
  });

  it('cannot reach it by changing their own link', async () => {
    const own = await h.data(`{ tenancies { id } }`, {}, { token: other });
    const r = await h.data(EXPORT, { t: own.data.tenancies[0].id }, { token: other });
    expect(r.errors).toBeUndefined();
    const url = new URL(r.data.dataExport.url);
    expect((await download(url.href)).res.status).toBe(200);
    // the same signature on demo's tenancy, or without one
    const otherUserId = url.pathname.split('/')[4]!.replace('.zip', '');
    const tampered = `${url.origin}/files/exports/${oslo.id}/${otherUserId}.zip${url.search}`;
    expect((await download(tampered)).res.status).toBe(403);
    expect((await download(`${url.origin}${url.pathname}`)).res.status).toBe(403);
  });

  it('gets nothing from a link signed for a user no longer in the tenancy', async () => {
    const r = await h.data(EXPORT, { t: oslo.id }, { token: demo });
    const url = new URL(r.data.dataExport.url);
    const demoId = url.pathname.split('/')[4]!.replace('.zip', '');
    const membership = h.db.db
      .deleteFrom('tenancy_users')
      .where('user_id', '=', Number(demoId))
      .where('tenancy_id', '=', Number(oslo.id));
    const [row] = await membership.returningAll().execute();
    try {
      expect((await download(url.href)).res.status).toBe(404);
    } finally {
      await h.db.db.insertInto('tenancy_users').values(row!).execute();
    }
  });
});
