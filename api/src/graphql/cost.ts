// What an operation costs the database, from its arguments once the variables are known: a period's
// days, the series and comparisons read over it, a public report per alias (docs/decisions/0023).
import {
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getArgumentValues,
  getVariableValues,
} from 'graphql';

const DAY_MS = 86_400_000;

/**
 * The settlement forecast reads a year of the unit's and the property's day rollups and four years
 * of outdoor temperatures (measured 0.1-0.5 s on PGlite): heavy, in its own lane.
 */
const SETTLEMENT_FORECAST = 1000;

/** Cost units of the heavy fields; one unit is about the reading of one meter's day of hourly values. */
export const COSTS = {
  /**
   * A monthly report reads a month of every meter of the unit and of the property (measured ~0.35 s),
   * and makes the settlement forecast for its line.
   */
  report: 4000 + SETTLEMENT_FORECAST,
  /** Hourly prices of a month and the unit's forecast. */
  costEstimate: 200,
  settlementForecast: SETTLEMENT_FORECAST,
  /** One password hash (argon2): the rate limits count the attempts, the cost bounds one request's. */
  passwordHash: 300,
  /** Meters assumed per quantity row of a table (its rows are known only once it runs). */
  tableRows: { UNIT: 4, MPOINT: 8 } as Record<string, number>,
};

// Arguments as coerced by graphql-js: the resolvers' own checks refuse what does not fit, so a cost
// is only an estimate and a malformed value counts as small.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Args = Record<string, any>;

/** Days in [begin, end) (a part day counts whole), at least 1; 1 for dates the resolver refuses. */
function days(begin: unknown, end: unknown): number {
  const span = (Date.parse(String(end)) - Date.parse(String(begin))) / DAY_MS;
  return Number.isFinite(span) && span > 1 ? Math.ceil(span) : 1;
}

function count(list: unknown, none: number): number {
  return Array.isArray(list) ? list.length : none;
}

const password = () => COSTS.passwordHash;

/** Root fields whose work follows their arguments; any other field costs 1. */
const FIELD_COSTS: Record<string, (args: Args) => number> = {
  // Every series is read over the period once, and once more per comparison (none given: the
  // property average). Buckets are bounded apart (limits.maxBuckets); the readings read follow the days.
  tenantGraph: ({ graph }) =>
    days(graph.periodBegin, graph.periodEnd) *
    Math.max(1, count(graph.consumption?.series, 1)) *
    (1 + count(graph.compareWith, 1)),
  tenantTable: ({ table }) =>
    days(table.periodBegin, table.periodEnd) *
    (COSTS.tableRows[table.aggregationLevel] ?? 1) *
    (table.compareWith ? 2 : 1),
  // Total, previous period, previous year, property average and per meter: sums, no buckets.
  unitQuantityKpis: ({ input }) => days(input.periodBegin, input.periodEnd) * 2,
  quantityPrices: ({ input }) => days(input.periodBegin, input.periodEnd),
  readoutMinMax: ({ fromDate, toDate }) => days(fromDate, toDate),
  costEstimate: () => COSTS.costEstimate,
  report: () => COSTS.report,
  settlementForecast: () => COSTS.settlementForecast,
  login: password,
  tokenAuth: password,
  loginWithEmailAndPassword: password,
  createEmailPasswordUser: password,
  changePassword: password,
  requestEmailChange: password,
  changeEmail: password,
  passwordReset: password,
  deleteAccount: password,
};

/** An argument graphql-js cannot coerce is reported by execution: it costs 1 here. */
function measureSafely(measure: (args: Args) => number, args: () => Args): number {
  try {
    const cost = measure(args());
    return Number.isFinite(cost) ? cost : 1;
  } catch {
    return 1;
  }
}

/**
 * The operation's cost, or null when its variables do not coerce (execution then reports why).
 * Linear in the document: each fragment is measured once per level (root or nested), however often
 * it is spread.
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  rawVariables: Record<string, unknown> | null | undefined,
): number | null {
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], rawVariables ?? {});
  if (coerced.errors) return null;
  const variables = coerced.coerced;
  const rootType = schema.getRootType(operation.operation);
  const memo = new Map<string, number>();

  const fieldCost = (field: FieldNode, root: boolean): number => {
    const measure = root ? FIELD_COSTS[field.name.value] : undefined;
    const definition = measure ? rootType?.getFields()[field.name.value] : undefined;
    const own =
      measure && definition ? measureSafely(measure, () => getArgumentValues(definition, field, variables)) : 1;
    return own + (field.selectionSet ? setCost(field.selectionSet, false) : 0);
  };

  const setCost = (set: SelectionSetNode, root: boolean): number => {
    let sum = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) sum += fieldCost(selection, root);
      else if (selection.kind === Kind.INLINE_FRAGMENT) sum += setCost(selection.selectionSet, root);
      else {
        const key = `${root}:${selection.name.value}`;
        let cost = memo.get(key);
        if (cost === undefined) {
          const fragment = fragments.get(selection.name.value);
          // Cycles are refused by validation; the guard keeps the walk finite regardless.
          memo.set(key, 0);
          cost = fragment ? setCost(fragment.selectionSet, root) : 0;
          memo.set(key, cost);
        }
        sum += cost;
      }
    }
    return sum;
  };

  return setCost(operation.selectionSet, true);
}
