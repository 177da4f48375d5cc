// The number of SQL statements the dashboard's tenantGraph requests take. A unit's graph is read in
// the statement that checks its ownership (docs/decisions/0027): the service's later questions are
// answered from that statement's extra columns only when they are exactly the ones asked there, and
// a mismatch silently runs further statements. This counts them, per request, as the dashboard of
// mf-consumption sends them (its daily bars per quantity, and its cost estimate's hourly graph).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, isAveraged } from '@portal/domain';
import { DEMO, SEED_NOW, setupHarness } from './harness.ts';

const h = setupHarness({ days: 20 });
let token: string;
let units: Array<{ unitId: string; quantities: string[] }>;

/** The seed's day in Copenhagen: the dashboard's "today". */
const TODAY = '2026-11-05';

const GRAPH = `query($graph: TenantGraphInput!) { tenantGraph(graph: $graph) { timestamps dataUntil graphs {
  type consumption { values dataUntil meta { sum count } relatedValues { type values partial } } } } }`;

beforeAll(async () => {
  token = await h.login(DEMO);
  const r = await h.data(`{ tenancies { unitId } }`, {}, { token });
  units = [];
  for (const { unitId } of r.data.tenancies as Array<{ unitId: string }>) {
    const o = await h.data(
      `query($id: ID!) { object(withId: $id) { treeInfo { quantities } } }`,
      { id: unitId },
      { token },
    );
    // The dashboard's quantity cards: the unit's consumption quantities (not indoor climate).
    units.push({ unitId, quantities: o.data.object.treeInfo.quantities.filter((q: string) => !isAveraged(q)) });
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

  it("reads the cost estimate's hourly graph with the property average in that statement", async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW });
    for (const u of units) {
      const statements = await statementsOf(todaysElectricity(u.unitId));
      expect(statements).toEqual(ONE_GRAPH_STATEMENT);
    }
  });
});
