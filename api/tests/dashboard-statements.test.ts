// The number of SQL statements the dashboard's tenantGraph and unitQuantityKpis requests take. A
// unit's graph and KPIs are read in the statement that checks its ownership (docs/decisions/0027,
// 0035): the service's later questions are answered from that statement's extra columns only when
// they are exactly the ones asked there, and a mismatch silently runs further statements. This counts
// them, per request, as the dashboard of mf-consumption sends them (its daily bars and cards' costs per
// quantity, its cost estimate's hourly graph, the KPIs of its rating, quantity and indoor climate cards).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, isAveraged } from '@portal/domain';
import { DEMO, SEED_NOW, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });
let token: string;
let units: Array<{
  unitId: string;
  quantities: string[];
  all: string[];
  tenancy: { start: string; end: string | null; dataAvailability: { start: string | null; end: string | null } };
}>;

/** The seed's day in Copenhagen: the dashboard's "today". */
const TODAY = '2026-11-05';

const GRAPH = `query($graph: TenantGraphInput!) { tenantGraph(graph: $graph) { timestamps dataUntil graphs {
  type consumption { values dataUntil meta { sum count } relatedValues { type values partial } } } } }`;

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { unitId start end dataAvailability { start end } } }`, {}, { token });
  units = [];
  for (const { unitId, ...tenancy } of r.data.tenancies as Array<
    { unitId: string } & (typeof units)[number]['tenancy']
  >) {
    const o = await h.data(
      `query($id: ID!) { object(withId: $id) { treeInfo { quantities } } }`,
      { id: unitId },
      { token },
    );
    const all: string[] = o.data.object.treeInfo.quantities;
    // The dashboard's quantity cards: the unit's consumption quantities (not indoor climate).
    units.push({ unitId, quantities: all.filter((q) => !isAveraged(q)), all, tenancy });
  }
});

afterEach(() => {
  vi.useRealTimers();
});

/** What `graphRequestOf(objectId, quantity, sparklineView(today))` sends: the last 30 days, per day, no comparison. */
function dailyBars(objectId: string, quantity: string) {
  return {
    objectId,
    resolution: 'DAY',
    periodBegin: `${addDays(TODAY, -29)}T00:00:00`,
    periodEnd: `${addDays(TODAY, 1)}T00:00:00`,
    mode: 'HOURLY_VALUES',
    consumption: { series: [{ quantityDescriptor: { quantity, normalized: false } }] },
    compareWith: [],
  };
}

/** What the cost estimate card's `graphInput` sends: today per hour, the default comparison (property average). */
function todaysElectricity(objectId: string) {
  return {
    objectId,
    resolution: 'HOUR',
    periodBegin: `${TODAY}T00:00:00`,
    periodEnd: `${addDays(TODAY, 1)}T00:00:00`,
    consumption: { series: [{ quantityDescriptor: { quantity: 'electricity-energy', normalized: false } }] },
  };
}

/**
 * What a quantity card's cost sends (mf-consumption's card cost against the property's average home):
 * the last 30 days per month, as costs, with the property average.
 */
function cardCost(objectId: string, quantity: string) {
  return { ...dailyBars(objectId, quantity), resolution: 'MONTH', mode: 'COST', compareWith: ['property-average'] };
}

/** The dashboard's KPI document (shared's UnitQuantityKpis, the fields it selects). */
const KPIS = `query($input: UnitQuantityKPIsInput!) { unitQuantityKpis(input: $input) { total previousPeriod
  previousYear propertyComparison normalized rooms { label value } meters { object { id level property { id number }
  unit { id unitUniqueId name size tenant { name } } measurementPoint { id name room quantity } } value }
  coverage { calendarHours expectedHours readings expectedReadings complete } dataUntil currentSpan { begin end }
  partial previousPeriodSpan { begin end } previousYearSpan { begin end } } }`;

/** What `kpisInput(...)` sends: the days as dates, both included. */
function kpis(objectId: string, quantity: string, periodBegin: string, periodEnd: string, normalized?: boolean) {
  return { objectId, quantity, periodBegin, periodEnd, ...(normalized ? { normalized } : {}) };
}

/** The rating card's days (shared's `ratingPeriod`): the last 365 days of the tenancy's data. */
function ratingDays(t: (typeof units)[number]['tenancy']): [string, string] {
  const day = (s: string | null | undefined) => (s ? s.slice(0, 10) : null);
  let end = TODAY;
  for (const limit of [day(t.end), day(t.dataAvailability.end)]) if (limit && limit < end) end = limit;
  let start = addDays(end, -364);
  for (const limit of [day(t.start), day(t.dataAvailability.start)]) if (limit && limit > start) start = limit;
  return [start, end];
}

/** The statements one request runs, as SQL texts. */
async function statementsOf(graph: Record<string, unknown>): Promise<string[]> {
  const spy = vi.spyOn(h.db.db.getExecutor(), 'executeQuery');
  try {
    const r = await h.data(GRAPH, { graph }, { token });
    expect(r.errors).toBeUndefined();
    expect(r.data.tenantGraph.graphs).toHaveLength(1);
    return spy.mock.calls.map(([query]) => query.sql);
  } finally {
    spy.mockRestore();
  }
}

/** The same for a KPI request, with its answer. */
async function kpiStatementsOf(input: Record<string, unknown>) {
  const spy = vi.spyOn(h.db.db.getExecutor(), 'executeQuery');
  try {
    const r = await h.data(KPIS, { input }, { token });
    expect(r.errors).toBeUndefined();
    return { statements: spy.mock.calls.map(([query]) => query.sql), kpis: r.data.unitQuantityKpis };
  } finally {
    spy.mockRestore();
  }
}

/**
 * Two statements a request: the session's look-up that every authenticated request makes (a revoked
 * session ends at once), then the ownership statement carrying every aggregate of the graph.
 */
const ONE_GRAPH_STATEMENT = [expect.stringContaining('refresh_tokens'), expect.stringContaining('meters_json')];

describe("the dashboard's graphs", () => {
  it('has quantity cards to count on both of demo’s units', () => {
    expect(units).toHaveLength(2);
    for (const u of units) expect(u.quantities).toContain('electricity-energy');
  });

  it('reads each daily-bars graph in the statement that checks the ownership', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    for (const u of units) {
      for (const quantity of u.quantities) {
        const statements = await statementsOf(dailyBars(u.unitId, quantity));
        expect({ quantity, statements }).toEqual({ quantity, statements: ONE_GRAPH_STATEMENT });
      }
    }
  });

  it("reads each card's cost and the property average's in that statement, at day prices and at hourly ones", async () => {
    // electricity's at each hour's spot price, the others' at the property's price of the day
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    let asked = 0;
    for (const u of units) {
      for (const quantity of u.quantities) {
        const statements = await statementsOf(cardCost(u.unitId, quantity));
        expect({ quantity, statements }).toEqual({ quantity, statements: ONE_GRAPH_STATEMENT });
        asked += 1;
      }
    }
    expect(asked).toBeGreaterThanOrEqual(8);
  });

  it("reads the cost estimate's hourly graph with the property average in that statement", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    for (const u of units) {
      const statements = await statementsOf(todaysElectricity(u.unitId));
      expect(statements).toEqual(ONE_GRAPH_STATEMENT);
    }
  });
});

describe("the dashboard's KPIs", () => {
  /** The KPI requests of the dashboard's rating, quantity and indoor climate cards for a unit. */
  function dashboardKpis(u: (typeof units)[number]) {
    const [ratingBegin, ratingEnd] = ratingDays(u.tenancy);
    const rated = (['heat-energy', 'hca', 'heat-volume'] as const).find((q) => u.quantities.includes(q));
    return [
      ...(rated ? [kpis(u.unitId, rated, ratingBegin, ratingEnd, true)] : []),
      ...u.quantities.map((q) => kpis(u.unitId, q, addDays(TODAY, -29), TODAY)),
      ...['indoor-temperature', 'indoor-relative-humidity']
        .filter((q) => u.all.includes(q))
        .map((q) => kpis(u.unitId, q, addDays(TODAY, -6), TODAY)),
    ];
  }

  it('reads the total, the comparisons, the property, rooms and meters in the statement that checks the ownership', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    let asked = 0;
    for (const u of units) {
      for (const input of dashboardKpis(u)) {
        const { statements, kpis: k } = await kpiStatementsOf(input);
        expect({ input, statements }).toEqual({ input, statements: ONE_GRAPH_STATEMENT });
        // A figure, compared: a period not yet over, so the same part of the compared ones.
        expect(k.total).not.toBeNull();
        expect(k.partial).toBe(true);
        asked += 1;
      }
    }
    expect(asked).toBeGreaterThanOrEqual(15);
  });

  it('reads again what was read for data up to the current hour when they end earlier, with the same figures', async () => {
    const u = units[0]!;
    const figures = (k: Record<string, unknown>) => {
      const { coverage: _coverage, ...rest } = k;
      return rest;
    };
    for (const input of dashboardKpis(u)) {
      vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
      const fused = await kpiStatementsOf(input);
      // Three hours on, the data still end where they did: the comparisons prefetched for data up
      // to the current hour are not the ones asked, and are read in statements of their own.
      vi.setSystemTime(new Date(SEED_NOW.getTime() + 3 * 3600_000));
      const again = await kpiStatementsOf(input);
      expect(again.statements.length).toBeGreaterThan(ONE_GRAPH_STATEMENT.length);
      expect(figures(again.kpis)).toEqual(figures(fused.kpis));
    }
  });

  it('as one batched request with the daily bars: one session look-up, then one statement per operation', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    const u = units[0]!;
    const operations = [
      ...dashboardKpis(u).map((input) => ({ query: KPIS, variables: { input } })),
      ...u.quantities.map((q) => ({ query: GRAPH, variables: { graph: dailyBars(u.unitId, q) } })),
    ];
    const spy = vi.spyOn(h.db.db.getExecutor(), 'executeQuery');
    try {
      const res = await h.app.data.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
        body: JSON.stringify(operations),
      });
      const answers = (await res.json()) as Array<{ data?: unknown; errors?: unknown }>;
      expect(answers).toHaveLength(operations.length);
      for (const a of answers) expect(a.errors).toBeUndefined();
      const statements = spy.mock.calls.map(([query]) => query.sql);
      expect(statements.filter((q) => q.includes('refresh_tokens'))).toHaveLength(1);
      expect(statements.filter((q) => q.includes('meters_json'))).toHaveLength(operations.length);
      expect(statements).toHaveLength(operations.length + 1);
    } finally {
      spy.mockRestore();
    }
  });
});
