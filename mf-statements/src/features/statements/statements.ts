import type { AllocationStatementsQuery } from './api/generated/statements';

/** An allocation statement (data service `AllocationStatement`); its `url` is signed, valid for 10 minutes. */
export type AllocationStatement = AllocationStatementsQuery['allocationStatements'][number];

/** Newest first (by the end of the settlement period, then its start). */
export function newestFirst(statements: readonly AllocationStatement[]): AllocationStatement[] {
  return [...statements].sort(
    (a, b) => b.periodEndDate.localeCompare(a.periodEndDate) || b.periodStartDate.localeCompare(a.periodStartDate),
  );
}

/** When a signed URL stops working (its `expires` parameter, epoch seconds), or null when it has none. */
export function signedUrlExpiresAt(url: string): number | null {
  try {
    const expires = new URL(url).searchParams.get('expires');
    return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : null;
  } catch {
    return null;
  }
}

/** A signed link is used only while it has at least this long left (a slow start of the download). */
export const SIGNED_URL_MARGIN_MS = 30_000;

export function isSignedUrlFresh(url: string, now = Date.now()): boolean {
  const expiresAt = signedUrlExpiresAt(url);
  return expiresAt === null || expiresAt - now > SIGNED_URL_MARGIN_MS;
}

/**
 * The statement's link with the page's language (`lang`: the service writes the PDF's texts, numbers
 * and dates in it; the parameter is not part of the signature). A link that is not a URL stays as it is.
 */
export function inLanguage(url: string, language: string): string {
  try {
    const link = new URL(url);
    link.searchParams.set('lang', language);
    return link.href;
  } catch {
    return url;
  }
}
