// The report's PDF is the data service's file (`report.pdfUrl`, signed for 10 minutes): the same one
// the report's e-mail links to and landlords' embeds download, here in the page's language.

/** A signed link is used only while it has at least this long left (a slow start of the download). */
export const SIGNED_URL_MARGIN_MS = 30_000;

/** When a signed URL stops working (its `expires` parameter, epoch seconds), or null when it has none. */
export function signedUrlExpiresAt(url: string): number | null {
  try {
    const expires = new URL(url).searchParams.get('expires');
    return expires && /^\d+$/.test(expires) ? Number(expires) * 1000 : null;
  } catch {
    return null;
  }
}

export function isSignedUrlFresh(url: string, now = Date.now()): boolean {
  const expiresAt = signedUrlExpiresAt(url);
  return expiresAt === null || expiresAt - now > SIGNED_URL_MARGIN_MS;
}

/**
 * The download of the report's PDF: the service's signed link with the page's language (`lang`: the
 * texts, numbers and dates of the file) and `download=1` (saved as a file named after the month, not
 * opened in a viewer). Neither parameter is part of the signature.
 */
export function reportPdfHref(pdfUrl: string, language: string): string {
  try {
    const link = new URL(pdfUrl);
    link.searchParams.set('lang', language);
    link.searchParams.set('download', '1');
    return link.href;
  } catch {
    return pdfUrl;
  }
}
