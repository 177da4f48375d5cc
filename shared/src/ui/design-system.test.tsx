import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { breadcrumbsAtom, pageTitleAtom } from '../state/session';
import { CLIMATE_TONES, CONSUMPTION_TONES, consumptionLevel } from '../domain/smileys';
import { Page } from './page';
import { Card } from './card';
import { SegmentedControl } from './segmented-control';
import { Smiley } from './smiley';

afterEach(cleanup);

describe('Page', () => {
  it("draws the one container and heading, and tells the shell the screen's title and crumbs until it goes", () => {
    const store = createStore();
    const crumbs = [
      { label: 'Consumption', href: '/t/1' },
      { label: 'Heat', href: '/t/1/consumption/heat-energy' },
    ];
    const { unmount } = render(
      <Provider store={store}>
        <Page title="Heat" crumbs={crumbs} help={<button type="button">?</button>} actions={<a href="/p">Prices</a>}>
          <p>chart</p>
        </Page>
      </Provider>,
    );
    const main = screen.getByRole('main');
    expect(main.className).toContain('pui-page');
    // the help button sits in the heading's line, not on a line of its own
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Heat?');
    expect(heading.querySelector('button')).not.toBeNull();
    expect(store.get(pageTitleAtom)).toBe('Heat');
    expect(store.get(breadcrumbsAtom)).toEqual(crumbs);
    unmount();
    expect(store.get(pageTitleAtom)).toBeNull();
    expect(store.get(breadcrumbsAtom)).toEqual([]);
  });

  it("leaves the shell's crumbs alone when it has none of its own", () => {
    const store = createStore();
    store.set(breadcrumbsAtom, [{ label: 'Alarms', href: '/t/1/alarms' }]);
    render(
      <Provider store={store}>
        <Page title="Alarms" />
      </Provider>,
    );
    expect(store.get(breadcrumbsAtom)).toEqual([{ label: 'Alarms', href: '/t/1/alarms' }]);
  });
});

describe('Card', () => {
  it('is a region named by its title, with the accent as a variable', () => {
    render(
      <Card title="Heat" titleId="heat" accent="var(--portal-quantity-heat-energy)" data-quantity="heat-energy">
        <p>351 kWh</p>
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Heat' });
    expect(region.getAttribute('data-quantity')).toBe('heat-energy');
    expect(region.style.getPropertyValue('--pui-accent')).toBe('var(--portal-quantity-heat-energy)');
  });
});

describe('SegmentedControl', () => {
  it('is a radio group: one checked, chosen by click, disabled options not chosen', () => {
    const onChange = vi.fn();
    render(
      <SegmentedControl
        legend="Resolution"
        value="day"
        onChange={onChange}
        options={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'year', label: 'Year', disabled: true },
        ]}
      />,
    );
    const group = screen.getByRole('group', { name: 'Resolution' });
    expect(group).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Day' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onChange).toHaveBeenCalledWith('week');
    expect((screen.getByRole('radio', { name: 'Year' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('Smiley', () => {
  it('colours consumption green for less, amber for a little more, orange for more, red for much more', () => {
    expect([-1, 0, 24.9, 25, 49.9, 50].map((change) => CONSUMPTION_TONES[consumptionLevel(change)])).toEqual([
      'good',
      'caution',
      'caution',
      'warn',
      'warn',
      'bad',
    ]);
    expect(CLIMATE_TONES).toEqual({ happy: 'good', neutral: 'caution', sad: 'bad' });
  });

  it('says its meaning as text and draws the face in its tone', () => {
    render(<Smiley mood="ok" tone="caution" label="You are using 0–25 % more" />);
    const text = screen.getByText('You are using 0–25 % more');
    const smiley = text.closest('.pui-smiley')!;
    expect(smiley.className).toContain('pui-tone-caution');
    expect(smiley.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
  });
});
