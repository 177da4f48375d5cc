// Renaming a room (SPEC §6): every meter of the tenancy in the room gets the new name, whatever its
// quantity, and nothing else does (docs/decisions/0029).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO, OTHER, type GqlResult, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 3 });
const RENAME = `mutation($m: ID!, $n: String!) { renameMeterRoom(meterId: $m, roomName: $n) { id quantity roomName } }`;
const KPIS = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { rooms { label } } }`;

let demo: string;
let other: string;
let demoTenancy: string;
let demoUnit: number;
let otherUnit: number;
/** A meter of demo's unit removed long before demo's tenancy began, in a room of the same name. */
let oldMeter: number;
let initial: MeterRow[];

interface MeterRow {
  id: number;
  unit_id: number | null;
  quantity: string;
  room_name: string | null;
}

async function unitMeters(unitId: number): Promise<MeterRow[]> {
  return h.db.db
    .selectFrom('meters')
    .select(['id', 'unit_id', 'quantity', 'room_name'])
    .where('unit_id', '=', unitId)
    .orderBy('id')
    .execute();
}

async function meterOf(unitId: number, quantity: string, room: string | null): Promise<MeterRow> {
  const meter = (await unitMeters(unitId)).find(
    (m) => m.quantity === quantity && m.room_name === room && m.id !== oldMeter,
  );
  if (!meter) throw new Error(`no ${quantity} meter in ${room} of unit ${unitId}`);
  return meter;
}

/** The room names of a unit's meters, by meter id. */
async function names(unitId: number): Promise<Record<number, string | null>> {
  return Object.fromEntries((await unitMeters(unitId)).map((m) => [m.id, m.room_name]));
}

function rename(token: string, meterId: number, name: string): Promise<GqlResult> {
  return h.data(RENAME, { m: String(meterId), n: name }, { token });
}

beforeAll(async () => {
  demo = await h.login(DEMO);
  other = await h.login(OTHER);
  const osloOf = async (token: string): Promise<{ id: string; unitId: string }> => {
    const r = await h.data(`{ tenancies { id unitId brand } }`, {}, { token });
    return r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway');
  };
  const oslo = await osloOf(demo);
  demoTenancy = oslo.id;
  demoUnit = Number(oslo.unitId);
  otherUnit = Number((await osloOf(other)).unitId);
  const template = await meterOf(demoUnit, 'hca', 'Living room');
  const row = await h.db.db
    .selectFrom('meters')
    .select(['property_id', 'legacy_kind', 'profile'])
    .where('id', '=', template.id)
    .executeTakeFirstOrThrow();
  oldMeter = (
    await h.db.db
      .insertInto('meters')
      .values({
        ...row,
        unit_id: demoUnit,
        number: 'NO-OLD-1',
        quantity: 'hca',
        room_name: 'Living room',
        from_date: '2001-01-01',
        to_date: '2001-12-31',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  initial = [...(await unitMeters(demoUnit)), ...(await unitMeters(otherUnit))];
});

// Each test starts from the names the tests found.
beforeEach(async () => {
  for (const m of initial) {
    await h.db.db.updateTable('meters').set({ room_name: m.room_name }).where('id', '=', m.id).execute();
  }
});

describe('renaming a room', () => {
  it('renames every meter of the room in the tenancy, of every quantity, and no other', async () => {
    const before = await names(demoUnit);
    const otherBefore = await names(otherUnit);
    const hca = await meterOf(demoUnit, 'hca', 'Living room');
    const r = await rename(demo, hca.id, 'Stue øst');
    expect(r.errors).toBeUndefined();
    expect(r.data.renameMeterRoom).toEqual({ id: String(hca.id), quantity: 'hca', roomName: 'Stue øst' });

    const after = await names(demoUnit);
    const livingRoom = (await unitMeters(demoUnit)).filter((m) => before[m.id] === 'Living room' && m.id !== oldMeter);
    expect(livingRoom.map((m) => m.quantity).sort()).toEqual(['hca', 'indoor-relative-humidity', 'indoor-temperature']);
    for (const m of livingRoom) expect(after[m.id], m.quantity).toBe('Stue øst');
    for (const id of Object.keys(before).map(Number)) {
      if (!livingRoom.some((m) => m.id === id)) expect(after[id], `meter ${id}`).toBe(before[id]);
    }
    // a meter of the unit from before the tenancy is another tenant's: its name stays
    expect(after[oldMeter]).toBe('Living room');
    // another unit with a room of the same name keeps it
    expect(await names(otherUnit)).toEqual(otherBefore);

    // the service's per-room figures and meter list say the new name for each quantity
    const meters = await h.data(
      `query($t: ID!) { meters(tenancyId: $t) { quantity roomName } }`,
      { t: demoTenancy },
      { token: demo },
    );
    expect(
      meters.data.meters
        .filter((m: { roomName: string | null }) => m.roomName === 'Stue øst')
        .map((m: { quantity: string }) => m.quantity)
        .sort(),
    ).toEqual(['hca', 'indoor-relative-humidity', 'indoor-temperature']);
    for (const quantity of ['hca', 'indoor-temperature']) {
      const k = await h.data(
        KPIS,
        { i: { objectId: String(demoUnit), quantity, periodBegin: '2026-11-03', periodEnd: '2026-11-05' } },
        { token: demo },
      );
      expect(k.data.unitQuantityKpis.rooms.map((x: { label: string }) => x.label).sort(), quantity).toEqual([
        'Bedroom',
        'Stue øst',
      ]);
    }
  });

  it('stores the name trimmed, with single spaces; another case of the same name is the same room', async () => {
    const temperature = await meterOf(demoUnit, 'indoor-temperature', 'Living room');
    const hca = await meterOf(demoUnit, 'hca', 'Living room');
    expect((await rename(demo, temperature.id, '  living \n  room ')).data.renameMeterRoom.roomName).toBe(
      'living room',
    );
    const after = await names(demoUnit);
    expect(after[hca.id]).toBe('living room');
    expect(after[temperature.id]).toBe('living room');
  });

  it('refuses the name of another room, in any case, and changes nothing', async () => {
    const before = await names(demoUnit);
    const hca = await meterOf(demoUnit, 'hca', 'Living room');
    for (const name of ['Bedroom', 'BEDROOM', ' kitchen ']) {
      const r = await rename(demo, hca.id, name);
      expect(r.errors?.[0]?.extensions?.code, name).toBe('ROOM_NAME_TAKEN');
      expect(firstError(r)).toBe('Another room of the home already has this name.');
    }
    expect(await names(demoUnit)).toEqual(before);
  });

  it('checks the names and renames in one transaction: a rename that commits meanwhile is seen', async () => {
    const living = await meterOf(demoUnit, 'hca', 'Living room');
    const bedrooms = (await unitMeters(demoUnit)).filter((m) => m.room_name === 'Bedroom').map((m) => m.id);
    let renamed: Promise<GqlResult> | undefined;
    // Another request renames the bedroom to "Soverom" and has not committed yet when this rename of
    // the living room to the same name starts: it waits for it (on PostgreSQL, the rows' lock), then
    // sees the name taken, rather than checking the names as they were and merging the two rooms.
    await h.db.db.transaction().execute(async (trx) => {
      await trx.updateTable('meters').set({ room_name: 'Soverom' }).where('id', 'in', bedrooms).execute();
      renamed = rename(demo, living.id, 'Soverom');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const r = await renamed!;
    expect(r.errors?.[0]?.extensions?.code).toBe('ROOM_NAME_TAKEN');
    expect((await names(demoUnit))[living.id]).toBe('Living room');
  });

  it('names a meter without a room alone; one of an existing room joins it, spelt as the room is', async () => {
    const heat = await meterOf(demoUnit, 'heat-energy', null);
    const volume = await meterOf(demoUnit, 'heat-volume', null);
    expect((await rename(demo, heat.id, 'Hall')).data.renameMeterRoom.roomName).toBe('Hall');
    expect((await names(demoUnit))[volume.id]).toBeNull();
    expect((await rename(demo, volume.id, 'kitchen')).data.renameMeterRoom.roomName).toBe('Kitchen');
  });

  it('refuses an empty or too long name, and changes nothing', async () => {
    const before = await names(demoUnit);
    const hca = await meterOf(demoUnit, 'hca', 'Living room');
    for (const name of ['', '   ', '\n\t', 'x'.repeat(61), 'ø'.repeat(40) + ' ' + 'å'.repeat(20)]) {
      const r = await rename(demo, hca.id, name);
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(name)).toBe('BAD_USER_INPUT');
      expect(firstError(r)).toBe('roomName must be 1-60 characters');
    }
    expect(await names(demoUnit)).toEqual(before);
    // 60 characters (letters outside ASCII count as one each)
    expect((await rename(demo, hca.id, 'ø'.repeat(60))).data.renameMeterRoom.roomName).toBe('ø'.repeat(60));
  });

  it("refuses another tenant's meter, a meter from before the tenancy and the signed-out, and changes nothing", async () => {
    const before = await names(demoUnit);
    const hca = await meterOf(demoUnit, 'hca', 'Living room');
    expect(firstError(await rename(other, hca.id, 'Hacked'))).toBe('Adgang ikke tilladt');
    expect(firstError(await rename(demo, oldMeter, 'Hacked'))).toBe('Adgang ikke tilladt');
    expect(firstError(await h.data(RENAME, { m: String(hca.id), n: 'Hacked' }))).toBe('login-required');
    expect(await names(demoUnit)).toEqual(before);
  });
});
