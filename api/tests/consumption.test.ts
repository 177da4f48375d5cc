import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, firstError, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });
let token: string;
let osloUnit: string;
let aarhusUnit: string;
let osloTenancy: string;

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { id unitId brand } }`, {}, { token });
  osloUnit = r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway').unitId;
  osloTenancy = r.data.tenancies.find((t: { brand: string }) => t.brand === 'norway').id;
  aarhusUnit = r.data.tenancies.find((t: { brand: string }) => t.brand === 'denmark').unitId;
});

const GRAPH = `query($g: TenantGraphInput!) { tenantGraph(graph: $g) { timestamps graphs { type consumption {
  quantityDescriptor { quantity normalized expressedAs } meta { sum count min max average median }
  values currency relatedValues { type values meta { sum count } } } } } }`;

function graph(
  objectId: string,
  quantity: string,
  resolution: string,
  periodBegin: string,
  periodEnd: string,
  extra: Record<string, unknown> = {},
) {
  return h.data(
    GRAPH,
    {
      g: {
        objectId,
        resolution,
        periodBegin,
        periodEnd,
        consumption: { series: [{ quantityDescriptor: { quantity, normalized: extra.normalized ?? false } }] },
        ...(extra.mode ? { mode: extra.mode } : {}),
        ...(extra.compareWith ? { compareWith: extra.compareWith } : { compareWith: [] }),
      },
    },
    { token },
  );
}

/** The Oslo unit's electricity cost per hour of [begin, end) (instants), each reading priced on its own. */
async function unitHourlyCosts(begin: string, end: string): Promise<number[]> {
  const { rows } = await sql<{ v: number }>`
    select sum(r.value * (sp.price + qp.price)) as v from readings r
    join meters m on m.id = r.meter_id
    join spot_prices sp on sp.area = 'NO1' and sp.ts = r.ts
    join quantity_prices qp on qp.property_id = m.property_id and qp.quantity = 'electricity-energy' and qp.valid_from = '2026-01-01'
    where m.unit_id = ${Number(osloUnit)} and m.quantity = 'electricity-energy' and r.ts >= ${begin} and r.ts < ${end}
    group by r.ts order by r.ts`.execute(h.db.db);
  return rows.map((row) => row.v);
}

async function rawSum(unitId: string, quantity: string, from: string, to: string, agg = 'sum') {
  const row = (
    await sql<{ v: number | null }>`
      select ${sql.raw(agg)}(r.value) as v from readings r join meters m on m.id = r.meter_id
      where m.unit_id = ${Number(unitId)} and m.quantity = ${quantity}
        and r.ts >= (${from}::timestamp at time zone 'Europe/Copenhagen') and r.ts < (${to}::timestamp at time zone 'Europe/Copenhagen')`.execute(
      h.db.db,
    )
  ).rows[0];
  return Number(row?.v);
}

const sum = (xs: Array<number | null>) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

describe('tenantUnits and objects', () => {
  it("lists the caller's units with object details and property path", async () => {
    const r = await h.data(
      `{ tenantUnits { id level unit { id unitUniqueId name size tenant { name } } property { number city }
        path { property { id number settings { kind } co2Factors { quantity gramPerQuantityUnit } } }
        treeInfo { quantities } childrenCount { measurementPoint } } }`,
      {},
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.tenantUnits).toHaveLength(2);
    const oslo = r.data.tenantUnits.find((u: { id: string }) => u.id === osloUnit);
    expect(oslo.level).toBe('UNIT');
    expect(oslo.unit.tenant.name).toBe('Dina Demo');
    expect(oslo.property.city).toBe('Oslo');
    expect(oslo.path[0].property.settings).toEqual([{ kind: 'hourly-values' }]);
    expect(oslo.path[0].property.co2Factors).toContainEqual({
      quantity: 'electricity-energy',
      gramPerQuantityUnit: 19,
    });
    expect(oslo.treeInfo.quantities).toEqual(
      expect.arrayContaining([
        'heat-energy',
        'hca',
        'cold-water-volume',
        'indoor-temperature',
        'indoor-relative-humidity',
      ]),
    );
    expect(oslo.childrenCount.measurementPoint).toBe(10);
    const userUnits = await h.data(
      `{ userUnits { unit { unitUniqueId } path { property { settings { kind } } } } }`,
      {},
      { token },
    );
    expect(userUnits.data.userUnits).toHaveLength(2);
  });

  it('resolves an object with its measurement points', async () => {
    const r = await h.data(
      `query($id: ID!) { object(withId: $id) { id children { id level measurementPoint { id name quantity room legacyMeterId } group { quantity operational meter { number roomName } } } } }`,
      { id: osloUnit },
      { token },
    );
    const rooms = r.data.object.children.filter(
      (c: { measurementPoint: { quantity: string } }) => c.measurementPoint.quantity === 'hca',
    );
    expect(rooms.map((c: { measurementPoint: { room: string } }) => c.measurementPoint.room).sort()).toEqual([
      'Bedroom',
      'Living room',
    ]);
    expect(rooms[0].group.meter.number).toBe(rooms[0].measurementPoint.legacyMeterId);
  });
});

describe('tenantGraph', () => {
  it('has 25 hourly buckets on the autumn DST day and 23-hour days are whole days', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'HOUR', '2026-10-25T00:00:00', '2026-10-26T00:00:00');
    expect(r.errors).toBeUndefined();
    const ts: string[] = r.data.tenantGraph.timestamps;
    expect(ts).toHaveLength(25);
    expect(ts.filter((t) => t === '2026-10-25T02:00:00')).toHaveLength(2);
    const values = r.data.tenantGraph.graphs[0].consumption.values;
    expect(values).toHaveLength(25);
    expect(values.every((v: number | null) => v !== null && v > 0)).toBe(true);
    expect(sum(values)).toBeCloseTo(await rawSum(osloUnit, 'electricity-energy', '2026-10-25', '2026-10-26'), 4);
  });

  it('aggregates days in Copenhagen time (addition), matching raw SQL', async () => {
    const r = await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-19T00:00:00', '2026-10-26T00:00:00');
    const g = r.data.tenantGraph;
    expect(g.timestamps).toEqual(['19', '20', '21', '22', '23', '24', '25'].map((d) => `2026-10-${d}T00:00:00`));
    const values: number[] = g.graphs[0].consumption.values;
    expect(values[6]).toBeCloseTo(await rawSum(osloUnit, 'heat-energy', '2026-10-25', '2026-10-26'), 6);
    expect(g.graphs[0].consumption.meta.sum).toBeCloseTo(
      await rawSum(osloUnit, 'heat-energy', '2026-10-19', '2026-10-26'),
      4,
    );
    expect(g.graphs[0].consumption.meta.count).toBe(7);
  });

  it('averages indoor temperature over rooms and hours', async () => {
    const r = await graph(osloUnit, 'indoor-temperature', 'DAY', '2026-10-20T00:00:00', '2026-10-22T00:00:00');
    const values: number[] = r.data.tenantGraph.graphs[0].consumption.values;
    expect(values[0]).toBeCloseTo(await rawSum(osloUnit, 'indoor-temperature', '2026-10-20', '2026-10-21', 'avg'), 6);
    expect(values[0]).toBeGreaterThan(15);
    expect(values[0]).toBeLessThan(27);
  });

  it('buckets ISO weeks from Monday and months', async () => {
    const w = await graph(osloUnit, 'cold-water-volume', 'WEEK', '2026-10-19T00:00:00', '2026-11-02T00:00:00');
    expect(w.data.tenantGraph.timestamps).toEqual(['2026-10-19T00:00:00', '2026-10-26T00:00:00']);
    const m = await graph(osloUnit, 'cold-water-volume', 'MONTH', '2026-10-01T00:00:00', '2026-12-01T00:00:00');
    expect(m.data.tenantGraph.timestamps).toEqual(['2026-10-01T00:00:00', '2026-11-01T00:00:00']);
    // Data starts with the seed (16 October); November has data up to the seed's hour.
    expect(m.data.tenantGraph.graphs[0].consumption.values[0]).toBeCloseTo(
      await rawSum(osloUnit, 'cold-water-volume', '2026-10-01', '2026-11-01'),
      6,
    );
    const empty = await graph(osloUnit, 'cold-water-volume', 'DAY', '2026-12-01T00:00:00', '2026-12-03T00:00:00');
    expect(empty.data.tenantGraph.graphs[0].consumption.values).toEqual([null, null]);
  });

  it('computes COST as the sum over hours of consumption times that hour price', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00', {
      mode: 'COST',
    });
    const g = r.data.tenantGraph.graphs[0];
    expect(g.type).toBe('COST');
    expect(g.consumption.quantityDescriptor.expressedAs).toBe('COST');
    const hours = await unitHourlyCosts('2026-10-19T22:00:00Z', '2026-10-20T22:00:00Z');
    expect(hours).toHaveLength(24);
    expect(g.consumption.values[0]).toBeCloseTo(
      hours.reduce((a, b) => a + b, 0),
      4,
    );
    // costs say their currency (the property's); other modes have none
    expect(g.consumption.currency).toBe('NOK');
    const consumption = await graph(
      osloUnit,
      'electricity-energy',
      'DAY',
      '2026-10-20T00:00:00',
      '2026-10-21T00:00:00',
    );
    expect(consumption.data.tenantGraph.graphs[0].consumption.currency).toBeNull();
    const danish = await graph(aarhusUnit, 'electricity-energy', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00', {
      mode: 'COST',
    });
    expect(danish.data.tenantGraph.graphs[0]?.consumption.currency).toBe('DKK');
    const noCost = await graph(osloUnit, 'indoor-temperature', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00', {
      mode: 'COST',
    });
    expect(noCost.data.tenantGraph.graphs).toEqual([]);
  });

  it('computes CO2 from the property factor', async () => {
    const r = await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00', {
      mode: 'CO2',
    });
    expect(r.data.tenantGraph.graphs[0].consumption.values[0]).toBeCloseTo(
      60 * (await rawSum(osloUnit, 'heat-energy', '2026-10-20', '2026-10-21')),
      3,
    );
  });

  it('normalises per m²', async () => {
    const size = (
      await h.db.db.selectFrom('units').select('size_m2').where('id', '=', Number(osloUnit)).executeTakeFirstOrThrow()
    ).size_m2;
    const plain = await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00');
    const norm = await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00', {
      normalized: true,
    });
    expect(norm.data.tenantGraph.graphs[0].consumption.quantityDescriptor.normalized).toBe(true);
    expect(norm.data.tenantGraph.graphs[0].consumption.values[0]).toBeCloseTo(
      plain.data.tenantGraph.graphs[0].consumption.values[0] / size,
      6,
    );
  });

  it('compares with the previous period and the property average', async () => {
    const r = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-10-26T00:00:00', '2026-11-02T00:00:00', {
      compareWith: ['previous-period', 'property-average'],
    });
    const related = r.data.tenantGraph.graphs[0].consumption.relatedValues;
    const before = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-10-19T00:00:00', '2026-10-26T00:00:00');
    expect(related[0].type).toBe('previous-period');
    expect(related[0].values).toEqual(before.data.tenantGraph.graphs[0].consumption.values);
    expect(related[1].type).toBe('property-average');
    const all = (
      await sql<{ v: number }>`
        select sum(r.value) / 12.0 as v from readings r join meters m on m.id = r.meter_id join units u on u.id = m.unit_id
        join properties p on p.id = u.property_id
        where p.city = 'Oslo' and m.quantity = 'electricity-energy' and r.ts >= '2026-10-25T23:00:00Z' and r.ts < '2026-10-26T23:00:00Z'`.execute(
        h.db.db,
      )
    ).rows[0]!.v;
    expect(related[1].values[0]).toBeCloseTo(all, 5);
    const mpoints = await h.data(
      `query($id: ID!) { object(withId: $id) { children { id measurementPoint { quantity } } } }`,
      { id: osloUnit },
      { token },
    );
    const meter = mpoints.data.object.children.find(
      (c: { measurementPoint: { quantity: string } }) => c.measurementPoint.quantity === 'hca',
    );
    const room = await graph(meter.id, 'hca', 'DAY', '2026-10-26T00:00:00', '2026-10-28T00:00:00', {
      compareWith: ['previous-period', 'property-average'],
    });
    expect(room.data.tenantGraph.graphs[0].consumption.relatedValues.map((x: { type: string }) => x.type)).toEqual([
      'previous-period',
    ]);
  });

  it("prices every meter's hour of the property average's cost, in each bucket and each hour", async () => {
    // Each hour's readings of the property are added up before that hour's prices are applied: the
    // figures must stay those of pricing every reading on its own.
    const costOf = async (begin: string, end: string) =>
      (
        await sql<{ v: number }>`
          select sum(r.value * (sp.price + qp.price)) / 12.0 as v from readings r
          join meters m on m.id = r.meter_id join units u on u.id = m.unit_id
          join properties p on p.id = u.property_id
          join spot_prices sp on sp.area = 'NO1' and sp.ts = r.ts
          join quantity_prices qp on qp.property_id = p.id and qp.quantity = 'electricity-energy' and qp.valid_from = '2026-01-01'
          where p.city = 'Oslo' and m.quantity = 'electricity-energy' and r.ts >= ${begin} and r.ts < ${end}`.execute(
          h.db.db,
        )
      ).rows[0]!.v;
    const days = await graph(osloUnit, 'electricity-energy', 'DAY', '2026-10-26T00:00:00', '2026-10-28T00:00:00', {
      mode: 'COST',
      compareWith: ['property-average'],
    });
    const average = days.data.tenantGraph.graphs[0].consumption.relatedValues[0];
    expect(average.type).toBe('property-average');
    expect(average.values[0]).toBeCloseTo(await costOf('2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z'), 6);
    expect(average.values[1]).toBeCloseTo(await costOf('2026-10-26T23:00:00Z', '2026-10-27T23:00:00Z'), 6);
    // the unit's own hours, each with its own price
    const hours = await graph(osloUnit, 'electricity-energy', 'HOUR', '2026-10-26T00:00:00', '2026-10-26T03:00:00', {
      mode: 'COST',
    });
    const own = await unitHourlyCosts('2026-10-25T23:00:00Z', '2026-10-26T02:00:00Z');
    expect(own).toHaveLength(3);
    hours.data.tenantGraph.graphs[0].consumption.values.forEach((value: number, i: number) =>
      expect(value).toBeCloseTo(own[i]!, 6),
    );
  });

  it("prices a day-priced quantity's cost with each day's price, for the unit and the property average", async () => {
    // Heat is priced per Copenhagen day (quantity_prices), not per hour: the cost graph reads it with
    // the ownership check, in one statement; its figures are those of pricing every reading on its own.
    const costOf = async (scope: 'unit' | 'property', begin: string, end: string) =>
      (
        await sql<{ v: number }>`
          select sum(r.value * qp.price)::float8 / ${scope === 'unit' ? 1 : 12} as v from readings r
          join meters m on m.id = r.meter_id join units u on u.id = m.unit_id
          join properties p on p.id = u.property_id
          join quantity_prices qp on qp.property_id = p.id and qp.quantity = 'heat-energy'
            and (r.ts at time zone 'Europe/Copenhagen')::date >= qp.valid_from
            and (qp.valid_to is null or (r.ts at time zone 'Europe/Copenhagen')::date <= qp.valid_to)
          where m.quantity = 'heat-energy' and r.ts >= ${begin} and r.ts < ${end}
            and ${scope === 'unit' ? sql`u.id = ${Number(osloUnit)}` : sql`p.city = 'Oslo'`}`.execute(h.db.db)
      ).rows[0]!.v;
    const days = await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-26T00:00:00', '2026-10-28T00:00:00', {
      mode: 'COST',
      compareWith: ['property-average'],
    });
    const g = days.data.tenantGraph.graphs[0].consumption;
    expect(g.quantityDescriptor.expressedAs).toBe('COST');
    const bounds = [
      ['2026-10-25T23:00:00Z', '2026-10-26T23:00:00Z'],
      ['2026-10-26T23:00:00Z', '2026-10-27T23:00:00Z'],
    ] as const;
    for (const [i, [begin, end]] of bounds.entries()) {
      const own = await costOf('unit', begin, end);
      expect(own).toBeGreaterThan(0);
      expect(g.values[i]).toBeCloseTo(own, 6);
      expect(g.relatedValues[0].values[i]).toBeCloseTo(await costOf('property', begin, end), 6);
    }
    // per hour, each hour at its day's price
    const hours = await graph(osloUnit, 'heat-energy', 'HOUR', '2026-10-26T00:00:00', '2026-10-26T03:00:00', {
      mode: 'COST',
    });
    const hourly = hours.data.tenantGraph.graphs[0].consumption.values;
    expect(hourly).toHaveLength(3);
    for (const [i, value] of hourly.entries()) {
      const begin = new Date(Date.parse('2026-10-25T23:00:00Z') + i * 3_600_000);
      const end = new Date(begin.getTime() + 3_600_000);
      expect(value).toBeCloseTo(await costOf('unit', begin.toISOString(), end.toISOString()), 6);
    }
    // a month, as the dashboard's cards ask for it
    const month = await graph(osloUnit, 'heat-energy', 'MONTH', '2026-10-01T00:00:00', '2026-11-01T00:00:00', {
      mode: 'COST',
      compareWith: ['property-average'],
    });
    const m = month.data.tenantGraph.graphs[0].consumption;
    expect(m.values[0]).toBeCloseTo(await costOf('unit', '2026-09-30T22:00:00Z', '2026-10-31T23:00:00Z'), 4);
    expect(m.relatedValues[0].values[0]).toBeCloseTo(
      await costOf('property', '2026-09-30T22:00:00Z', '2026-10-31T23:00:00Z'),
      4,
    );
  });

  it('gives no graph for a quantity the unit has not', async () => {
    const r = await graph(osloUnit, 'gas-volume', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00');
    expect(r.data.tenantGraph.graphs).toEqual([]);
    const dk = await graph(aarhusUnit, 'gas-volume', 'DAY', '2026-10-20T00:00:00', '2026-10-21T00:00:00');
    expect(dk.data.tenantGraph.graphs[0].consumption.values[0]).toBeGreaterThan(0);
  });

  it('refuses periods that are reversed or too fine for their length', async () => {
    expect(firstError(await graph(osloUnit, 'heat-energy', 'DAY', '2026-10-21T00:00:00', '2026-10-20T00:00:00'))).toBe(
      'periodEnd must be after periodBegin',
    );
    expect(
      firstError(await graph(osloUnit, 'heat-energy', 'HOUR', '2020-01-01T00:00:00', '2026-01-01T00:00:00')),
    ).toMatch(/^Too many hour buckets/);
  });
});

describe('tenantTable, KPIs, prices and readouts', () => {
  it('tabulates a unit and its measurement points', async () => {
    const q = `query($t: TenantTableInput!) { tenantTable(table: $t) { quantityDescriptors { quantity normalized expressedAs } rows { object { id level measurementPoint { quantity room } } values comparisonValues } } }`;
    const unit = await h.data(
      q,
      {
        t: {
          aggregationLevel: 'UNIT',
          objectId: osloUnit,
          periodBegin: '2026-10-20T00:00:00',
          periodEnd: '2026-10-27T00:00:00',
          compareWith: 'previous-period',
        },
      },
      { token },
    );
    expect(unit.errors).toBeUndefined();
    const t = unit.data.tenantTable;
    const idx = t.quantityDescriptors.findIndex((d: { quantity: string }) => d.quantity === 'heat-energy');
    expect(t.rows).toHaveLength(1);
    expect(t.rows[0].values[idx]).toBeCloseTo(await rawSum(osloUnit, 'heat-energy', '2026-10-20', '2026-10-27'), 4);
    expect(t.rows[0].comparisonValues[idx]).toBeCloseTo(
      await rawSum(osloUnit, 'heat-energy', '2026-10-13', '2026-10-20'),
      4,
    );
    const mp = await h.data(
      q,
      {
        t: {
          aggregationLevel: 'MPOINT',
          objectId: osloUnit,
          periodBegin: '2026-10-20T00:00:00',
          periodEnd: '2026-10-27T00:00:00',
        },
      },
      { token },
    );
    expect(mp.data.tenantTable.rows).toHaveLength(10);
    expect(mp.data.tenantTable.rows[0].object.level).toBe('MPOINT');
  });

  it('answers unit KPIs with rooms and meters', async () => {
    const q = `query($i: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $i) { total previousPeriod previousYear propertyComparison normalized rooms { label value } meters { value object { id measurementPoint { room } } } } }`;
    const r = await h.data(
      q,
      { i: { objectId: osloUnit, quantity: 'hca', periodBegin: '2026-10-26', periodEnd: '2026-11-01' } },
      { token },
    );
    expect(r.errors).toBeUndefined();
    const k = r.data.unitQuantityKpis;
    expect(k.total).toBeCloseTo(await rawSum(osloUnit, 'hca', '2026-10-26', '2026-11-02'), 4);
    expect(k.previousPeriod).toBeCloseTo(await rawSum(osloUnit, 'hca', '2026-10-19', '2026-10-26'), 4);
    expect(k.previousYear).toBeNull();
    expect(k.propertyComparison).toBeGreaterThan(0);
    expect(k.rooms.map((x: { label: string }) => x.label).sort()).toEqual(['Bedroom', 'Living room']);
    expect(sum(k.rooms.map((x: { value: number }) => x.value))).toBeCloseTo(k.total, 4);
    expect(k.meters).toHaveLength(2);
    const none = await h.data(
      q,
      { i: { objectId: osloUnit, quantity: 'gas-volume', periodBegin: '2026-10-26', periodEnd: '2026-11-01' } },
      { token },
    );
    expect(none.data.unitQuantityKpis).toMatchObject({ total: null, rooms: [], meters: [] });
  });

  it('lists hourly electricity prices and fixed quantity prices', async () => {
    const q = `query($i: QuantityPricesInput!) { quantityPrices(input: $i) { quantity price currency validFrom validTo } }`;
    const el = await h.data(
      q,
      { i: { objectId: osloUnit, quantity: 'electricity-energy', periodBegin: '2026-10-25', periodEnd: '2026-10-25' } },
      { token },
    );
    expect(el.data.quantityPrices).toHaveLength(25);
    expect(el.data.quantityPrices[0]).toMatchObject({
      currency: 'NOK',
      validFrom: '2026-10-25T00:00:00',
      validTo: '2026-10-25T01:00:00',
    });
    const heat = await h.data(
      q,
      { i: { objectId: aarhusUnit, quantity: 'heat-energy', periodBegin: '2026-10-01', periodEnd: '2026-10-31' } },
      { token },
    );
    expect(heat.data.quantityPrices).toEqual([
      expect.objectContaining({
        quantity: 'heat-energy',
        currency: 'DKK',
        validFrom: '2026-01-01T00:00:00',
        validTo: null,
      }),
    ]);
  });

  it('answers readoutMinMax on the main service', async () => {
    const mainToken = await h.loginMain(DEMO);
    const meter = await h.db.db
      .selectFrom('meters')
      .selectAll()
      .where('unit_id', '=', Number(osloUnit))
      .where('quantity', '=', 'cold-water-volume')
      .executeTakeFirstOrThrow();
    const q = `query($t: Int!, $n: String!, $q: Quantity!, $f: JSDate!, $to: JSDate!) { readoutMinMax(tenancyId: $t, meterNumber: $n, quantity: $q, fromDate: $f, toDate: $to) { meterNumber quantity firstReadoutTimestamp firstReadoutValue lastReadoutTimestamp lastReadoutValue } }`;
    const r = await h.main(
      q,
      {
        t: Number(osloTenancy),
        n: meter.number,
        q: 'cold-water-volume',
        f: '2026-10-20T00:00:00',
        to: '2026-10-27T00:00:00',
      },
      { token: mainToken },
    );
    expect(r.errors).toBeUndefined();
    const x = r.data.readoutMinMax;
    expect(x.firstReadoutTimestamp).toBe('2026-10-20T01:00:00');
    expect(x.lastReadoutTimestamp).toBe('2026-10-27T00:00:00');
    const between = await rawSum(osloUnit, 'cold-water-volume', '2026-10-20T01:00:00', '2026-10-27');
    expect(x.lastReadoutValue - x.firstReadoutValue).toBeCloseTo(between, 2);
    expect(x.lastReadoutValue).toBeGreaterThan(meter.initial_reading);
    const otherTenancy = await h.main(
      q,
      { t: 2, n: meter.number, q: 'cold-water-volume', f: '2026-10-20', to: '2026-10-27' },
      { token: mainToken },
    );
    expect(firstError(otherTenancy)).toBe('Adgang ikke tilladt');
  });
});
