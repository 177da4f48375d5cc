import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import { MENU_PERMANENT_FROM_PX, paths, slugifyRoomName } from './paths';

describe('paths (SPEC §2)', () => {
  it('lower-cases and slugifies room names in links', () => {
    expect(slugifyRoomName('Living Room')).toBe('living-room');
    expect(slugifyRoomName('Bad & Toilet')).toBe('bad-toilet');
    expect(slugifyRoomName('Værelse 2')).toBe('vaerelse-2');
    expect(slugifyRoomName('Køkken/Stue')).toBe('koekken-stue');
    expect(slugifyRoomName('Gæsteværelse på loftet')).toBe('gaestevaerelse-paa-loftet');
    expect(slugifyRoomName('  Entré ')).toBe('entre');
  });

  it('builds hrefs that match their own route patterns', () => {
    const cases: [string, string][] = [
      [paths.consumption.path, paths.consumption.getHref('42', 'heat-energy')],
      [paths.consumptionRoom.path, paths.consumptionRoom.getHref('42', 'hca', 'Living Room')],
      [paths.consumptionMeter.path, paths.consumptionMeter.getHref('42', 'hca', 'm-1')],
      [paths.alarmEdit.path, paths.alarmEdit.getHref('42', 'a1')],
      [paths.report.path, paths.report.getHref('abc')],
      [paths.notification.path, paths.notification.getHref('42', 'n1')],
    ];
    for (const [pattern, href] of cases) expect(matchPath(pattern, href.split('?')[0] ?? href), href).not.toBeNull();
    expect(paths.consumptionRoom.getHref('42', 'hca', 'Living Room')).toBe('/t/42/consumption/hca/room/living-room');
  });

  it('links to the new-alarm wizard at step 1 and to the dashboard', () => {
    expect(paths.newAlarm.getHref('7')).toBe('/t/7/alarms/new-alarm?step=1');
    expect(paths.dashboard.getHref('7')).toBe('/t/7/');
    expect(paths.forgotPassword.getHref()).toBe('/login/email/forgot-password');
    expect(MENU_PERMANENT_FROM_PX).toBe(1280);
  });
});
