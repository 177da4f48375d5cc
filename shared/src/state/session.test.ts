import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import {
  chooseTenancyId,
  comparisonAtom,
  resetSessionAtom,
  selectedPeriodAtom,
  selectedTenancyAtom,
  selectedTenancyIdAtom,
  selectedUnitIdAtom,
  spanTypeAtom,
  tenanciesAtom,
  type Tenancy,
  userUnitsAtom,
  type UserUnit,
} from './session';
import { addDays, today } from '@portal/domain';
import { periodDays } from '../time/period';

const unit = (id: string, settings: string[]) =>
  ({
    id,
    unit: { id },
    path: [{ property: { id: 'p', number: '1', settings: settings.map((kind) => ({ kind })) } }],
  }) as unknown as UserUnit;

describe('session atoms (SPEC §3, §4)', () => {
  it('defaults to the last 30 days up to today and the property comparison', () => {
    const store = createStore();
    const p = store.get(selectedPeriodAtom);
    expect(p.end).toBe(today());
    expect(periodDays(p)).toBe(30);
    expect(store.get(comparisonAtom)).toBe('property');
  });

  it('recomputes the span type whenever the period or the unit changes', () => {
    const store = createStore();
    const t = today();
    store.set(userUnitsAtom, [unit('u1', ['hourly-values']), unit('u2', [])]);
    store.set(selectedUnitIdAtom, 'u1');
    store.set(selectedPeriodAtom, { start: t, end: t });
    expect(store.get(spanTypeAtom)).toBe('hour');
    store.set(selectedUnitIdAtom, 'u2');
    expect(store.get(spanTypeAtom)).toBe('day');
    store.set(selectedPeriodAtom, { start: addDays(t, -99), end: t });
    expect(store.get(spanTypeAtom)).toBe('week');
    store.set(selectedPeriodAtom, { start: addDays(t, -399), end: t });
    expect(store.get(spanTypeAtom)).toBe('month');
  });

  it('selects the tenancy from the URL when the user has it, else the first', () => {
    const tenancies = [{ id: 'a' }, { id: 'b' }];
    expect(chooseTenancyId(tenancies, 'b')).toBe('b');
    expect(chooseTenancyId(tenancies, 'zz')).toBe('a');
    expect(chooseTenancyId(tenancies, null)).toBe('a');
    expect(chooseTenancyId([], 'a')).toBeNull();
  });

  it('resets everything', () => {
    const store = createStore();
    store.set(tenanciesAtom, [{ id: 'a' } as Tenancy]);
    store.set(selectedTenancyIdAtom, 'a');
    expect(store.get(selectedTenancyAtom)?.id).toBe('a');
    store.set(comparisonAtom, 'last_year');
    store.set(resetSessionAtom);
    expect(store.get(tenanciesAtom)).toEqual([]);
    expect(store.get(selectedTenancyAtom)).toBeNull();
    expect(store.get(comparisonAtom)).toBe('property');
  });
});
