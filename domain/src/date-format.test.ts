import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './date-format.ts';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatLocalDateTime', () => {
  it('writes a local stamp in each language, whatever the zone of the machine', () => {
    expect(plain(formatLocalDateTime('2026-11-01T00:00:00', 'en'))).toBe('1 Nov 2026, 00:00');
    expect(plain(formatLocalDateTime('2026-10-24T21:00:00', 'da'))).toBe('24. okt. 2026, 21.00');
    expect(plain(formatLocalDateTime('2026-10-24T21:00:00', 'nb'))).toBe('24. okt. 2026, 21:00');
    // the night of the change to winter time keeps its wall clock
    expect(plain(formatLocalDateTime('2026-10-25T02:00:00', 'en'))).toBe('25 Oct 2026, 02:00');
  });
});
