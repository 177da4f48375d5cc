import { type ApiClients, DEVELOPMENT_ENDPOINTS, shellServices } from '@portal/shared';
import type { ReportSource } from './report-api';

/** The data service of a development machine (`npm start`), when nothing says otherwise. */
export const DEFAULT_DATA_ENDPOINT = DEVELOPMENT_ENDPOINTS.data;

/** The shell's clients on a portal page; null elsewhere (the standalone page, an embed). */
export function shellClients(): ApiClients | null {
  return shellServices()?.clients ?? null;
}

/** `api.data` of a runtime configuration file, or null. */
export async function dataEndpointFrom(configUrl: string): Promise<string | null> {
  try {
    const response = await fetch(configUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    const config = (await response.json()) as { api?: { data?: unknown } };
    return typeof config.api?.data === 'string' ? config.api.data : null;
  } catch {
    return null;
  }
}

/**
 * Inside the portal (the shell, or this remote's own page): the shell's clients when it provides
 * them, else the data service named by the page's `/config.json`.
 */
export async function portalReportSource(): Promise<ReportSource> {
  const clients = shellClients();
  if (clients) return { clients };
  return { endpoint: (await dataEndpointFrom('/config.json')) ?? DEFAULT_DATA_ENDPOINT };
}

/**
 * Embedded on a landlord's page: the data service named by the `config.json` served beside this
 * remote (its deployment's runtime configuration), never the host page's own files.
 */
export async function embedReportSource(remoteBase: string, apiUrl?: string | null): Promise<ReportSource> {
  if (apiUrl) return { endpoint: apiUrl };
  const fromRemote = await dataEndpointFrom(new URL('config.json', remoteBase).href);
  return { endpoint: fromRemote ?? DEFAULT_DATA_ENDPOINT };
}
