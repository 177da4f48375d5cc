import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClients, ServiceError, reportKeys } from '@portal/shared';
import { MonthlyReportDocument, type MonthlyReportQuery } from './generated/report';

/** The monthly consumption report of one unit (data service `MonthlyReport`, as the page asks for it). */
export type MonthlyReport = MonthlyReportQuery['report'];
/** One quantity of the monthly report (data service `ReportQuantity`). */
export type ReportQuantity = MonthlyReport['quantities'][number];

/** The report's query as sent without the page's clients (an embed on a landlord's page). */
export const REPORT_QUERY = String(MonthlyReportDocument);

/** SPEC §8: the service's message for an expired or unknown code. */
export const REPORT_UNAVAILABLE_MESSAGE = 'This report is no longer available. Contact your landlord/administrator.';

/** The report is gone (expired or unknown code), as opposed to a failure worth retrying. */
export class ReportUnavailableError extends Error {
  constructor() {
    super(REPORT_UNAVAILABLE_MESSAGE);
    this.name = 'ReportUnavailableError';
  }
}

export function isUnavailable(error: unknown): boolean {
  if (error instanceof ReportUnavailableError) return true;
  return error instanceof ServiceError && error.message.includes('no longer available');
}

/** Where a report is read from: the page's clients (in the portal), or the data service's URL. */
export type ReportSource = { clients: ApiClients } | { endpoint: string };

/** Fetches a report; rejects with `ReportUnavailableError` for an expired or unknown code. */
export async function fetchReport(
  source: ReportSource,
  code: string,
  { signal, fetchImpl = fetch }: { signal?: AbortSignal; fetchImpl?: typeof fetch } = {},
): Promise<MonthlyReport> {
  if ('clients' in source) {
    try {
      const data = await source.clients.nucleolus.request(MonthlyReportDocument, { code }, { anonymous: true, signal });
      return data.report;
    } catch (error) {
      if (isUnavailable(error)) throw new ReportUnavailableError();
      throw error;
    }
  }
  // Plain fetch outside the portal: an embedded report needs no GraphQL client library.
  const response = await fetchImpl(source.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: REPORT_QUERY, variables: { code } }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: { report?: MonthlyReport | null } | null;
    errors?: Array<{ message: string }>;
  } | null;
  const message = body?.errors?.[0]?.message;
  if (message?.includes('no longer available')) throw new ReportUnavailableError();
  if (message) throw new Error(message);
  if (!response.ok || !body?.data?.report) throw new Error(`The report could not be loaded (${response.status})`);
  return body.data.report;
}

export const getReportQueryOptions = (code: string, source: () => Promise<ReportSource>) =>
  queryOptions({
    queryKey: reportKeys.report(code),
    queryFn: async ({ signal }) => fetchReport(await source(), code, { signal }),
    staleTime: 5 * 60_000,
  });

/** The report of a code, read from `source` (resolved when it is first fetched). */
export function useReport(code: string, source: () => Promise<ReportSource>) {
  return useQuery(getReportQueryOptions(code, source));
}
