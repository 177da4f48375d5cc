import { describe, expect, it } from 'vitest';
import { type AllocationStatement, inLanguage, isSignedUrlFresh, newestFirst, signedUrlExpiresAt } from './statements';

const statement = (id: string, start: string, end: string): AllocationStatement => ({
  id,
  fileName: `${id}.pdf`,
  url: `https://data.example/files/statements/${id}.pdf`,
  periodStartDate: start,
  periodEndDate: end,
  expenseTypes: [],
});

describe('newestFirst', () => {
  it('orders by the end of the settlement period, newest first, whatever the service sent', () => {
    const list = [
      statement('a', '2023-01-01', '2023-12-31'),
      statement('c', '2025-01-01', '2025-12-31'),
      statement('b', '2024-07-01', '2025-06-30'),
    ];
    expect(newestFirst(list).map((s) => s.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('signed links', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);
  const link = (secondsLeft: number) =>
    `https://data.example/files/statements/1.pdf?expires=${now / 1000 + secondsLeft}&signature=x`;

  it('reads the expiry of a signed link', () => {
    expect(signedUrlExpiresAt(link(600))).toBe(now + 600_000);
    expect(signedUrlExpiresAt('https://data.example/plain.pdf')).toBeNull();
    expect(signedUrlExpiresAt('not a url')).toBeNull();
  });

  it('uses a link only while it has more than 30 s left', () => {
    expect(isSignedUrlFresh(link(600), now)).toBe(true);
    expect(isSignedUrlFresh(link(30), now)).toBe(false);
    expect(isSignedUrlFresh(link(-5), now)).toBe(false);
  });
});

describe('inLanguage', () => {
  it("sets the link's lang to the page's language, keeping its signature", () => {
    const signed = 'https://data.example/files/statements/7.pdf?expires=1800000000&signature=abc&lang=nb';
    const url = new URL(inLanguage(signed, 'en'));
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('signature')).toBe('abc');
    expect(url.searchParams.get('expires')).toBe('1800000000');
    expect(inLanguage('not a url', 'da')).toBe('not a url');
  });
});
