import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { fakeConnection, renderWithProviders } from '../test-utils';
import { Button } from './button';

const { connection, startOffline, reset } = fakeConnection();

afterEach(() => {
  cleanup();
  reset();
});

describe('Button while offline', () => {
  it('a submit button is disabled with the reason, in the language, and comes back with the connection', () => {
    let sent = 0;
    renderWithProviders(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          sent += 1;
        }}
      >
        <Button type="submit">Save</Button>
      </form>,
      { language: 'da' },
    );
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    connection('offline');
    expect(save.disabled).toBe(true);
    const reason = screen.getByText('Kræver forbindelse: du er offline.');
    expect(save.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.submit(save.form!);
    fireEvent.click(save);
    connection('online');
    expect(save.disabled).toBe(false);
    expect(screen.queryByText('Kræver forbindelse: du er offline.')).toBeNull();
    fireEvent.click(save);
    expect(sent).toBeGreaterThan(0);
  });

  it('a danger button needs the services too; a plain button and one that says it needs none stay usable', () => {
    startOffline();
    renderWithProviders(
      <>
        <Button variant="danger">Delete</Button>
        <Button>Next month</Button>
        <Button type="submit" needsConnection={false}>
          Show
        </Button>
        <Button needsConnection aria-describedby="hint">
          Resend
        </Button>
        <span id="hint">hint</span>
      </>,
    );
    expect((screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Show' }) as HTMLButtonElement).disabled).toBe(false);
    const resend = screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.getAttribute('aria-describedby')?.split(' ')[0]).toBe('hint');
    expect(screen.getAllByText('Needs a connection: you are offline.')).toHaveLength(2);
  });
});
