// An allocation statement's settlement (Danish "fordelingsregnskab", Norwegian "fordelingsoppgjør"):
// what the statement stores (allocation_statements.lines) and the figures its PDF shows, computed
// from it. Each utility's property cost is split into a fixed part, shared by floor area, and a
// consumption part, shared by the units' meter or allocator readings. The unit's costs are exact
// shares, rounded to øre/cents once each; the sums add the rounded figures, so the page adds up.

/**
 * The utilities a property settles with its tenants (allocation statements' expense types), by their
 * names in the data service's `Utility` enum (docs/decisions/0150, 0151). The values are the names
 * stored (settlement_utilities, advance_payments, allocation statements) and used in the services; the
 * schema maps them to the enum's names. Their order is the order every list of utilities follows.
 */
export const UTILITIES = {
  HEATING: 'heating',
  HOT_WATER: 'hot-water',
  COOLING: 'cooling',
  COLD_WATER: 'cold-water',
} as const;

export type Utility = (typeof UTILITIES)[keyof typeof UTILITIES];

const UTILITY_ORDER: readonly string[] = Object.values(UTILITIES);

/** Compares utilities by UTILITIES' order (an unknown name last). */
export function byUtilityOrder(a: { utility: string }, b: { utility: string }): number {
  const rank = (u: string) => {
    const i = UTILITY_ORDER.indexOf(u);
    return i < 0 ? UTILITY_ORDER.length : i;
  };
  return rank(a.utility) - rank(b.utility) || a.utility.localeCompare(b.utility);
}

export interface MeterReading {
  number: string;
  room: string | null;
  start: number;
  end: number;
}

export interface UtilityAccount {
  utility: Utility;
  /** The quantity its meters read: hca (allocator units), hot-water-volume, cold-water-volume (m³). */
  quantity: string;
  /** The property's total cost of the utility in the period. */
  propertyCost: number;
  /** The share of the property's cost shared by floor area, in percent (the rest by consumption). */
  fixedPercent: number;
  propertyAreaM2: number;
  unitAreaM2: number;
  /** The property's total consumption (all units' readings) in the period. */
  propertyConsumption: number;
  /** The unit's meters with their readings at the period's start and end. */
  meters: MeterReading[];
}

export interface StatementData {
  provider: { name: string; phone: string | null; email: string | null };
  /** Advance payments (a-conto) the tenant paid in the period. */
  advancePayments: number;
  dueDate: string;
  utilities: UtilityAccount[];
}

export interface UtilitySettlement extends UtilityAccount {
  fixedPart: number;
  consumptionPart: number;
  unitConsumption: number;
  /** The unit's shares of the property's area and consumption, as fractions. */
  areaShare: number;
  consumptionShare: number;
  unitFixedCost: number;
  unitConsumptionCost: number;
  unitCost: number;
}

export interface Settlement {
  utilities: UtilitySettlement[];
  total: number;
  advancePayments: number;
  /** What the tenant pays (positive) or gets back (negative). */
  balance: number;
}

/** Rounds to øre/cents. */
export function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Adds amounts in cents, so that sums of rounded figures stay exact. */
function sum(values: number[]): number {
  return values.reduce((a, v) => a + Math.round(v * 100), 0) / 100;
}

export function settle(data: StatementData): Settlement {
  const utilities = data.utilities.map((u): UtilitySettlement => {
    const fixedPart = (u.propertyCost * u.fixedPercent) / 100;
    const consumptionPart = u.propertyCost - fixedPart;
    const unitConsumption = u.meters.reduce((a, m) => a + (m.end - m.start), 0);
    const areaShare = u.propertyAreaM2 > 0 ? u.unitAreaM2 / u.propertyAreaM2 : 0;
    const consumptionShare = u.propertyConsumption > 0 ? unitConsumption / u.propertyConsumption : 0;
    const unitFixedCost = toCents(fixedPart * areaShare);
    const unitConsumptionCost = toCents(consumptionPart * consumptionShare);
    return {
      ...u,
      fixedPart: toCents(fixedPart),
      consumptionPart: toCents(consumptionPart),
      unitConsumption,
      areaShare,
      consumptionShare,
      unitFixedCost,
      unitConsumptionCost,
      unitCost: sum([unitFixedCost, unitConsumptionCost]),
    };
  });
  const total = sum(utilities.map((u) => u.unitCost));
  return { utilities, total, advancePayments: data.advancePayments, balance: sum([total, -data.advancePayments]) };
}

/** The stored statement data, when it is a settlement (statements from before it hold plain lines). */
export function statementData(lines: unknown): StatementData | null {
  if (!lines || typeof lines !== 'object' || Array.isArray(lines)) return null;
  const data = lines as Partial<StatementData>;
  return Array.isArray(data.utilities) && typeof data.advancePayments === 'number' ? (data as StatementData) : null;
}
