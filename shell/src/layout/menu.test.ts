import { describe, expect, it } from 'vitest';
import { entryForPath, isEntryActive, MENU_ENTRIES, visibleMenuEntries } from './menu';

const ids = (ctx: { accountHasStatements: boolean; propertyHasSettings: boolean }) =>
  visibleMenuEntries(ctx).map((e) => e.id);
const entry = (id: string) => MENU_ENTRIES.find((e) => e.id === id)!;

describe('side menu (SPEC §2)', () => {
  it('lists the entries in order, statements only with statements, notifications only without property settings', () => {
    expect(ids({ accountHasStatements: true, propertyHasSettings: false })).toEqual([
      'consumption',
      'statements',
      'alarms',
      'settings',
      'notifications',
      'help',
      'profile',
    ]);
    expect(ids({ accountHasStatements: false, propertyHasSettings: true })).toEqual([
      'consumption',
      'alarms',
      'settings',
      'help',
      'profile',
    ]);
  });

  it('marks consumption active on the dashboard and consumption paths only', () => {
    expect(isEntryActive(entry('consumption'), '/t/4')).toBe(true);
    expect(isEntryActive(entry('consumption'), '/t/4/')).toBe(true);
    expect(isEntryActive(entry('consumption'), '/t/4/consumption/heat-energy/room/kitchen')).toBe(true);
    expect(isEntryActive(entry('consumption'), '/t/4/alarms')).toBe(false);
    expect(isEntryActive(entry('alarms'), '/t/4/alarms/12/edit')).toBe(true);
    expect(isEntryActive(entry('alarms'), '/t/4/alarmsx')).toBe(false);
  });

  it('finds the entry a page belongs to', () => {
    expect(entryForPath('/t/4/notifications/3')?.id).toBe('notifications');
    expect(entryForPath('/t/4/consumption/indoor-climate')?.id).toBe('consumption');
    expect(entryForPath('/t/4/somewhere')).toBeUndefined();
  });

  it('holds keys, never translated text', () => {
    for (const e of MENU_ENTRIES) expect(e.labelKey).toMatch(/^menu\.[a-z_]+$/);
  });
});
