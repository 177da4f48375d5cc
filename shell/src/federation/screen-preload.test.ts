import { afterEach, describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import shellRuntimePlugins from './runtime-plugins';
import { expectScreen } from './screen-preload';
import { preloadFiles, screenFiles } from './early-start';
import { PARENT_PATHS } from './remote-paths';
import { SCREENS_FIELD, type ScreenChunks } from './screen-manifest';

const PARENTS = [...new Set(Object.values(PARENT_PATHS))];

const screens: ScreenChunks = {
  routes: [
    { path: '', files: ['common.js', 'screen-dashboard.js'] },
    { path: 'consumption/:quantity', files: ['common.js', 'screen-overview.js'] },
    { path: 'consumption/settlement', files: ['common.js', 'screen-settlement.js'] },
    { path: 'report/:code', files: ['screen-report.js', 'screen-report.css'] },
  ],
  texts: { en: ['texts-en.js'], da: ['texts-da.js'] },
};
const manifest = { name: 'mf_consumption', exposes: [], [SCREENS_FIELD]: screens };

describe('screenFiles', () => {
  it.each([
    ['/t/4', 'en', ['common.js', 'screen-dashboard.js', 'texts-en.js']],
    ['/t/4/', 'en', ['common.js', 'screen-dashboard.js', 'texts-en.js']],
    ['/t/4/consumption/heat-energy', 'da', ['common.js', 'screen-overview.js', 'texts-da.js']],
    // a static segment ranks above `:quantity`, as in the router
    ['/t/4/consumption/settlement', 'en', ['common.js', 'screen-settlement.js', 'texts-en.js']],
    // at the root layout
    ['/report/demo-latest', 'en', ['screen-report.js', 'screen-report.css', 'texts-en.js']],
    // a screen in the routes module itself (no files of its own)
    ['/t/4/consumption/heat-energy/somewhere/else', 'en', ['texts-en.js']],
    // paths.ts does not say under which layout a screen hangs: the patterns are tried under each
    ['/consumption/heat-energy', 'en', ['common.js', 'screen-overview.js', 'texts-en.js']],
    // no texts in that language
    ['/t/4', 'nb', ['common.js', 'screen-dashboard.js']],
  ])('%s in %s', (pathname, language, files) => {
    expect(screenFiles(manifest, pathname, language, PARENTS)).toEqual(files);
  });

  it('finds nothing in a manifest without screens (a remote built before them)', () => {
    expect(screenFiles({ name: 'mf_consumption', exposes: [] }, '/t/4', 'en', PARENTS)).toEqual([]);
    expect(screenFiles(null, '/t/4', 'en', PARENTS)).toEqual([]);
  });

  it("picks the screen react-router's matchRoutes picks, for every path", () => {
    // patterns of the kinds the remotes' paths.ts have, and some they may come to have
    const patterns = [
      '',
      'alarms',
      'alarms/new',
      'alarms/:alarmId',
      'alarms/:alarmId/edit',
      'consumption/:quantity',
      'consumption/settlement',
      'consumption/meters',
      'consumption/:quantity/price',
      'consumption/:quantity/room/:roomName',
      'consumption/:quantity/meter/:meterId',
      'profile',
      'profile/email',
      'settings/*',
      'report/:code',
      'report/:code/embed',
      'login',
      'login/:method',
      'login/email/forgot-password',
      ':section/:item',
      'files/*',
    ];
    const withFiles: ScreenChunks = {
      routes: patterns.map((path, i) => ({ path, files: [`screen-${i}.js`] })),
      texts: {},
    };
    const children = patterns.map((path, i): RouteObject => ({
      ...(path ? { path } : { index: true }),
      id: String(i),
    }));
    const tree = PARENTS.map((path): RouteObject => ({ path, children }));
    const pathnames = [
      '/',
      '/t/4',
      '/t/4/',
      '/t/4/alarms',
      '/T/4/Alarms/New',
      '/t/4/alarms/12',
      '/t/4/alarms/12/edit',
      '/t/4/consumption/heat-energy',
      '/t/4/consumption/settlement',
      '/t/4/consumption/meters',
      '/t/4/consumption/water/price',
      '/t/4/consumption/water/room/kitchen',
      '/t/4/consumption/water/meter/9',
      '/t/4/consumption/water/somewhere/else',
      '/t/4/profile',
      '/t/4/profile/email',
      '/t/4/settings',
      '/t/4/settings/a/b',
      '/report/abc',
      '/report/abc/embed/',
      '/login',
      '/login/email',
      '/login/email/forgot-password',
      '/x/y',
      '/files',
      '/files/a/b/c',
      '/t',
      '/nowhere/at/all/really',
    ];
    for (const pathname of pathnames) {
      const id = matchRoutes(tree, pathname)?.at(-1)?.route.id;
      const expected = id === undefined ? [] : [`screen-${id}.js`];
      expect([pathname, screenFiles({ [SCREENS_FIELD]: withFiles }, pathname, 'en', PARENTS)]).toEqual([
        pathname,
        expected,
      ]);
    }
  });
});

describe('preloadFiles', () => {
  afterEach(() => document.head.replaceChildren());

  it('preloads each file once, resolved against the manifest, style sheets as styles', () => {
    preloadFiles(document, 'http://consumption.test/v2/mf-manifest.json', ['a.js', 'b.css', 'a.js']);
    preloadFiles(document, 'http://consumption.test/v2/mf-manifest.json', ['b.css', 'c.js']);
    expect(
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]),
    ).toEqual([
      ['script', 'http://consumption.test/v2/a.js'],
      ['style', 'http://consumption.test/v2/b.css'],
      ['script', 'http://consumption.test/v2/c.js'],
    ]);
  });
});

describe('expectScreen', () => {
  const plugin = shellRuntimePlugins();
  const manifestLoaded = (name: string, manifestUrl: string, manifestJson: unknown = manifest) =>
    (plugin.afterLoadManifest as (args: unknown) => void)({ moduleInfo: { name }, manifestUrl, manifestJson });
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, link.href]);
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  afterEach(() => document.head.replaceChildren());

  it("fetches the screen's files when its remote's manifest arrives, beside the entry, once", async () => {
    expectScreen('mf_consumption', '/t/4/consumption/settlement', 'en');
    expect(preloads()).toEqual([]);
    manifestLoaded('mf_alarms', 'http://alarms.test/mf-manifest.json');
    manifestLoaded('mf_consumption', 'http://consumption.test/v2/mf-manifest.json');
    // after the runtime has asked for the entry (which it does once this hook has returned)
    expect(preloads()).toEqual([]);
    await tick();
    expect(preloads()).toEqual([
      ['script', 'http://consumption.test/v2/common.js'],
      ['script', 'http://consumption.test/v2/screen-settlement.js'],
      ['script', 'http://consumption.test/v2/texts-en.js'],
    ]);

    // a later load of the manifest (a retry) is not for that screen any more
    manifestLoaded('mf_consumption', 'http://consumption.test/v2/mf-manifest.json');
    await tick();
    expect(preloads()).toHaveLength(3);
  });

  it('resolves files against a relative manifest address, style sheets as styles', async () => {
    expectScreen('mf_report', '/report/demo-latest', 'da');
    manifestLoaded('mf_report', '/remotes/report/mf-manifest.json');
    await tick();
    expect(preloads()).toEqual([
      ['script', `${location.origin}/remotes/report/screen-report.js`],
      ['style', `${location.origin}/remotes/report/screen-report.css`],
      ['script', `${location.origin}/remotes/report/texts-da.js`],
    ]);
  });

  it('the latest screen a remote is loaded for wins; a failed manifest fetches nothing', async () => {
    expectScreen('mf_consumption', '/t/4', 'en');
    expectScreen('mf_consumption', '/t/4/consumption/heat-energy', 'en');
    (plugin.afterLoadManifest as (args: unknown) => void)({
      moduleInfo: { name: 'mf_consumption' },
      manifestUrl: 'http://consumption.test/mf-manifest.json',
      error: new Error('down'),
    });
    await tick();
    expect(preloads()).toEqual([]);
    manifestLoaded('mf_consumption', 'http://consumption.test/mf-manifest.json');
    await tick();
    expect(preloads().map(([, href]) => href)).toEqual([
      'http://consumption.test/common.js',
      'http://consumption.test/screen-overview.js',
      'http://consumption.test/texts-en.js',
    ]);
  });
});
