import { describe, expect, it } from 'vitest';
import { ENTRY_POINT, HASHED_FILE, NOT_A_PAGE } from './routes';

describe('what the service worker tells apart', () => {
  it('entry points, of the shell and of every remote, are never served from a kept copy while online', () => {
    for (const path of [
      '/config.json',
      '/mf-manifest.json',
      '/remoteEntry.js',
      '/embed/tenant-report.js',
      '/index.html',
    ])
      expect(ENTRY_POINT.test(path)).toBe(true);
    expect(ENTRY_POINT.test('/main.055d3ec02f.js')).toBe(false);
  });

  it('hashed files are; a file without a hash is not', () => {
    for (const path of ['/main.055d3ec02f.js', '/__federation_expose_routes.1a2b3c4d5e.js', '/main.b3956abd8c.css'])
      expect(HASHED_FILE.test(path)).toBe(true);
    for (const path of ['/remoteEntry.js', '/sw.js', '/icons/norway-192.png'])
      expect(HASHED_FILE.test(path)).toBe(false);
  });

  it("the server's own answers are not pages", () => {
    expect(NOT_A_PAGE.test('/auth/callback')).toBe(true);
    expect(NOT_A_PAGE.test('/t/1/alarms')).toBe(false);
  });
});
