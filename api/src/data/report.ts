import type { Db } from '../db/database.ts';
import type { MonthlyReport, ReportQuantity } from '../generated/data-types.ts';
import { DEFAULT_REPORT_GUIDANCE, type ReportGuidance } from '../report/guidance.ts';
import { type ReportInformation, reportInformation } from '../report/report.service.ts';
import { TEXTS, userError } from '../errors.ts';
import {
  type Scope,
  comparedTotal,
  localStamp,
  parseDatePeriod,
  periodFigure,
  propertyTotal,
  total,
} from '../consumption/consumption.service.ts';
import { byQuantityOrder, isAveraged, unitOf } from '@portal/domain';
import { tenancyPeriod } from './access.ts';

/**
 * The report as the service loads it: the schema's `MonthlyReport` without the signed PDF link, with
 * its EU information (report/report.service.ts).
 */
export type ReportData = Required<
  Omit<MonthlyReport, '__typename' | 'pdfUrl' | 'quantities' | keyof ReportInformation>
> & {
  quantities: Array<Required<Omit<ReportQuantity, '__typename'>>>;
} & ReportInformation;

/**
 * The tenancies of a unit in place on a day. A month's report is theirs on its last day: it goes to
 * them, and it counts their days only (a tenant who moved out during the month has none that month).
 */
export function tenanciesOn(db: Db, unitId: number, day: string) {
  return db
    .selectFrom('tenancies')
    .select(['id', 'start_date', 'end_date'])
    .where('unit_id', '=', unitId)
    .where('start_date', '<=', day)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
    .orderBy('start_date', 'desc')
    .execute();
}

export async function loadReport(
  db: Db,
  code: string,
  guidance: ReportGuidance = DEFAULT_REPORT_GUIDANCE,
): Promise<ReportData> {
  const unavailable = () => userError(TEXTS.reportUnavailable, 'REPORT_UNAVAILABLE');
  if (typeof code !== 'string' || code.length > 64) throw unavailable();
  const row = await db
    .selectFrom('report_codes as r')
    .innerJoin('units as u', 'u.id', 'r.unit_id')
    .innerJoin('properties as p', 'p.id', 'u.property_id')
    .select([
      'r.code',
      'r.period_start',
      'r.period_end',
      'r.expires_at',
      'u.id as unit_id',
      'u.address',
      'u.size_m2',
      'p.id as property_id',
      'p.name as property_name',
      'p.phone',
      'p.email',
      'p.country',
      'p.zipcode',
      'p.city',
      'p.brand',
      'p.currency',
      'p.price_area',
    ])
    .where('r.code', '=', code)
    .executeTakeFirst();
  if (!row || row.expires_at.getTime() < Date.now()) throw unavailable();
  const [tenancy] = await tenanciesOn(db, row.unit_id, row.period_end);
  if (!tenancy) throw unavailable();
  const meters = await db.selectFrom('meters').select(['id', 'quantity']).where('unit_id', '=', row.unit_id).execute();
  const period = parseDatePeriod(row.period_start, row.period_end);
  const now = new Date();
  const quantities = [...new Set(meters.map((m) => m.quantity))].filter((q) => !isAveraged(q)).sort(byQuantityOrder);
  const out: ReportData['quantities'] = [];
  let cost: number | null = null;
  let previousCost: number | null = null;
  let dataUntil: Date | null = null;
  for (const quantity of quantities) {
    const scope: Scope = {
      propertyId: row.property_id,
      priceArea: row.price_area,
      meterIds: meters.filter((m) => m.quantity === quantity).map((m) => m.id),
      area: row.size_m2,
      ...tenancyPeriod(tenancy),
    };
    const req = { quantity, normalized: false, mode: 'HOURLY_VALUES' as const };
    const costReq = { ...req, mode: 'COST' as const };
    // The comparisons as in the KPIs (docs/decisions/0024): the previous month aligned by the
    // calendar and the property over the tenant's days, both up to the newest reading.
    const figure = await periodFigure(db, scope, [], req, period, now);
    if (figure.dataUntil && (!dataUntil || figure.dataUntil > dataUntil)) dataUntil = figure.dataUntil;
    out.push({
      quantity,
      unit: unitOf(quantity) ?? 'unit',
      total: figure.value,
      propertyAverage: await propertyTotal(db, scope, req, figure.currentSpan),
      previousMonth: (await comparedTotal(db, scope, req, period, 'previous-period', figure.cut)).value,
    });
    const c = await total(db, scope, costReq, period);
    const pc = (await comparedTotal(db, scope, costReq, period, 'previous-period', figure.cut)).value;
    if (c !== null) cost = (cost ?? 0) + c;
    if (pc !== null) previousCost = (previousCost ?? 0) + pc;
  }
  const water = await db
    .selectFrom('quantity_prices')
    .select('price')
    .where('property_id', '=', row.property_id)
    .where('quantity', '=', 'cold-water-volume')
    .where('valid_from', '<=', row.period_end)
    .orderBy('valid_from', 'desc')
    .executeTakeFirst();
  const r2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
  const information = await reportInformation(
    db,
    {
      propertyId: row.property_id,
      unitId: row.unit_id,
      areaM2: row.size_m2,
      brand: row.brand,
      country: row.country,
      landlord: { name: row.property_name, phone: row.phone, email: row.email },
      tenancy,
      meters,
      periodStart: row.period_start,
      periodEnd: row.period_end,
      dataUntil,
      now,
    },
    guidance,
  );
  return {
    code: row.code,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    address: row.address,
    zipcode: row.zipcode,
    city: row.city,
    brand: row.brand,
    currency: row.currency,
    quantities: out,
    waterPricePerLitre: water ? Math.round((water.price / 1000) * 100000) / 100000 : null,
    mostRecentCost: r2(cost),
    previousCost: r2(previousCost),
    dataUntil: localStamp(dataUntil),
    ...information,
  };
}
