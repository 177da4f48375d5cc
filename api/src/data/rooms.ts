// Rooms (SPEC §6: any user may rename a meter's room). A room is not a row of its own: it is the
// meters of a tenancy that carry the same room name, whatever their quantity (heat cost allocators,
// temperature, humidity, water, ...). Renaming it renames all of them at once (docs/decisions/0029).
import type { Db } from '../db/database.ts';
import { TEXTS, badInput, userError } from '../errors.ts';
import { meterInTenancy } from './access.ts';
import type { TenancyModel } from './models.ts';

/** The longest room name, in characters. */
export const ROOM_NAME_MAX = 60;

/** A room name as stored: trimmed, each run of spaces, line breaks or control characters one space. */
export function roomName(value: string): string {
  const name = value.replace(/[\s\p{Cc}]+/gu, ' ').trim();
  const length = [...name].length;
  if (length < 1 || length > ROOM_NAME_MAX) {
    throw badInput(`roomName must be 1-${ROOM_NAME_MAX} characters`, 'roomName');
  }
  return name;
}

/** What makes two names the same room: "Living room" and "living  room" are one (the portal's links are lower-case). */
export function roomKey(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
}

export function roomNameTaken() {
  return userError(TEXTS.roomNameTaken, 'ROOM_NAME_TAKEN');
}

/**
 * Renames the room of `meterId` to `newName` (a `roomName`) for every meter of the tenancy in that
 * room, in one transaction; returns the name the meter has now. Another room of the tenancy with that
 * name (in any case) is refused: two rooms are never merged by a rename. The same room in another
 * case or spacing is a rename. A meter without a room gets the name alone, and joins the room of
 * that name if there is one (spelt as that room is).
 *
 * The tenancy's meters are those in place on one of its days (`meterInTenancy`): a meter of the unit
 * removed before the tenancy began is another tenant's and keeps its name; the same name in another
 * unit is another room.
 */
export async function renameRoom(db: Db, tenancy: TenancyModel, meterId: number, newName: string): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // The unit's meters, locked: a rename running at the same time waits and then sees this one's names.
    const meters = (
      await trx
        .selectFrom('meters')
        .select(['id', 'room_name', 'from_date', 'to_date'])
        .where('unit_id', '=', tenancy.unit_id)
        .orderBy('id')
        .forUpdate()
        .execute()
    ).filter((m) => meterInTenancy(m, tenancy));
    const meter = meters.find((m) => m.id === meterId);
    if (!meter) throw new Error(`meter ${meterId} is not one of tenancy ${tenancy.id}`);
    const current = meter.room_name === null ? null : roomKey(meter.room_name);
    const room = meters.filter(
      (m) => m.id === meter.id || (current !== null && m.room_name !== null && roomKey(m.room_name) === current),
    );
    const other = meters.find(
      (m) => !room.includes(m) && m.room_name !== null && roomKey(m.room_name) === roomKey(newName),
    );
    if (other && current !== null) throw roomNameTaken();
    const name = other?.room_name ?? newName;
    await trx
      .updateTable('meters')
      .set({ room_name: name })
      .where(
        'id',
        'in',
        room.map((m) => m.id),
      )
      .execute();
    return name;
  });
}
