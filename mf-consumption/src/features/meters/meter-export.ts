import { type Language, type Translate, decimalsFor, unitLabel, unitOf } from '@portal/shared';
import { type ExportTable, offsetTimestamps } from '@portal/shared/export';
import { type Meter } from './api/get-meters';

/** A reading rounded as the list shows it (the quantity's decimals, SPEC §9). */
function shownReading(value: number, quantity: string): number {
  const scale = 10 ** decimalsFor(quantity).max;
  return Math.round(value * scale) / scale;
}

/**
 * The meter list as a file, one row per meter as the list shows it: number, what it measures, room,
 * latest reading (rounded as shown; its unit beside it, since meters measure different things) and
 * when it was read (Copenhagen time with its offset).
 */
export function meterExportTable(
  meters: readonly Meter[],
  { title, language, t, tc }: { title: string; language: Language; t: Translate; tc: Translate },
): ExportTable {
  return {
    title,
    columns: [
      { header: t('export.meter_number') },
      { header: t('export.meter_quantity') },
      { header: t('overview.room') },
      { header: t('meter.reading'), decimals: { min: 0, max: 3 } },
      { header: t('export.reading_unit') },
      { header: t('export.read_at') },
    ],
    rows: meters.map((m) => [
      m.number,
      tc(`quantity.${m.quantity}`),
      m.roomName ?? null,
      m.reading == null ? null : shownReading(m.reading, m.quantity),
      unitLabel(unitOf(m.quantity), m.reading, language) || null,
      m.readingTimestamp ? offsetTimestamps([m.readingTimestamp.slice(0, 19)])[0]! : null,
    ]),
  };
}
