import { SOCIAL_PROVIDERS, type RemoteName, type RuntimeConfig, type SocialConfig } from '@portal/shared';
import { earlyFetch } from './early-start';

export const REMOTE_NAMES: readonly RemoteName[] = [
  'mf_auth',
  'mf_consumption',
  'mf_alarms',
  'mf_statements',
  'mf_report',
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The social providers whose settings are complete; anything else is left out (no button). */
function parseSocial(value: unknown): SocialConfig {
  const social: SocialConfig = {};
  if (!isRecord(value)) return social;
  for (const provider of SOCIAL_PROVIDERS) {
    const settings = value[provider];
    if (!isRecord(settings) || typeof settings.clientId !== 'string' || typeof settings.authorizeUrl !== 'string') {
      continue;
    }
    social[provider] = {
      clientId: settings.clientId,
      authorizeUrl: settings.authorizeUrl,
      redirectUri: typeof settings.redirectUri === 'string' && settings.redirectUri ? settings.redirectUri : null,
    };
  }
  return social;
}

/** A store link is an http(s) URL, or none. */
function storeLink(value: unknown): string | null {
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

function parseStoreLinks(value: unknown): RuntimeConfig['storeLinks'] {
  const links = isRecord(value) ? value : {};
  return { appStore: storeLink(links.appStore), googlePlay: storeLink(links.googlePlay) };
}

/** Checks the shape of `/config.json`; a deployment mistake is reported, never half-applied. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.remotes) || !isRecord(value.api)) {
    throw new Error('Invalid runtime configuration: remotes and api are required');
  }
  const remotes = value.remotes;
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') throw new Error(`Invalid runtime configuration: no URL for remote ${name}`);
  }
  const api = value.api;
  if (typeof api.main !== 'string' || typeof api.data !== 'string') {
    throw new Error('Invalid runtime configuration: api.main and api.data must be URLs');
  }
  return {
    remotes: Object.fromEntries(REMOTE_NAMES.map((n) => [n, remotes[n] as string])) as Record<RemoteName, string>,
    api: { main: api.main, data: api.data },
    brand: typeof value.brand === 'string' ? value.brand : 'norway',
    storeLinks: parseStoreLinks(value.storeLinks),
    defaultLanguage: typeof value.defaultLanguage === 'string' ? value.defaultLanguage : 'nb',
    preload: value.preload !== false,
    releaseCheckSeconds:
      typeof value.releaseCheckSeconds === 'number' && value.releaseCheckSeconds >= 0 ? value.releaseCheckSeconds : 60,
    diagnostics: value.diagnostics === true,
    social: parseSocial(value.social),
    tagManagerId: typeof value.tagManagerId === 'string' && value.tagManagerId ? value.tagManagerId : null,
    sentry:
      isRecord(value.sentry) && typeof value.sentry.dsn === 'string' && value.sentry.dsn
        ? {
            dsn: value.sentry.dsn,
            environment: typeof value.sentry.environment === 'string' ? value.sentry.environment : 'production',
          }
        : null,
  };
}

let current: RuntimeConfig | null = null;

/** The configuration the shell started with (null before it is fetched). */
export function currentRuntimeConfig(): RuntimeConfig | null {
  return current;
}

export async function fetchRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // served `no-cache` (a redeploy changes it at once): the request index.html's inline script made,
  // else a plain fetch, which takes the answer index.html preloaded
  const response = await (earlyFetch(url, () => fetch(url)) ?? fetch(url));
  if (!response.ok) throw new Error(`Runtime configuration unavailable (${response.status})`);
  current = parseRuntimeConfig(await response.json());
  return current;
}
