// The static server as the portal is deployed with it: compressed copies from the build, caching by
// whether a file names a version, and never a compressed copy older than its file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { precompress } from '../../scripts/lib/precompress.mjs';
import { runAfterFirstPaint } from '../../scripts/lib/prerender.mjs';
import { serveApp } from '../../scripts/lib/static-server.mjs';

let dir: string;
let server: Server;
let base: string;
const script = `export const portal = ${JSON.stringify('x'.repeat(4000))};\n`;

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-static-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>portal</title>${'<!-- -->'.repeat(200)}`);
  writeFileSync(join(dir, 'main.0123456789.js'), script);
  writeFileSync(join(dir, 'remoteEntry.js'), script);
  precompress(dir);
  server = await serveApp({ dir, port: 0, kind: 'remote' });
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dir, { recursive: true, force: true });
});

test('sends the build’s brotli copy to a browser that accepts it, and the file itself to one that does not', async ({
  request,
}) => {
  const compressed = await request.get(`${base}/main.0123456789.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(compressed.headers()['vary']).toContain('Accept-Encoding');
  expect(compressed.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // Playwright decodes the body: it is the script
  expect(await compressed.text()).toBe(script);
  const gzip = await request.get(`${base}/main.0123456789.js`, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get(`${base}/main.0123456789.js`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(await plain.text()).toBe(script);
});

test('never sends a compressed copy older than its file (a redeploy copied over the folder)', async ({ request }) => {
  const redeployed = `export const portal = 'new release';\n${'//'.repeat(700)}\n`;
  writeFileSync(join(dir, 'remoteEntry.js'), redeployed);
  const later = new Date(Date.now() + 60_000);
  utimesSync(join(dir, 'remoteEntry.js'), later, later);
  const answer = await request.get(`${base}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(answer.headers()['content-encoding']).toBeUndefined();
  expect(answer.headers()['cache-control']).toBe('no-cache');
  expect(await answer.text()).toBe(redeployed);
});

test('the build’s copies are the files, compressed', () => {
  expect(brotliDecompressSync(readFileSync(join(dir, 'main.0123456789.js.br'))).toString()).toBe(script);
});

test.describe('the public pages rendered ahead (the shell)', () => {
  let host: string;
  let hostServer: Server;
  let off: Server;
  // index.html as the shell's build writes it: main.js preloaded, and run by the end of the body
  const INDEX = runAfterFirstPaint(
    '<!doctype html><html lang="nb"><head><script>early()</script><title>Beboer App</title>' +
      '<script defer src="/main.0123456789.js"></script><link href="/main.css" rel="stylesheet"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  /** A renderer as the shell's build leaves it beside its files: `kind` chooses what it does. */
  const renderer = (kind: string) => `
    exports.PRERENDERED_PATHS = ['/login'];
    exports.pageLanguage = (config, link) => (['en', 'da', 'nb'].includes(link) ? link : config.defaultLanguage);
    exports.prerender = async (config, path, language) => {
      if (${JSON.stringify(kind)} === 'broken') throw new Error('no texts');
      return {
        language,
        title: 'Log in · "the" <app>',
        brand: config.brand,
        themeStyle: '--portal-primary:#002a5c',
        styleSheets: ['.auth-screen{gap:1rem}'],
        markup: '<main><h1>${kind} ' + path + ' ' + language + '</h1></main>',
        progress: '<div role="progressbar"></div>',
      };
    };`;
  const writeRenderer = (kind: string) => {
    mkdirSync(`${host}-server`, { recursive: true });
    writeFileSync(`${host}-server/render.cjs`, renderer(kind));
    // a redeploy: the file is newer than the one rendered from
    const at = new Date(Date.now() + Math.random() * 60_000);
    utimesSync(`${host}-server/render.cjs`, at, at);
  };
  const base = (server: Server) => `http://localhost:${(server.address() as AddressInfo).port}`;

  test.beforeAll(async () => {
    host = mkdtempSync(join(tmpdir(), 'portal-host-'));
    writeFileSync(join(host, 'index.html'), INDEX);
    writeRenderer('first');
    const env = { PORTAL_BRAND: 'denmark', PORTAL_DEFAULT_LANGUAGE: 'da' };
    hostServer = await serveApp({ dir: host, port: 0, kind: 'host', env });
    off = await serveApp({ dir: host, port: 0, kind: 'host', env: { ...env, PORTAL_PRERENDER: 'off' } });
  });

  test.afterAll(async () => {
    await Promise.all([hostServer, off].map((s) => new Promise((done) => s.close(done))));
    rmSync(host, { recursive: true, force: true });
    rmSync(`${host}-server`, { recursive: true, force: true });
  });

  test("sends /login rendered for the deployment, in the link's language, with its scripts run after the first paint", async ({
    request,
  }) => {
    const answer = await request.get(`${base(hostServer)}/login?language=en`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers()['content-encoding']).toBe('br');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain(
      '<html lang="en" data-brand="denmark" style="--portal-primary:#002a5c" data-prerendered="en">',
    );
    expect(html).toContain('<title>Log in · &quot;the&quot; &lt;app&gt;</title>');
    expect(html).toContain('<style data-prerendered>');
    expect(html).toContain('.auth-screen{gap:1rem}</style>');
    expect(html).toContain(
      '<div data-prerendered><div role="progressbar"></div></div><div id="root" data-prerendered inert aria-hidden="true"><main><h1>first /login en</h1></main></div>',
    );
    // the script is fetched at once and run by the page (once it has painted, as it draws a screen)
    expect(html).not.toContain('<script defer');
    expect(html).toContain('<link rel="preload" href="/main.0123456789.js" as="script">');
    expect(html).toMatch(/<script>\(function\(\)\{var sources=\["\/main\.0123456789\.js"\].*PerformanceObserver/);
    // an unknown language is the deployment's, and another path is the page without a screen
    expect(await (await request.get(`${base(hostServer)}/login?language=xx`)).text()).toContain('first /login da');
    expect(await (await request.get(`${base(hostServer)}/signup`)).text()).toBe(INDEX);
    expect(await (await request.get(`${base(off)}/login`)).text()).toBe(INDEX);
  });

  test('a redeployed renderer renders afresh; one that fails leaves the page without a screen, and the server serving', async ({
    request,
  }) => {
    writeRenderer('second');
    expect(await (await request.get(`${base(hostServer)}/login`)).text()).toContain('<h1>second /login da</h1>');
    writeRenderer('broken');
    expect(await (await request.get(`${base(hostServer)}/login`)).text()).toBe(INDEX);
    writeRenderer('first');
    writeFileSync(`${host}-server/render.cjs`, 'this is not JavaScript');
    expect(await (await request.get(`${base(hostServer)}/login`)).text()).toBe(INDEX);
    rmSync(`${host}-server`, { recursive: true, force: true });
    expect(await (await request.get(`${base(hostServer)}/login`)).text()).toBe(INDEX);
    // an address no URL can be made of is a client route like any other
    const raw = await new Promise<number | undefined>((answered) =>
      get({ port: (hostServer.address() as AddressInfo).port, path: '//[' }, (res) => answered(res.statusCode)),
    );
    expect(raw).toBe(200);
    expect((await request.get(`${base(hostServer)}/config.json`)).ok()).toBe(true);
  });
});
