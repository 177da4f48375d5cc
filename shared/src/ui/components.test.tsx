import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Button, IconButton } from './button';
import { TextField } from './text-field';
import { CheckboxField, SelectField } from './choice-fields';
import { EmptyState } from './empty-state';
import { LoadingRegion, Skeleton } from './skeleton';

afterEach(cleanup);

describe('Button', () => {
  it('is type="button" by default and ignores clicks while loading', () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(
      <Button onClick={onClick} loading>
        Save
      </Button>,
    );
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('an icon button is named by its label', () => {
    render(<IconButton label="Open menu" icon="☰" />);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });

  it('injects the UI kit stylesheet once', () => {
    render(
      <>
        <Button>A</Button>
        <Button>B</Button>
      </>,
    );
    expect(document.querySelectorAll('#portal-ui-kit')).toHaveLength(1);
  });
});

describe('TextField', () => {
  it('labels the input and announces its error text', () => {
    render(<TextField label="E-mail" hint="We never share it" error="Please enter a valid e-mail address." />);
    const input = screen.getByLabelText('E-mail');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['We never share it', 'Please enter a valid e-mail address.']);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address.');
  });

  it('is valid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('EmptyState and skeletons', () => {
  it('shows a heading, text and action', () => {
    render(<EmptyState title="You have no alarms yet." description="Create one" action={<Button>New alarm</Button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'You have no alarms yet.' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New alarm' })).toBeTruthy();
  });

  it('hides skeletons from assistive technology and announces loading', () => {
    const { rerender, container } = render(
      <LoadingRegion loading label="Loading…" placeholder={<Skeleton height={20} />}>
        <p>Data</p>
      </LoadingRegion>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect(container.querySelector('[data-skeleton]')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.firstElementChild?.getAttribute('aria-busy')).toBe('true');
    rerender(
      <LoadingRegion loading={false} label="Loading…" placeholder={<Skeleton />}>
        <p>Data</p>
      </LoadingRegion>,
    );
    expect(screen.getByText('Data')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('SelectField and CheckboxField', () => {
  it('label their controls and announce errors', () => {
    render(
      <>
        <SelectField
          label="Frequency"
          options={[
            { value: 'day', label: 'Day' },
            { value: 'week', label: 'Week' },
          ]}
          error="Choose a frequency"
        />
        <CheckboxField label="E-mail notifications" />
      </>,
    );
    const select = screen.getByLabelText('Frequency');
    expect(select.tagName).toBe('SELECT');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a frequency',
    );
    const box = screen.getByRole('checkbox', { name: 'E-mail notifications' });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});
