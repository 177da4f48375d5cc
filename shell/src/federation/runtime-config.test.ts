import { describe, expect, it } from 'vitest';
import { runtimeConfig } from '../../../scripts/lib/runtime-config.mjs';
import { parseRuntimeConfig } from './runtime-config';

const remotes = {
  mf_auth: 'https://a.example/mf-manifest.json',
  mf_consumption: 'https://c.example/mf-manifest.json',
  mf_alarms: 'https://al.example/mf-manifest.json',
  mf_statements: 'https://s.example/mf-manifest.json',
  mf_report: 'https://r.example/mf-manifest.json',
};
const api = { main: 'https://api.example/main', data: 'https://api.example/data' };

describe('parseRuntimeConfig', () => {
  it('accepts a complete configuration and fills the defaults', () => {
    expect(parseRuntimeConfig({ remotes, api })).toEqual({
      remotes,
      api,
      brand: 'norway',
      storeLinks: { appStore: null, googlePlay: null },
      defaultLanguage: 'nb',
      preload: true,
      releaseCheckSeconds: 60,
      diagnostics: false,
      social: {},
      tagManagerId: null,
      sentry: null,
    });
  });

  it('takes how often open tabs ask for a new release, never a negative or unreadable one', () => {
    expect(parseRuntimeConfig({ remotes, api, releaseCheckSeconds: 0 }).releaseCheckSeconds).toBe(0);
    expect(parseRuntimeConfig({ remotes, api, releaseCheckSeconds: 300 }).releaseCheckSeconds).toBe(300);
    expect(parseRuntimeConfig({ remotes, api, releaseCheckSeconds: -1 }).releaseCheckSeconds).toBe(60);
    expect(parseRuntimeConfig({ remotes, api, releaseCheckSeconds: '5' }).releaseCheckSeconds).toBe(60);
  });

  it('is written from the environment: PORTAL_BRAND and the store links', () => {
    const written = runtimeConfig({
      PORTAL_BRAND: ' Denmark ',
      PORTAL_APP_STORE_URL: 'https://apps.apple.com/dk/app/id1',
    });
    expect(parseRuntimeConfig(JSON.parse(JSON.stringify(written)))).toMatchObject({
      brand: 'denmark',
      storeLinks: { appStore: 'https://apps.apple.com/dk/app/id1', googlePlay: null },
    });
    expect(runtimeConfig({}).brand).toBe('norway');
  });

  it('takes the store links that are web addresses', () => {
    const storeLinks = { appStore: 'https://apps.apple.com/dk/app/id1', googlePlay: 'javascript:alert(1)' };
    expect(parseRuntimeConfig({ remotes, api, storeLinks }).storeLinks).toEqual({
      appStore: 'https://apps.apple.com/dk/app/id1',
      googlePlay: null,
    });
  });

  it('offers only the social providers whose settings are complete', () => {
    const google = { clientId: 'g', authorizeUrl: 'https://accounts.example/auth', redirectUri: null };
    const config = parseRuntimeConfig({
      remotes,
      api,
      social: { google, apple: { clientId: 'a' }, facebook: 'yes', twitter: google },
    });
    expect(config.social).toEqual({ google });
  });

  it('switches monitoring on only with a container id or a DSN', () => {
    expect(parseRuntimeConfig({ remotes, api, tagManagerId: '', sentry: { dsn: '' } })).toMatchObject({
      tagManagerId: null,
      sentry: null,
    });
    expect(
      parseRuntimeConfig({ remotes, api, tagManagerId: 'GTM-1', sentry: { dsn: 'https://k@e.example/1' } }),
    ).toMatchObject({ tagManagerId: 'GTM-1', sentry: { dsn: 'https://k@e.example/1', environment: 'production' } });
  });

  it('keeps what is configured', () => {
    const config = parseRuntimeConfig({ remotes, api, brand: 'denmark', defaultLanguage: 'da', preload: false });
    expect(config).toMatchObject({ brand: 'denmark', defaultLanguage: 'da', preload: false });
  });

  it.each([
    ['nothing', null],
    ['no remotes', { api }],
    ['a missing remote', { api, remotes: { ...remotes, mf_report: undefined } }],
    ['a remote that is not a URL string', { api, remotes: { ...remotes, mf_auth: 42 } }],
    ['no api', { remotes }],
    ['an incomplete api', { remotes, api: { main: api.main } }],
  ])('rejects %s', (_label, value) => {
    expect(() => parseRuntimeConfig(value)).toThrow(/Invalid runtime configuration/);
  });
});
