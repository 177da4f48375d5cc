import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderWithProviders } from '@portal/shared/test-utils';
import { selectedTenancyIdAtom, ServiceError, tenanciesAtom, userAtom } from '@portal/shared';
import en from '../../../i18n/en';
import { installServices, namespaces } from '../../../testing';
import { initials, TenancyUsers } from './tenancy-users';

afterEach(cleanup);

interface Row {
  id: string | null;
  email: string;
  name: string;
  isAdmin: boolean;
  invitationPending: boolean;
}

const me: Row = { id: '1', email: 'me@example.com', name: '', isAdmin: true, invitationPending: false };
const flatmate: Row = { id: '2', email: 'flatmate@example.com', name: '', isAdmin: false, invitationPending: false };
const invited: Row = { id: null, email: 'friend@example.com', name: '', isAdmin: false, invitationPending: true };

/** The services with a tenancy's users that the mutations change as the data service would. */
function installTenancyServices(initial: Row[], refuse?: (operation: string) => ServiceError | undefined) {
  let rows = initial.map((r) => ({ ...r }));
  const calls: Array<{ operation: string; vars: Record<string, unknown> }> = [];
  const services = installServices((doc, vars) => {
    const operation = /(?:query|mutation) (\w+)/.exec(doc)?.[1] ?? '';
    calls.push({ operation, vars });
    const refusal = refuse?.(operation);
    if (refusal) throw refusal;
    if (operation === 'TenancyUsers') return { tenancyUsers: rows };
    if (operation === 'SetTenancyUserAdmin') {
      rows = rows.map((r) => (r.id === vars.userId ? { ...r, isAdmin: Boolean(vars.isAdmin) } : r));
      return { setTenancyUserAdmin: rows.find((r) => r.id === vars.userId) };
    }
    return {};
  });
  return { services, calls: (operation: string) => calls.filter((c) => c.operation === operation) };
}

function render() {
  const store = createStore();
  store.set(userAtom, { id: '1', email: me.email, name: '', language: 'en' } as never);
  store.set(tenanciesAtom, [{ id: '7', isAdmin: true, end: null, apartment: { address: 'Storgata 1' } }] as never);
  store.set(selectedTenancyIdAtom, '7');
  return renderWithProviders(<TenancyUsers tenancyId="7" />, { namespaces, store });
}

function row(email: string): HTMLElement {
  const li = screen.getByTestId('tenancy-users').querySelector<HTMLElement>(`[data-email="${email}"]`);
  if (!li) throw new Error(`no row for ${email}`);
  return li;
}

describe('tenancy users', () => {
  it('make a user administrator only after a confirmation that says what an administrator can do', async () => {
    const { calls } = installTenancyServices([me, flatmate, invited]);
    render();
    await waitFor(() => expect(row(flatmate.email)).toBeTruthy());
    // the pending invitation is one row, with resend and no rights to change
    expect(within(row(invited.email)).getByRole('button', { name: 'Resend invitation' })).toBeTruthy();
    expect(within(row(invited.email)).queryByRole('button', { name: 'Make administrator' })).toBeNull();

    fireEvent.click(within(row(flatmate.email)).getByRole('button', { name: 'Make administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make flatmate@example.com an administrator?' });
    expect(dialog.textContent).toContain('An administrator can invite users by e-mail');
    expect(calls('SetTenancyUserAdmin')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('SetTenancyUserAdmin')).toHaveLength(0);

    fireEvent.click(within(row(flatmate.email)).getByRole('button', { name: 'Make administrator' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Make administrator' }));
    await waitFor(() =>
      expect(calls('SetTenancyUserAdmin')).toEqual([
        { operation: 'SetTenancyUserAdmin', vars: { tenancyId: '7', userId: '2', isAdmin: true } },
      ]),
    );
    // now an administrator: can be made a member again, with the same kind of confirmation
    const makeMember = await within(row(flatmate.email)).findByRole('button', { name: 'Make member' });
    fireEvent.click(makeMember);
    const back = await screen.findByRole('dialog', { name: 'Make flatmate@example.com a member again?' });
    fireEvent.click(within(back).getByRole('button', { name: 'Make member' }));
    await waitFor(() =>
      expect(calls('SetTenancyUserAdmin').at(-1)!.vars).toMatchObject({ userId: '2', isAdmin: false }),
    );
    expect(await within(row(flatmate.email)).findByRole('button', { name: 'Make administrator' })).toBeTruthy();
  });

  it('tell the only administrator up front that someone else must be made administrator first', async () => {
    const { calls } = installTenancyServices([me, flatmate]);
    render();
    const giveUp = await within(await waitFor(() => row(me.email))).findByRole('button', {
      name: 'Give up administrator rights',
    });
    expect((giveUp as HTMLButtonElement).disabled).toBe(true);
    const note = screen.getByTestId('last-admin-note');
    expect(note.textContent).toBe(en.settings.last_admin_note);
    expect(giveUp.getAttribute('aria-describedby')).toBe(note.id);

    fireEvent.click(screen.getByRole('button', { name: 'Leave tenancy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this tenancy?' });
    expect(dialog.textContent).toContain(en.settings.leave_last_admin);
    expect(within(dialog).queryByRole('button', { name: 'Leave tenancy' })).toBeNull();
    expect(calls('LeaveTenancy')).toHaveLength(0);
  });

  it('let an administrator give up their rights when another one remains, and reload the session', async () => {
    const { services, calls } = installTenancyServices([me, { ...flatmate, isAdmin: true }]);
    render();
    const giveUp = await within(await waitFor(() => row(me.email))).findByRole('button', {
      name: 'Give up administrator rights',
    });
    expect(screen.queryByTestId('last-admin-note')).toBeNull();
    fireEvent.click(giveUp);
    const dialog = await screen.findByRole('dialog', { name: 'Give up your administrator rights?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up administrator rights' }));
    await waitFor(() =>
      expect(calls('SetTenancyUserAdmin').at(-1)!.vars).toEqual({ tenancyId: '7', userId: '1', isAdmin: false }),
    );
    await waitFor(() => expect(services.reloadSession).toHaveBeenCalledWith({ tenancyId: '7' }));
    // a member: no administrator actions any more
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Make member' })).toBeNull());
    expect(screen.queryByLabelText('E-mail of the new user')).toBeNull();
  });

  it("show the service's refusal in the dialog, translated", async () => {
    installTenancyServices([me, { ...flatmate, isAdmin: true }], (operation) =>
      operation === 'SetTenancyUserAdmin'
        ? new ServiceError('A tenancy needs an administrator: make another user administrator first.', {
            errors: [
              {
                message: 'A tenancy needs an administrator: make another user administrator first.',
                code: 'LAST_ADMIN',
              },
            ],
          })
        : undefined,
    );
    render();
    fireEvent.click(
      await within(await waitFor(() => row(me.email))).findByRole('button', { name: 'Give up administrator rights' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give up administrator rights' }));
    expect(await within(dialog).findByText(en.settings.last_admin_error)).toBeTruthy();
  });
});

describe('the tenancy page keeps leaving apart from inviting', () => {
  it('has the leave button in its own danger card, not in the invitation card', async () => {
    installTenancyServices([me, flatmate]);
    render();
    const invite = await screen.findByTestId('invite-card');
    expect(within(invite).getByRole('button', { name: 'Send invitation' })).toBeTruthy();
    expect(within(invite).queryByRole('button', { name: 'Leave tenancy' })).toBeNull();
    const leave = screen.getByTestId('leave-card');
    expect(leave.className).toContain('pui-card--danger');
    expect(within(leave).getByRole('button', { name: 'Leave tenancy' })).toBeTruthy();
    expect(leave.contains(invite) || invite.contains(leave)).toBe(false);
    // the users' list is not in either
    expect(leave.contains(screen.getByTestId('tenancy-users'))).toBe(false);
  });

  it('shows each user with their initials', () => {
    expect(initials({ name: 'Dina Demo', email: 'demo@example.com' })).toBe('DD');
    expect(initials({ name: 'Frida', email: 'flatmate@example.com' })).toBe('F');
    expect(initials({ name: '', email: 'friend@example.com' })).toBe('F');
  });
});
