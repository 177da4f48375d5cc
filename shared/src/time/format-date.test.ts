import { describe, expect, it, vi } from 'vitest';
import { formatTimestamp, periodLabel } from './format-date';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key}:${JSON.stringify(options)}` : key);
const today = '2026-11-18';

describe('period labels (SPEC §4)', () => {
  it('names today, the last 7 and 30 days', () => {
    expect(periodLabel({ start: today, end: today }, today, 'en', t)).toBe('period.today');
    expect(periodLabel({ start: '2026-11-12', end: today }, today, 'en', t)).toBe('period.last_7_days');
    expect(periodLabel({ start: '2026-10-20', end: today }, today, 'da', t)).toBe('period.last_30_days');
  });

  it('names a calendar month with its year, a calendar year by number, in each language', () => {
    const sept = { start: '2026-09-01', end: '2026-09-30' };
    expect(periodLabel(sept, today, 'en', t)).toBe('September 2026');
    expect(periodLabel(sept, today, 'da', t)).toBe('september 2026');
    expect(periodLabel(sept, today, 'nb', t)).toBe('september 2026');
    expect(periodLabel({ start: '2025-01-01', end: '2025-12-31' }, today, 'nb', t)).toBe('2025');
  });

  it('shows any other period as a date range', () => {
    expect(periodLabel({ start: '2026-09-03', end: '2026-09-14' }, today, 'en', t)).toMatch(/^3\s?–\s?14 Sept 2026$/);
    expect(periodLabel({ start: '2026-09-03', end: '2026-10-14' }, today, 'da', t)).toMatch(/3\. sep.*14\. okt.*2026/);
  });
});

describe('graph time stamps', () => {
  it('formats per resolution', () => {
    expect(formatTimestamp('2026-09-11T13:00:00', 'hour', 'en', t)).toBe('13:00');
    expect(formatTimestamp('2026-09-11T00:00:00', 'day', 'en', t)).toBe('11 Sept');
    expect(formatTimestamp('2026-09-07T00:00:00', 'week', 'en', t)).toBe('period.week_number:{"week":37}');
    expect(formatTimestamp('2026-09-01T00:00:00', 'month', 'da', t)).toMatch(/^sep.* 2026$/);
    expect(formatTimestamp('2026-01-01T00:00:00', 'year', 'nb', t)).toBe('2026');
  });

  it('warns and falls back to the date for an unknown resolution (SPEC §8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatTimestamp('2026-09-11T00:00:00', 'fortnight', 'en', t)).toBe('11 Sept 2026');
    expect(warn).toHaveBeenCalledOnce();
  });
});
