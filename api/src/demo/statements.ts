// The demo's yearly allocation statements: a tenancy's heating and water settlement for each year,
// made from the property's meters (the profiles' expected yearly readings), its prices for the year
// and its units' floor areas. What the seed decides (the property's costs, the fixed parts, the
// advance payments, the due date) is stored in the statement (allocation_statements.lines).
import type { Db } from '../db/database.ts';
import { type StatementData, type UtilityAccount, type Utility, settle } from '../statements/settlement.ts';
import { startOfDayInstant } from '@portal/domain';
import { yearlyProfileTotals } from './profiles.ts';

const UTILITIES: Array<{
  utility: Utility;
  quantity: string;
  profile: 'hca' | 'hotwater' | 'coldwater';
  fixedPercent: number;
  decimals: number;
}> = [
  { utility: 'heating', quantity: 'hca', profile: 'hca', fixedPercent: 40, decimals: 0 },
  { utility: 'hot-water', quantity: 'hot-water-volume', profile: 'hotwater', fixedPercent: 30, decimals: 3 },
  { utility: 'cold-water', quantity: 'cold-water-volume', profile: 'coldwater', fixedPercent: 20, decimals: 3 },
];

/** How the advance payments compare with the year's costs: some years refund, some pay. */
const ADVANCE_FACTORS = [0.94, 1.07, 0.97];

function rounded(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export async function seedStatements(
  db: Db,
  options: { propertyId: number; tenancyId: number; unitId: number; firstYear: number; lastYear: number },
): Promise<void> {
  const { propertyId, tenancyId, unitId, firstYear, lastYear } = options;
  const property = await db
    .selectFrom('properties')
    .select(['name', 'phone', 'email'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow();
  const units = await db.selectFrom('units').select(['id', 'size_m2']).where('property_id', '=', propertyId).execute();
  const propertyArea = units.reduce((a, u) => a + u.size_m2, 0);
  const unitArea = units.find((u) => u.id === unitId)!.size_m2;
  const meters = await db
    .selectFrom('meters')
    .select(['id', 'unit_id', 'number', 'quantity', 'room_name', 'scale', 'initial_reading'])
    .where('property_id', '=', propertyId)
    .where(
      'quantity',
      'in',
      UTILITIES.map((u) => u.quantity),
    )
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

  // Each meter's register at the start of each year, from its initial reading at the first year's.
  const registers = new Map(meters.map((m) => [m.id, m.initial_reading]));
  for (const [k, year] of totals.entries()) {
    const utilities: UtilityAccount[] = UTILITIES.map((u) => {
      const readings = meters
        .filter((m) => m.quantity === u.quantity)
        .map((m) => {
          const start = rounded(registers.get(m.id)!, u.decimals);
          const end = rounded(registers.get(m.id)! + m.scale * year[u.profile], u.decimals);
          registers.set(m.id, end);
          return { meter: m, start, end };
        });
      const propertyConsumption = rounded(
        readings.reduce((a, r) => a + (r.end - r.start), 0),
        u.decimals,
      );
      const price = prices.find((p) => p.quantity === u.quantity && p.valid_from === `${year.year}-01-01`)!.price;
      return {
        utility: u.utility,
        quantity: u.quantity,
        propertyCost: rounded((propertyConsumption * price) / (1 - u.fixedPercent / 100), 2),
        fixedPercent: u.fixedPercent,
        propertyAreaM2: propertyArea,
        unitAreaM2: unitArea,
        propertyConsumption,
        meters: readings
          .filter((r) => r.meter.unit_id === unitId)
          .map((r) => ({ number: r.meter.number, room: r.meter.room_name, start: r.start, end: r.end })),
      };
    });
    const costs = settle({ provider: property, advancePayments: 0, dueDate: '', utilities }).total;
    const monthly = Math.round((costs * ADVANCE_FACTORS[k % ADVANCE_FACTORS.length]!) / 12 / 10) * 10;
    const data: StatementData = {
      provider: { name: property.name, phone: property.phone, email: property.email },
      advancePayments: monthly * 12,
      dueDate: `${year.year + 1}-04-30`,
      utilities,
    };
    await db
      .insertInto('allocation_statements')
      .values({
        tenancy_id: tenancyId,
        file_name: `allocation-statement-${year.year}.pdf`,
        period_start: `${year.year}-01-01`,
        period_end: `${year.year}-12-31`,
        expense_types: UTILITIES.map((u) => u.utility),
        lines: JSON.stringify(data),
      })
      .execute();
  }
}
