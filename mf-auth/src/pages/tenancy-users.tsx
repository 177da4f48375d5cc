import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  dataOperations,
  errorTextKey,
  FieldError,
  Modal,
  notify,
  selectedTenancyAtom,
  tenancyKeys,
  TextField,
  userAtom,
  validateEmail,
} from '@portal/shared';
import { useAuthTexts, usePortal } from '../portal';

/**
 * Users of a tenancy (SPEC §6): a tenancy admin invites by e-mail, resends pending invitations, makes
 * users admin and removes them; anyone may leave the tenancy.
 */
export function TenancyUsers({ tenancyId }: { tenancyId: string }) {
  const { t } = useAuthTexts();
  const portal = usePortal();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useAtomValue(userAtom);
  const tenancy = useAtomValue(selectedTenancyAtom);
  const isAdmin = Boolean(tenancy?.isAdmin);
  const queryKey = [...tenancyKeys(tenancyId).all, 'users'];
  const users = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      portal.clients.nucleolus
        .request(dataOperations.TenancyUsersDocument, { tenancyId }, { signal })
        .then((r) => r.tenancyUsers),
  });
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [removing, setRemoving] = useState<dataOperations.TenancyUserFieldsFragment | null>(null);
  const onError = (error: unknown) => void notify.error(t(`common:${errorTextKey(error)}`));
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const invite = useMutation({
    mutationFn: (to: string) =>
      portal.clients.nucleolus.request(dataOperations.InviteTenancyUserDocument, { tenancyId, email: to }),
    onSuccess: (_r, to) => {
      setEmail('');
      setTouched(false);
      void notify.success(t('settings.invited', { email: to }));
      return refresh();
    },
    onError,
  });
  const act = useMutation({
    mutationFn: async ({
      kind,
      user,
    }: {
      kind: 'resend' | 'admin' | 'remove';
      user: dataOperations.TenancyUserFieldsFragment;
    }) => {
      const c = portal.clients.nucleolus;
      if (kind === 'resend') await c.request(dataOperations.ResendInvitationDocument, { tenancyId, email: user.email });
      if (kind === 'admin')
        await c.request(dataOperations.SetTenancyUserAdminDocument, { tenancyId, userId: user.id!, isAdmin: true });
      if (kind === 'remove') await c.request(dataOperations.RemoveTenancyUserDocument, { tenancyId, userId: user.id! });
      return kind;
    },
    onSuccess: (kind, { user }) => {
      setRemoving(null);
      const text = {
        resend: t('settings.resent'),
        admin: t('settings.made_admin', { email: user.email }),
        remove: t('settings.removed'),
      }[kind];
      void notify.success(text);
      return refresh();
    },
    onError,
  });
  const leave = useMutation({
    mutationFn: () => portal.clients.nucleolus.request(dataOperations.LeaveTenancyDocument, { tenancyId }),
    onSuccess: async () => {
      setLeaving(false);
      void notify.success(t('settings.left'));
      await portal.reloadSession({ tenancyId: null });
      await navigate('/t');
    },
    onError,
  });

  const emailError = touched ? validateEmail(email.trim()) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validateEmail(email.trim())) invite.mutate(email.trim());
  };

  return (
    <section aria-labelledby="tenancy-users">
      <h2 id="tenancy-users">{t('settings.users')}</h2>
      {users.isPending ? <p role="status">{t('common:app.loading')}</p> : null}
      <ul className="tenancy-users" data-testid="tenancy-users">
        {(users.data ?? []).map((user) => (
          <li key={user.id ?? user.email} data-email={user.email}>
            <span>
              {user.name || user.email} {user.email === me?.email ? t('settings.you') : null}
            </span>
            {user.name ? <span className="tenancy-users__email">{user.email}</span> : null}
            {user.isAdmin ? <span className="badge">{t('settings.admin')}</span> : null}
            {user.invitationPending ? <span className="badge">{t('settings.pending')}</span> : null}
            {isAdmin && user.email !== me?.email ? (
              <span className="tenancy-users__actions">
                {user.invitationPending ? (
                  <Button variant="text" onClick={() => act.mutate({ kind: 'resend', user })}>
                    {t('settings.resend')}
                  </Button>
                ) : null}
                {!user.isAdmin && user.id ? (
                  <Button variant="text" onClick={() => act.mutate({ kind: 'admin', user })}>
                    {t('settings.make_admin')}
                  </Button>
                ) : null}
                {user.id ? (
                  <Button variant="text" onClick={() => setRemoving(user)}>
                    {t('settings.remove')}
                  </Button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {isAdmin ? (
        <form noValidate onSubmit={submit} className="stack">
          <h3>{t('settings.invite')}</h3>
          <TextField
            label={t('settings.invite_email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            error={emailError ? t(`common:${emailError}`) : null}
          />
          <Button type="submit" disabled={invite.isPending}>
            {t('settings.invite_submit')}
          </Button>
        </form>
      ) : null}
      <Button variant="danger" onClick={() => setLeaving(true)}>
        {t('settings.leave')}
      </Button>
      <Modal
        open={leaving}
        onClose={() => setLeaving(false)}
        title={t('settings.leave_title')}
        closeLabel={t('common:modal.close')}
      >
        <p>{t('settings.leave_text', { address: tenancy?.apartment?.address ?? '' })}</p>
        {leave.isError ? <FieldError>{t(`common:${errorTextKey(leave.error)}`)}</FieldError> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setLeaving(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
            {t('settings.leave')}
          </Button>
        </div>
      </Modal>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('settings.remove_confirm', { email: removing?.email ?? '' })}
        closeLabel={t('common:modal.close')}
      >
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => removing && act.mutate({ kind: 'remove', user: removing })}>
            {t('settings.remove')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
