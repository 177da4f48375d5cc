// A tenancy's meters (SPEC §6): their latest readings, and their rooms' names (renamed by rooms.ts).
import type { UserRow } from '../auth/accounts.ts';
import type { RequestContext } from '../context.ts';
import { formatLocal, isCumulative, legacyKindOf, unitOf } from '@portal/domain';
import { hasEnded, meterInTenancy, parseId, requireTenancy, tenancyEnded, tenancyPeriod } from '../data/access.ts';
import { tenanciesOf } from '../tenancies/tenancies.repository.ts';
import type { MeterModelRow, TenancyModel } from '../data/models.ts';
import { renameRoom, roomName } from '../data/rooms.ts';
import { forbidden } from '../errors.ts';
import * as repository from './meters.repository.ts';

/** A meter's reading as of its last hour within the tenancy (a counter counts from its installation). */
async function meterReading(ctx: RequestContext, m: MeterModelRow, tenancy: TenancyModel) {
  const { notBefore, notAfter } = tenancyPeriod(tenancy);
  const row = await repository.lastReading(ctx.db, m.id, notBefore, notAfter);
  if (!row?.last) return { reading: null, readingTimestamp: null };
  const reading = isCumulative(m.quantity) ? m.initial_reading + Number(row.total ?? 0) : Number(row.value);
  return {
    reading: Math.round(reading * 1000) / 1000,
    readingTimestamp: formatLocal(new Date(row.last.getTime() + 3600_000)),
  };
}

/** A meter as the tenancy sees it, with its room (as named now) and reading. */
async function meterOfTenancy(ctx: RequestContext, m: MeterModelRow, tenancy: TenancyModel, room: string | null) {
  return {
    id: String(m.id),
    number: m.number,
    quantity: m.quantity,
    kind: legacyKindOf(m.quantity) ?? m.legacy_kind,
    unit: unitOf(m.quantity) ?? 'unit',
    roomName: room,
    ...(await meterReading(ctx, m, tenancy)),
  };
}

/** The meters in place on a day of the tenancy, one after the other. */
export async function listMeters(ctx: RequestContext, user: UserRow, tenancyId: string) {
  const t = await requireTenancy(ctx, user, tenancyId);
  const meters = await repository.unitMeters(ctx.db, t.unit_id);
  const out = [];
  for (const m of meters.filter((x) => meterInTenancy(x, t))) out.push(await meterOfTenancy(ctx, m, t, m.room_name));
  return out;
}

/**
 * Renames the room of a meter of one of the user's tenancies; only while that tenancy runs. A meter
 * of none of them is forbidden.
 */
export async function renameMeterRoom(ctx: RequestContext, user: UserRow, meterId: string, newName: string) {
  const name = roomName(newName);
  const tenancies = await tenanciesOf(ctx.db, user.id);
  const m = await repository.meterById(ctx.db, parseId(meterId));
  const own = m ? tenancies.filter((t) => t.unit_id === m.unit_id && meterInTenancy(m, t)) : [];
  if (!m || own.length === 0) throw forbidden();
  const current = own.find((t) => !hasEnded(t));
  if (!current) throw tenancyEnded();
  const renamed = await renameRoom(ctx.db, current, m.id, name);
  return meterOfTenancy(ctx, m, current, renamed);
}
