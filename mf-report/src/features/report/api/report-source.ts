import { pageConfig, shellServices } from '@portal/shared';
import type { ReportSource } from './get-report';

/**
 * Inside the portal: the shell's clients when it provides them; on this remote's own page, the data
 * service named by the page's runtime configuration (shared's `pageConfig()`).
 */
export async function portalReportSource(): Promise<ReportSource> {
  const clients = shellServices()?.clients;
  if (clients) return { clients };
  return { endpoint: (await pageConfig()).api.data };
}

/**
 * Embedded on a landlord's page: the data service named by the `config.json` served beside this
 * remote (its deployment's runtime configuration), never the host page's own files.
 */
export async function embedReportSource(remoteBase: string, apiUrl?: string | null): Promise<ReportSource> {
  if (apiUrl) return { endpoint: apiUrl };
  return { endpoint: (await pageConfig(new URL('config.json', remoteBase).href)).api.data };
}
