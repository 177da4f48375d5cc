import { describe, expect, it } from 'vitest';
import { isSignedUrlFresh, reportPdfHref } from './report-pdf-link';

const signed = 'https://data.example/files/reports/demo-latest.pdf?expires=2000000000&signature=abc';

describe("the report's PDF link", () => {
  it("is the service's signed file in the page's language, to be saved", () => {
    const href = new URL(reportPdfHref(signed, 'da'));
    expect(href.origin + href.pathname).toBe('https://data.example/files/reports/demo-latest.pdf');
    expect(href.searchParams.get('expires')).toBe('2000000000');
    expect(href.searchParams.get('signature')).toBe('abc');
    expect(href.searchParams.get('lang')).toBe('da');
    expect(href.searchParams.get('download')).toBe('1');
    // a second language replaces the first
    expect(new URL(reportPdfHref(reportPdfHref(signed, 'da'), 'nb')).searchParams.getAll('lang')).toEqual(['nb']);
  });

  it('is fresh until 30 seconds before it expires', () => {
    expect(isSignedUrlFresh(signed, 2_000_000_000_000 - 31_000)).toBe(true);
    expect(isSignedUrlFresh(signed, 2_000_000_000_000 - 29_000)).toBe(false);
  });
});
