// The static server as the portal is deployed with it: compressed copies from the build, caching by
// whether a file names a version, and never a compressed copy older than its file.
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { precompress } from '../../scripts/lib/precompress.mjs';
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
