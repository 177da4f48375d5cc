import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '@portal/shared';

const init = vi.fn();
const captureException = vi.fn();
vi.mock('@sentry/browser', () => ({
  init,
  captureException,
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: () => ({ name: 'Replay' }),
}));

const isArguments = (value: unknown) => Object.prototype.toString.call(value) === '[object Arguments]';
const commands = (layer: unknown[]) => layer.filter(isArguments).map((e) => Array.from(e as ArrayLike<unknown>));

const base: RuntimeConfig = {
  remotes: {} as RuntimeConfig['remotes'],
  api: { main: '', data: '' },
  brand: 'norway',
  storeLinks: { appStore: null, googlePlay: null },
  defaultLanguage: 'nb',
  preload: false,
  releaseCheckSeconds: 60,
  diagnostics: false,
  social: {},
  tagManagerId: null,
  sentry: null,
};

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { dataLayer?: unknown[] }).dataLayer;
  vi.resetModules();
  init.mockClear();
  captureException.mockClear();
});

describe('monitoring (SPEC §4, §7)', () => {
  it('is off when not configured: no script, no data layer, nothing loaded', async () => {
    const { startMonitoring, reportError } = await import('./monitoring');
    startMonitoring(base, null, 'r1');
    reportError(new Error('nobody listens'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
    expect(init).not.toHaveBeenCalled();
    expect(captureException).not.toHaveBeenCalled();
  });

  it('loads the tag manager in consent mode: storage denied until the tenant accepts', async () => {
    const { startMonitoring, consentState } = await import('./monitoring');
    startMonitoring({ ...base, tagManagerId: 'GTM-TEST1' }, null, 'r1');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
    expect(script?.async).toBe(true);
    const layer = (window as { dataLayer?: unknown[] }).dataLayer!;
    expect(commands(layer)).toEqual([['consent', 'default', consentState(false)]]);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
  });

  it('a tenant who accepted earlier starts with storage granted', async () => {
    const { startTagManager, consentState } = await import('./monitoring');
    startTagManager('GTM-TEST1', true);
    expect(commands((window as { dataLayer?: unknown[] }).dataLayer!)).toEqual([
      ['consent', 'default', consentState(true)],
    ]);
  });

  it('starts error reporting with replay at the sample rates of SPEC §7, and sends what broke before', async () => {
    const { startErrorReporting, reportError } = await import('./monitoring');
    const early = new Error('before the SDK loaded');
    const started = startErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'staging' }, 'r7');
    reportError(early);
    await started;
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@errors.example/1',
        environment: 'staging',
        release: 'r7',
        tracesSampleRate: 1,
        replaysSessionSampleRate: 0.5,
        replaysOnErrorSampleRate: 1,
      }),
    );
    expect(captureException).toHaveBeenCalledWith(early);
    const later = new Error('after');
    reportError(later);
    expect(captureException).toHaveBeenLastCalledWith(later);
  });

  it('tags an error with the remote whose routes it broke, also when sent later', async () => {
    const { startErrorReporting, reportError } = await import('./monitoring');
    const early = new Error('in the alarms');
    const started = startErrorReporting({ dsn: 'https://key@errors.example/1', environment: 'staging' }, 'r7');
    reportError(early, { remote: 'mf_alarms' });
    await started;
    expect(captureException).toHaveBeenCalledWith(early, { tags: { remote: 'mf_alarms' } });
    const later = new Error('in the statements');
    reportError(later, { remote: 'mf_statements' });
    expect(captureException).toHaveBeenLastCalledWith(later, { tags: { remote: 'mf_statements' } });
  });
});
