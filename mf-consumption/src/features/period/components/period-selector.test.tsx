// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { addDays, presetPeriod, today } from '@portal/shared';
import { renderWithProviders } from '@portal/shared/test-utils';
import en from '../../../i18n/en';
import da from '../../../i18n/da';
import nb from '../../../i18n/nb';
import type { PeriodSelection } from '../hooks/use-period-selection';
import { canShiftForward } from '../period-state';
import { PeriodSelector, ResolutionSelector } from './period-selector';

afterEach(cleanup);

const tenancy = {
  start: '2023-11-22',
  end: null,
  billingPeriod: { start: null, end: null },
  dataAvailability: { start: '2023-11-22', end: null },
};

function selectionOf(start: string, end: string): PeriodSelection {
  const period = { start, end };
  return {
    period,
    spanType: 'day',
    resolution: 'day',
    resolutions: ['day', 'week'],
    comparison: 'property',
    canShiftForward: canShiftForward(period, today()),
    setPeriod: vi.fn(),
    shift: vi.fn(),
    setComparison: vi.fn(),
    setResolution: vi.fn(),
  };
}

const render = (selection: PeriodSelection, language: 'en' | 'nb' = 'en') =>
  renderWithProviders(
    <>
      <PeriodSelector selection={selection} tenancy={tenancy} />
      <ResolutionSelector selection={selection} />
    </>,
    { language, namespaces: { consumption: { en, da, nb } } },
  );

describe('the period bar', () => {
  it('disables "next" when the next period would start after today, still named for what it does', async () => {
    const month = presetPeriod('this-month', today());
    const selection = selectionOf(month.start, month.end);
    render(selection);
    const next = await screen.findByRole('button', { name: 'Next period' });
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(selection.shift).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous period' }));
    expect(selection.shift).toHaveBeenCalledWith(-1);
  });

  it('lets "next" move on from a period in the past', async () => {
    const day = addDays(today(), -40);
    const selection = selectionOf(day, addDays(day, 29));
    render(selection, 'nb');
    const next = await screen.findByRole('button', { name: 'Neste periode' });
    expect(next).toHaveProperty('disabled', false);
    fireEvent.click(next);
    expect(selection.shift).toHaveBeenCalledWith(1);
  });

  it('offers the resolutions valid for the period, the shown one chosen', async () => {
    const selection = selectionOf(addDays(today(), -29), today());
    render(selection);
    expect(await screen.findByRole('radio', { name: 'Day' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(selection.setResolution).toHaveBeenCalledWith('week');
    expect(screen.queryByRole('radio', { name: 'Year' })).toBeNull();
  });
});
