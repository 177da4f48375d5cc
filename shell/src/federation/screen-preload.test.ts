import { afterEach, describe, expect, it } from 'vitest';
import shellRuntimePlugins from './runtime-plugins';
import { expectScreen, screenFiles } from './screen-preload';
import type { ScreenChunks } from './screen-manifest';

const screens: ScreenChunks = {
  routes: [
    { path: '', files: ['common.js', 'screen-dashboard.js'] },
    { path: 'consumption/:quantity', files: ['common.js', 'screen-overview.js'] },
    { path: 'consumption/settlement', files: ['common.js', 'screen-settlement.js'] },
    { path: 'report/:code', files: ['screen-report.js', 'screen-report.css'] },
  ],
  texts: { en: ['texts-en.js'], da: ['texts-da.js'] },
};
const manifest = { name: 'mf_consumption', exposes: [], screens };

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
    expect(screenFiles(manifest, pathname, language)).toEqual(files);
  });

  it('finds nothing in a manifest without screens (a remote built before them)', () => {
    expect(screenFiles({ name: 'mf_consumption', exposes: [] }, '/t/4', 'en')).toEqual([]);
    expect(screenFiles(null, '/t/4', 'en')).toEqual([]);
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
