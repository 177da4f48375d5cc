// The tag manager and error reporting (SPEC §4, §7), each switched on by the runtime configuration
// (/config.json, from the environment) and absent otherwise: no script, no request, no bytes loaded.
import type * as SentryModule from '@sentry/browser';
import type { RuntimeConfig } from '@portal/shared';

type DataLayerWindow = { dataLayer?: unknown[] };

/** SPEC §7: replays for half of the sessions and for every session with an error; every trace. */
export const SENTRY_SAMPLE_RATES = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.5,
  replaysOnErrorSampleRate: 1,
} as const;

export const TAG_MANAGER_SCRIPT = 'https://www.googletagmanager.com/gtm.js';

/** A tag manager command (`gtag('consent', ...)`), queued as Google's snippet does: its arguments object. */
function gtag(win: DataLayerWindow, ...command: unknown[]): void {
  const queue = (win.dataLayer ??= []);
  (function push(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- the tag manager tells commands apart by the arguments object
    queue.push(arguments);
  })(...command);
}

/** Consent mode: what the tag manager may store, from the cookie banner's choice (none until then). */
export function consentState(accepted: boolean): Record<string, 'granted' | 'denied'> {
  const value = accepted ? 'granted' : 'denied';
  return { analytics_storage: value, ad_storage: value, ad_user_data: value, ad_personalization: value };
}

/**
 * Loads the tag manager. Until the tenant accepts cookies (and after a rejection) it runs in consent
 * mode with storage denied; `consentChoice` grants it.
 */
export function startTagManager(
  id: string,
  accepted: boolean | null,
  doc: Document = document,
  win: DataLayerWindow = window as DataLayerWindow,
): void {
  gtag(win, 'consent', 'default', consentState(accepted === true));
  win.dataLayer!.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${TAG_MANAGER_SCRIPT}?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
}

/** Tells the tag manager the banner's choice as a consent update (the cookieConsent event is SPEC's own). */
export function consentChoice(accepted: boolean, win: DataLayerWindow = window as DataLayerWindow): void {
  gtag(win, 'consent', 'update', consentState(accepted));
}

type Sentry = typeof SentryModule;

/** Where an error happened, sent as tags: the remote whose routes it broke. */
export interface ErrorContext {
  remote?: string;
}

let sentry: Sentry | null = null;
let errorReportingWanted = false;
const pending: Array<[unknown, ErrorContext | undefined]> = [];
const MAX_PENDING = 20;

function capture(loaded: Sentry, error: unknown, context?: ErrorContext) {
  if (context) loaded.captureException(error, { tags: { ...context } });
  else loaded.captureException(error);
}

/** Sends an error to error reporting (kept until it has loaded; dropped when it is off). */
export function reportError(error: unknown, context?: ErrorContext): void {
  if (sentry) capture(sentry, error, context);
  else if (errorReportingWanted && pending.length < MAX_PENDING) pending.push([error, context]);
}

/** Loads and starts error reporting, with session replay (text and inputs masked), when configured. */
export async function startErrorReporting(config: NonNullable<RuntimeConfig['sentry']>, release: string) {
  errorReportingWanted = true;
  const loaded = await import(/* webpackChunkName: "sentry" */ '@sentry/browser');
  loaded.init({
    dsn: config.dsn,
    environment: config.environment,
    release,
    integrations: [loaded.browserTracingIntegration(), loaded.replayIntegration()],
    ...SENTRY_SAMPLE_RATES,
  });
  sentry = loaded;
  for (const [error, context] of pending.splice(0)) capture(loaded, error, context);
}

/** Starts what the configuration switches on; a failure here never stops the portal. */
export function startMonitoring(config: RuntimeConfig, consent: boolean | null, release: string): void {
  if (config.tagManagerId) startTagManager(config.tagManagerId, consent);
  if (config.sentry) {
    startErrorReporting(config.sentry, release).catch((error: unknown) => {
      errorReportingWanted = false;
      pending.length = 0;
      console.warn('[monitoring] error reporting could not start', error);
    });
  }
}
