import { createApiClients, type ApiClients } from '@portal/shared';

/**
 * The page's API clients. The shell hands its own to remotes under a global symbol (its
 * `PortalServices`, docs/decisions/0080); until that lands, and on this remote's standalone page,
 * the remote makes its own from `/config.json` (the shell's runtime configuration), reading the tokens
 * shared's storage keeps. Structural: the remote never imports the shell.
 */
const PORTAL_SERVICES_KEY = Symbol.for('portal.services');
const DEFAULT_ENDPOINTS = { main: 'http://localhost:4001/graphql', data: 'http://localhost:4002/graphql' };

let own: Promise<ApiClients> | undefined;

function fromShell(): ApiClients | undefined {
  const services = (globalThis as Record<symbol, unknown>)[PORTAL_SERVICES_KEY] as { clients?: ApiClients } | undefined;
  return services?.clients;
}

async function endpoints(): Promise<{ main: string; data: string }> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache' });
    if (!response.ok) return DEFAULT_ENDPOINTS;
    const config = (await response.json()) as { api?: { main?: unknown; data?: unknown } };
    const { main, data } = config.api ?? {};
    return typeof main === 'string' && typeof data === 'string' ? { main, data } : DEFAULT_ENDPOINTS;
  } catch {
    return DEFAULT_ENDPOINTS;
  }
}

export function portalClients(): Promise<ApiClients> {
  const shell = fromShell();
  if (shell) return Promise.resolve(shell);
  own ??= endpoints().then((found) => createApiClients({ endpoints: found }));
  return own;
}

/** The data service client (alarms and notifications live there). */
export async function dataClient() {
  return (await portalClients()).nucleolus;
}
