// The demo's settlements: how each property settles its utilities (settlement_utilities), the yearly
// allocation statements of a tenancy (its heating and water settlement for each year), and every
// tenancy's advance payments (docs/decisions/0151). The figures come from the property's meters (the
// profiles' expected yearly readings), its prices for the year and its units' floor areas. What the
// seed decides (the property's costs, the fixed parts, the advance payments, the due date) is stored
// in the statement (allocation_statements.lines) and in advance_payments.
import type { Db } from '../db/database.ts';
import { type StatementData, type UtilityAccount, type Utility, settle } from '../statements/settlement.ts';
import { settlementUtilities } from '../statements/statements.repository.ts';
import { addMonths, decimalsFor, startOfDayInstant, startOfMonth } from '@portal/domain';
import { yearlyProfileTotals } from './profiles.ts';

/** How the demo properties settle (the fixed part is shared by floor area). */
export const DEMO_SETTLEMENTS: Record<
  'allocators' | 'heatMeters',
  Array<{ utility: Utility; quantity: string; fixedPercent: number }>
> = {
  /** Heating shared by heat cost allocators, as the Oslo property does. */
  allocators: [
    { utility: 'heating', quantity: 'hca', fixedPercent: 40 },
    { utility: 'hot-water', quantity: 'hot-water-volume', fixedPercent: 30 },
    { utility: 'cold-water', quantity: 'cold-water-volume', fixedPercent: 20 },
  ],
  /** Heating shared by the units' heat meters (district heating), as the Aarhus property does. */
  heatMeters: [
    { utility: 'heating', quantity: 'heat-energy', fixedPercent: 30 },
    { utility: 'hot-water', quantity: 'hot-water-volume', fixedPercent: 30 },
    { utility: 'cold-water', quantity: 'cold-water-volume', fixedPercent: 20 },
  ],
};

/** The profile whose expected yearly totals a settled quantity's meters read (profiles.ts). */
const PROFILE_OF: Record<string, 'hca' | 'heat' | 'hotwater' | 'coldwater'> = {
  hca: 'hca',
  'heat-energy': 'heat',
  'hot-water-volume': 'hotwater',
  'cold-water-volume': 'coldwater',
};

/** How the advance payments compare with the year's costs in the statements: some years refund, some pay. */
const ADVANCE_FACTORS = [0.94, 1.07, 0.97];

/**
 * The current period's advance payments against the unit's costs of the year before, per tenancy in
 * seed order: set high enough for some tenancies to get money back, too low for others.
 */
const CURRENT_ADVANCE_FACTORS = [
  1.12, 0.94, 1.06, 0.9, 1.15, 0.97, 1.04, 0.88, 1.1, 0.95, 1.08, 0.92, 0.93, 1.1, 0.96, 1.13,
];

function rounded(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** A monthly payment on account: the year's share, in whole tens. */
function monthly(yearCost: number, factor: number): number {
  return Math.round((yearCost * factor) / 12 / 10) * 10;
}

export async function seedSettlementUtilities(db: Db, propertyId: number, scheme: keyof typeof DEMO_SETTLEMENTS) {
  await db
    .insertInto('settlement_utilities')
    .values(
      DEMO_SETTLEMENTS[scheme].map((u) => ({
        property_id: propertyId,
        utility: u.utility,
        quantity: u.quantity,
        fixed_percent: u.fixedPercent,
      })),
    )
    .execute();
}

/**
 * Each unit's settlement accounts for each calendar year of [firstYear, lastYear], as the property
 * settles its utilities: the meters' expected yearly readings, registers carried on from each meter's
 * initial reading at the first year's start.
 */
async function expectedAccounts(
  db: Db,
  propertyId: number,
  firstYear: number,
  lastYear: number,
): Promise<Array<{ year: number; units: Map<number, UtilityAccount[]> }>> {
  const settled = await settlementUtilities(db, propertyId);
  const units = await db.selectFrom('units').select(['id', 'size_m2']).where('property_id', '=', propertyId).execute();
  const propertyArea = units.reduce((a, u) => a + u.size_m2, 0);
  const meters = await db
    .selectFrom('meters')
    .select(['id', 'unit_id', 'number', 'quantity', 'room_name', 'scale', 'initial_reading'])
    .where('property_id', '=', propertyId)
    .where(
      'quantity',
      'in',
      settled.map((u) => u.quantity),
    )
    .where('unit_id', 'is not', null)
    .orderBy('id')
    .execute();
  const prices = await db
    .selectFrom('quantity_prices')
    .select(['quantity', 'price', 'valid_from'])
    .where('property_id', '=', propertyId)
    .execute();
  const totals = await yearlyProfileTotals(
    db,
    propertyId,
    startOfDayInstant(`${firstYear}-01-01`),
    startOfDayInstant(`${lastYear + 1}-01-01`),
  );

  const registers = new Map(meters.map((m) => [m.id, m.initial_reading]));
  return totals.map((year) => {
    const perUtility = settled.map((u) => {
      const decimals = decimalsFor(u.quantity).max;
      const readings = meters
        .filter((m) => m.quantity === u.quantity)
        .map((m) => {
          const start = rounded(registers.get(m.id)!, decimals);
          const end = rounded(registers.get(m.id)! + m.scale * year[PROFILE_OF[u.quantity]!], decimals);
          registers.set(m.id, end);
          return { meter: m, start, end };
        });
      const propertyConsumption = rounded(
        readings.reduce((a, r) => a + (r.end - r.start), 0),
        decimals,
      );
      const fixedPercent = Number(u.fixed_percent);
      const price = prices.find((p) => p.quantity === u.quantity && p.valid_from === `${year.year}-01-01`)!.price;
      return { u, fixedPercent, readings, propertyConsumption, price };
    });
    const accounts = new Map(
      units.map((unit) => [
        unit.id,
        perUtility.map(({ u, fixedPercent, readings, propertyConsumption, price }): UtilityAccount => ({
          utility: u.utility,
          quantity: u.quantity,
          propertyCost: rounded((propertyConsumption * price) / (1 - fixedPercent / 100), 2),
          fixedPercent,
          propertyAreaM2: propertyArea,
          unitAreaM2: unit.size_m2,
          propertyConsumption,
          meters: readings
            .filter((r) => r.meter.unit_id === unit.id)
            .map((r) => ({ number: r.meter.number, room: r.meter.room_name, start: r.start, end: r.end })),
        })),
      ]),
    );
    return { year: year.year, units: accounts };
  });
}

/** The unit's cost of each utility in a year's accounts. */
function utilityCosts(accounts: UtilityAccount[], provider: StatementData['provider']) {
  return settle({ provider, advancePayments: 0, dueDate: '', utilities: accounts }).utilities.map((u) => ({
    utility: u.utility,
    cost: u.unitCost,
  }));
}

/**
 * The property's settlements: the yearly allocation statements of `statementsFor` (a tenancy of the
 * property and its unit) for each year of [firstYear, lastYear] with that year's advance payments, and
 * for every tenancy of the property the advance payments of its billing period that holds `today`
 * (monthly, due on the 1st, from the unit's costs of the year before).
 */
export async function seedSettlements(
  db: Db,
  options: {
    propertyId: number;
    firstYear: number;
    lastYear: number;
    today: string;
    statementsFor?: { tenancyId: number; unitId: number };
    /** The position of the property's first tenancy among all (for the advance factors). */
    firstTenancyIndex: number;
  },
): Promise<void> {
  const { propertyId, firstYear, lastYear, today, statementsFor } = options;
  const property = await db
    .selectFrom('properties')
    .select(['name', 'phone', 'email', 'currency'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const provider = { name: property.name, phone: property.phone, email: property.email };
  const years = await expectedAccounts(db, propertyId, firstYear, lastYear);
  const payments: Array<{ tenancy_id: number; utility: Utility; due_date: string; amount: number; currency: string }> =
    [];
  const monthsOf = (from: string, to: string) => {
    const out: string[] = [];
    for (let m = from === startOfMonth(from) ? from : addMonths(startOfMonth(from), 1); m <= to; m = addMonths(m, 1))
      out.push(m);
    return out;
  };

  if (statementsFor) {
    for (const [k, year] of years.entries()) {
      const utilities = year.units.get(statementsFor.unitId)!;
      const perMonth = utilityCosts(utilities, provider).map((c) => ({
        utility: c.utility,
        amount: monthly(c.cost, ADVANCE_FACTORS[k % ADVANCE_FACTORS.length]!),
      }));
      for (const month of monthsOf(`${year.year}-01-01`, `${year.year}-12-31`)) {
        for (const p of perMonth) {
          payments.push({
            tenancy_id: statementsFor.tenancyId,
            utility: p.utility,
            due_date: month,
            amount: p.amount,
            currency: property.currency,
          });
        }
      }
      const data: StatementData = {
        provider,
        advancePayments: perMonth.reduce((a, p) => a + p.amount, 0) * 12,
        dueDate: `${year.year + 1}-04-30`,
        utilities,
      };
      await db
        .insertInto('allocation_statements')
        .values({
          tenancy_id: statementsFor.tenancyId,
          file_name: `allocation-statement-${year.year}.pdf`,
          period_start: `${year.year}-01-01`,
          period_end: `${year.year}-12-31`,
          expense_types: utilities.map((u) => u.utility),
          lines: JSON.stringify(data),
        })
        .execute();
    }
  }

  // The current billing periods: paid on account from the year before's costs, more or less.
  const lastYearAccounts = years.find((y) => y.year === lastYear)!;
  const tenancies = await db
    .selectFrom('tenancies as t')
    .innerJoin('units as u', 'u.id', 't.unit_id')
    .select(['t.id', 't.unit_id', 't.start_date', 't.end_date', 't.billing_start', 't.billing_end'])
    .where('u.property_id', '=', propertyId)
    .orderBy('t.id')
    .execute();
  for (const [i, t] of tenancies.entries()) {
    if (t.end_date !== null && t.end_date < today) continue;
    const factor = CURRENT_ADVANCE_FACTORS[(options.firstTenancyIndex + i) % CURRENT_ADVANCE_FACTORS.length]!;
    const from = t.start_date > t.billing_start ? t.start_date : t.billing_start;
    const to = t.end_date !== null && t.end_date < t.billing_end ? t.end_date : t.billing_end;
    const costs = utilityCosts(lastYearAccounts.units.get(t.unit_id)!, provider);
    for (const month of monthsOf(from, to)) {
      for (const c of costs) {
        payments.push({
          tenancy_id: t.id,
          utility: c.utility,
          due_date: month,
          amount: monthly(c.cost, factor),
          currency: property.currency,
        });
      }
    }
  }
  if (payments.length) await db.insertInto('advance_payments').values(payments).execute();
}
