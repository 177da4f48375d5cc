import { type ReactNode, useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  errorTextKey,
  FieldError,
  Modal,
  notify,
  selectedTenancyAtom,
  ServiceError,
  TextField,
  today,
  userAtom,
  useIdempotentAttempts,
  validateEmail,
  usePortalServices,
} from '@portal/shared';
import {
  inviteTenancyUser,
  leaveTenancy,
  removeTenancyUser,
  resendInvitation,
  setTenancyUserAdmin,
  type TenancyUser,
  tenancyUsersQuery,
  useTenancyUsers,
} from '../api/tenancy-users';
import { DangerIcon, InviteIcon, LeaveIcon, UsersIcon } from '@portal/shared/icons';
import { useAuthStyles } from '../../../components/styles';
import { useAuthTexts } from '../../../i18n/texts';
import { TENANCIES_PATH } from '@portal/shared/routing';

/** A change of a user's rights waiting for confirmation: made administrator, or a member again. */
interface RightsChange {
  user: TenancyUser;
  isAdmin: boolean;
}

/** A user's initials for their avatar: "Dina Demo" → "DD", "friend@example.com" → "F". */
export function initials(user: Pick<TenancyUser, 'name' | 'email'>): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) return (words[0]![0]! + (words.length > 1 ? words.at(-1)![0]! : '')).toUpperCase();
  return (user.email[0] ?? '?').toUpperCase();
}

/**
 * Users of a tenancy (SPEC §6): a tenancy admin invites by e-mail, resends pending invitations, makes
 * users administrators or members again (each after a confirmation) and removes them; anyone may
 * leave. A tenancy keeps an administrator (docs/decisions/0032): its only one is told up front that
 * someone else must be made administrator before they give up their rights or leave.
 *
 * Laid out as cards: `home` (the tenancy's own details) beside the users and, for an administrator,
 * the invitation; leaving is a card of its own at the end, apart from the invitation.
 */
export function TenancyUsers({ tenancyId, home }: { tenancyId: string; home?: ReactNode }) {
  useAuthStyles();
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useAtomValue(userAtom);
  const tenancy = useAtomValue(selectedTenancyAtom);
  const users = useTenancyUsers(tenancyId);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [removing, setRemoving] = useState<TenancyUser | null>(null);
  const [changing, setChanging] = useState<RightsChange | null>(null);
  const lastAdminNoteId = useId();
  const errorText = (error: unknown) =>
    error instanceof ServiceError && error.errors[0]?.code === 'LAST_ADMIN'
      ? t('settings.last_admin_error')
      : t(`common:${errorTextKey(error)}`);
  const onError = (error: unknown) => void notify.error(errorText(error));
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: tenancyUsersQuery(portal.clients, tenancyId).queryKey });

  // The list is fresher than the session's tenancy (another administrator may have changed it).
  const members = (users.data ?? []).filter((u) => !u.invitationPending);
  const mine = members.find((u) => u.email === me?.email);
  const isAdmin = mine ? mine.isAdmin : Boolean(tenancy?.isAdmin);
  const onlyAdmin = isAdmin && members.filter((u) => u.isAdmin).length <= 1;
  const othersRemain = members.length > 1;
  // An ended tenancy needs no administrator (nothing of it changes): anyone may leave it.
  const ended = Boolean(tenancy?.end && tenancy.end.slice(0, 10) < today());
  const mustNameAdmin = onlyAdmin && othersRemain && !ended;

  // one attempt per address and action: a try again after a lost answer sends no second mail
  const attempts = useIdempotentAttempts();
  const invite = useMutation({
    mutationFn: (to: string) =>
      attempts.of(`invite:${to}`).send((key) => inviteTenancyUser(portal.clients, tenancyId, to, key)),
    onSuccess: (_r, to) => {
      setEmail('');
      setTouched(false);
      void notify.success(t('settings.invited', { email: to }));
      return refresh();
    },
    onError,
  });
  const act = useMutation({
    mutationFn: async ({ kind, user }: { kind: 'resend' | 'remove'; user: TenancyUser }) => {
      if (kind === 'resend') {
        await attempts
          .of(`resend:${user.email}`)
          .send((key) => resendInvitation(portal.clients, tenancyId, user.email, key));
      }
      if (kind === 'remove') await removeTenancyUser(portal.clients, tenancyId, user.id!);
      return kind;
    },
    onSuccess: (kind) => {
      setRemoving(null);
      void notify.success(kind === 'resend' ? t('settings.resent') : t('settings.removed'));
      return refresh();
    },
    onError,
  });
  const rights = useMutation({
    mutationFn: ({ user, isAdmin: admin }: RightsChange) =>
      setTenancyUserAdmin(portal.clients, tenancyId, user.id!, admin),
    onSuccess: async (_r, { user, isAdmin: admin }) => {
      setChanging(null);
      const self = user.email === me?.email;
      void notify.success(
        admin
          ? t('settings.made_admin', { email: user.email })
          : self
            ? t('settings.gave_up')
            : t('settings.made_member', { email: user.email }),
      );
      await refresh();
      // The session's tenancy says whether the user is its administrator.
      if (self) await portal.reloadSession({ tenancyId });
    },
    // Shown in the dialog; the list is read again (someone else may have changed it meanwhile).
    onError: () => refresh(),
  });
  const leave = useMutation({
    mutationFn: () => leaveTenancy(portal.clients, tenancyId),
    onSuccess: async () => {
      setLeaving(false);
      void notify.success(t('settings.left'));
      await portal.reloadSession({ tenancyId: null });
      await navigate(TENANCIES_PATH);
    },
    onError: () => refresh(),
  });

  const emailError = touched ? validateEmail(email.trim()) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!validateEmail(email.trim())) invite.mutate(email.trim());
  };
  const confirmRights = (change: RightsChange) => {
    rights.reset();
    setChanging(change);
  };
  const changingSelf = changing?.user.email === me?.email;

  const usersCard = (
    <Card title={t('settings.users')} titleId="tenancy-users" icon={<UsersIcon size={18} />}>
      {users.isPending ? <p role="status">{t('common:app.loading')}</p> : null}
      <ul className="auth-users" data-testid="tenancy-users">
        {(users.data ?? []).map((user) => (
          <li key={user.id ?? user.email} className="auth-user" data-email={user.email}>
            <span className="auth-avatar" aria-hidden="true" data-pending={user.invitationPending ? '' : undefined}>
              {initials(user)}
            </span>
            <span className="auth-user__who">
              <span className="auth-user__name">
                {user.name || user.email} {user.email === me?.email ? t('settings.you') : null}
              </span>
              {user.name ? <span className="auth-user__email">{user.email}</span> : null}
            </span>
            {user.isAdmin || user.invitationPending ? (
              <span className="auth-user__badges">
                {user.isAdmin ? <span className="pui-badge auth-badge-admin">{t('settings.admin')}</span> : null}
                {user.invitationPending ? (
                  <span className="pui-badge auth-badge-pending">{t('settings.pending')}</span>
                ) : null}
              </span>
            ) : null}
            {isAdmin && user.email === me?.email && othersRemain ? (
              <span className="auth-user__actions">
                <Button
                  variant="text"
                  disabled={onlyAdmin}
                  aria-describedby={onlyAdmin ? lastAdminNoteId : undefined}
                  onClick={() => confirmRights({ user, isAdmin: false })}
                >
                  {t('settings.give_up')}
                </Button>
              </span>
            ) : null}
            {isAdmin && user.email !== me?.email ? (
              <span className="auth-user__actions">
                {user.invitationPending ? (
                  <Button variant="text" onClick={() => act.mutate({ kind: 'resend', user })}>
                    {t('settings.resend')}
                  </Button>
                ) : null}
                {user.id ? (
                  <Button variant="text" onClick={() => confirmRights({ user, isAdmin: !user.isAdmin })}>
                    {user.isAdmin ? t('settings.make_member') : t('settings.make_admin')}
                  </Button>
                ) : null}
                {user.id ? (
                  <Button variant="text" className="auth-remove" onClick={() => setRemoving(user)}>
                    {t('settings.remove')}
                  </Button>
                ) : null}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {mustNameAdmin ? (
        <p id={lastAdminNoteId} className="auth-notice" data-testid="last-admin-note">
          {t('settings.last_admin_note')}
        </p>
      ) : null}
    </Card>
  );

  const inviteCard = isAdmin ? (
    <Card
      title={t('settings.invite')}
      titleId="tenancy-invite"
      icon={<InviteIcon size={18} />}
      data-testid="invite-card"
    >
      <form noValidate onSubmit={submit} className="auth-stack">
        <p className="auth-fine">{t('settings.invite_text')}</p>
        <TextField
          label={t('settings.invite_email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={emailError ? t(`common:${emailError}`) : null}
        />
        <div>
          <Button type="submit" disabled={invite.isPending}>
            {t('settings.invite_submit')}
          </Button>
        </div>
      </form>
    </Card>
  ) : null;

  return (
    <>
      <div className="auth-columns">
        {home ? <div>{home}</div> : null}
        <div>
          {usersCard}
          {inviteCard}
        </div>
      </div>
      <Card
        tone="danger"
        accent="var(--portal-error)"
        title={t('settings.leave')}
        titleId="tenancy-leave"
        icon={<DangerIcon size={18} />}
        data-testid="leave-card"
      >
        <div className="auth-danger-actions">
          <p>{t('settings.leave_card_text')}</p>
          <Button
            variant="danger"
            onClick={() => {
              leave.reset();
              setLeaving(true);
            }}
          >
            <LeaveIcon size={18} aria-hidden="true" />
            {t('settings.leave')}
          </Button>
        </div>
      </Card>
      <Modal
        open={leaving}
        onClose={() => setLeaving(false)}
        title={t('settings.leave_title')}
        closeLabel={t('common:modal.close')}
      >
        {mustNameAdmin ? (
          <>
            <p>{t('settings.leave_last_admin')}</p>
            <div className="auth-dialog-actions">
              <Button variant="secondary" onClick={() => setLeaving(false)}>
                {t('common:actions.close')}
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>{t('settings.leave_text', { address: tenancy?.apartment?.address ?? '' })}</p>
            {leave.isError ? <FieldError>{errorText(leave.error)}</FieldError> : null}
            <div className="auth-dialog-actions">
              <Button variant="secondary" onClick={() => setLeaving(false)}>
                {t('common:actions.cancel')}
              </Button>
              <Button variant="danger" onClick={() => leave.mutate()} disabled={leave.isPending}>
                {t('settings.leave')}
              </Button>
            </div>
          </>
        )}
      </Modal>
      <Modal
        open={changing !== null}
        onClose={() => setChanging(null)}
        title={
          changing?.isAdmin
            ? t('settings.make_admin_title', { email: changing.user.email })
            : changingSelf
              ? t('settings.give_up_title')
              : t('settings.make_member_title', { email: changing?.user.email ?? '' })
        }
        closeLabel={t('common:modal.close')}
      >
        <p>
          {changing?.isAdmin
            ? t('settings.admin_rights')
            : changingSelf
              ? t('settings.give_up_text')
              : t('settings.member_rights', { email: changing?.user.email ?? '' })}
        </p>
        {rights.isError ? <FieldError>{errorText(rights.error)}</FieldError> : null}
        <div className="auth-dialog-actions">
          <Button variant="secondary" onClick={() => setChanging(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => changing && rights.mutate(changing)} disabled={rights.isPending}>
            {changing?.isAdmin
              ? t('settings.make_admin')
              : changingSelf
                ? t('settings.give_up')
                : t('settings.make_member')}
          </Button>
        </div>
      </Modal>
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('settings.remove_confirm', { email: removing?.email ?? '' })}
        closeLabel={t('common:modal.close')}
      >
        <div className="auth-dialog-actions">
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => removing && act.mutate({ kind: 'remove', user: removing })}>
            {t('settings.remove')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
