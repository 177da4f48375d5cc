import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router';
import {
  consumptionPath,
  dashboardPath,
  profilePath,
  roomSlug,
  roomSlugMatches,
  TENANCY_ROUTE,
  tenancyPath,
} from './paths';

describe('room slugs (SPEC §2: lower-cased and slugified in links)', () => {
  it('lower-cases, joins words with dashes and spells out æ ø å', () => {
    expect(roomSlug('Living Room')).toBe('living-room');
    expect(roomSlug('Bad & Toilet')).toBe('bad-toilet');
    expect(roomSlug('Værelse 2')).toBe('vaerelse-2');
    expect(roomSlug('Køkken')).toBe('koekken');
    expect(roomSlug('KØKKEN/Stue')).toBe('koekken-stue');
    expect(roomSlug('Gæsteværelse på loftet')).toBe('gaestevaerelse-paa-loftet');
    expect(roomSlug('Stue øst')).toBe('stue-oest');
    expect(roomSlug('  Entré ')).toBe('entre');
    expect(roomSlug('Kinderzimmer (groß)')).toBe('kinderzimmer-gro');
  });

  it('still recognises the spelling of older links (ø → o, å → a), and nothing else', () => {
    expect(roomSlugMatches('Køkken', 'koekken')).toBe(true);
    expect(roomSlugMatches('Køkken', 'kokken')).toBe(true);
    expect(roomSlugMatches('Gæsteværelse på loftet', 'gaestevaerelse-pa-loftet')).toBe(true);
    expect(roomSlugMatches('Køkken', 'kkken')).toBe(false);
    expect(roomSlugMatches('Køkken', 'Køkken')).toBe(false);
    expect(roomSlugMatches('Stue', 'stue-oest')).toBe(false);
  });
});

describe('cross-app links', () => {
  it('builds tenancy links that match the tenancy route, with ids encoded', () => {
    expect(dashboardPath('7')).toBe('/t/7');
    expect(tenancyPath('7', 'alarms/12')).toBe('/t/7/alarms/12');
    expect(consumptionPath('a/b', 'heat energy')).toBe('/t/a%2Fb/consumption/heat%20energy');
    expect(matchPath(`${TENANCY_ROUTE}/consumption/:quantity`, consumptionPath('42', 'hca'))?.params).toEqual({
      tenancyId: '42',
      quantity: 'hca',
    });
  });

  it('links the profile under the tenancy, or on its own without one', () => {
    expect(profilePath('7')).toBe('/t/7/profile');
    expect(profilePath(null)).toBe('/profile');
  });
});
