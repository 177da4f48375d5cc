import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  errorTextKey,
  FieldError,
  formatDate,
  isLanguage,
  Modal,
  notify,
  TextField,
  userAtom,
  validateEmail,
  validatePassword,
} from '@portal/shared';
import {
  cancelEmailChange,
  changePassword,
  deleteAccount,
  type PendingEmailChange,
  pendingEmailChangeQuery,
  requestEmailChange,
  resendEmailChange,
  updateProfile,
} from '../api/profile';
import { EmailFormError } from '../components/email-error';
import { PasswordRules } from '../components/password-rules';
import { useAuthTexts, usePortal } from '../portal';
import { LOGIN_PATH } from '@portal/shared/routing';

/** E-mail notifications on or off (profile settings). */
export function EmailNotifications() {
  const { t } = useAuthTexts();
  const portal = usePortal();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        checked={Boolean(user?.emailNotifications)}
        disabled={busy}
        onChange={async (e) => {
          setBusy(true);
          try {
            await updateProfile({ emailNotifications: e.target.checked });
            await portal.reloadSession();
            void notify.success(t('profile.saved'));
          } catch (error) {
            void notify.error(t(`common:${errorTextKey(error)}`));
          } finally {
            setBusy(false);
          }
        }}
      />{' '}
      {t('profile.notifications_label')}
    </label>
  );
}

/** A service date-time (local, no zone) as a date and the time of day. */
function dateAndTime(at: string, language: string): string {
  return `${formatDate(at.slice(0, 10), isLanguage(language) ? language : 'en')} ${at.slice(11, 16)}`;
}

/**
 * Change e-mail (needs the password): a link goes to the new address, and the e-mail changes when it is
 * followed (then every session ends: SPEC §4). Until then the tenant stays signed in, logs in with the
 * current address and sees the waiting change here, with a way to send the link again or cancel.
 */
export function ChangeEmailForm() {
  const { t, i18n } = useAuthTexts();
  const queryClient = useQueryClient();
  const user = useAtomValue(userAtom);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pendingQuery = pendingEmailChangeQuery();
  const pending = useQuery(pendingQuery);
  const show = (change: PendingEmailChange | null) => queryClient.setQueryData(pendingQuery.queryKey, change);
  const request = useMutation({
    mutationFn: () => requestEmailChange(email.trim(), password),
    onSuccess: (change) => {
      show(change);
      setEmail('');
      setPassword('');
      setTouched(false);
    },
    onError: (e) => setError(errorTextKey(e)),
  });
  const resend = useMutation({
    mutationFn: resendEmailChange,
    onSuccess: (change) => {
      show(change);
      void notify.success(t('profile.email_link_resent', { email: change.email }));
    },
    onError: (e) => void notify.error(t(`common:${errorTextKey(e)}`)),
  });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => {
      show(null);
      void notify.success(t('profile.email_change_cancelled'));
    },
    onError: (e) => void notify.error(t(`common:${errorTextKey(e)}`)),
  });
  const emailError = touched ? validateEmail(email.trim()) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError(null);
    if (validateEmail(email.trim()) || !password) return;
    request.mutate();
  };
  const waiting = pending.data;
  return (
    <div className="stack">
      {waiting ? (
        <div role="status" className="stack" data-testid="pending-email-change">
          <p>
            {t('profile.email_pending', {
              email: waiting.email,
              current: user?.email ?? '',
              until: dateAndTime(waiting.expiresAt, i18n.language),
            })}
          </p>
          <div className="dialog-actions">
            <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
              {t('profile.email_resend')}
            </Button>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {t('profile.email_cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <form noValidate onSubmit={submit} className="stack">
        <p>{t('profile.change_email_note')}</p>
        <TextField
          label={t('profile.new_email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => setTouched(true)}
          error={emailError ? t(`common:${emailError}`) : null}
        />
        <TextField
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <EmailFormError error={error} />
        <Button type="submit" disabled={request.isPending}>
          {t('profile.change_email_submit')}
        </Button>
      </form>
    </div>
  );
}

/** Change password, with the SPEC §5 rules as the user types. */
export function ChangePasswordForm() {
  const { t } = useAuthTexts();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const passwordError = password || touched ? validatePassword(password) : null;
  const repeatError = touched && !passwordError ? validatePassword(password, repeat) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!current || validatePassword(password, repeat)) return;
    setError(null);
    try {
      await changePassword(current, password);
      setCurrent('');
      setPassword('');
      setRepeat('');
      setTouched(false);
      void notify.success(t('profile.password_changed'));
    } catch (e) {
      // a wrong current password is said as such; any other failure keeps SPEC §8's text
      setError(errorTextKey(e) === 'errors.wrong_password' ? 'errors.wrong_password' : 'errors.password_update_failed');
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="stack">
      <TextField
        label={t('profile.current_password')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError ? t(`common:${passwordError}`) : null}
        aria-describedby="profile-password-rules"
      />
      <PasswordRules id="profile-password-rules" password={password} />
      <TextField
        label={t('repeat_password')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        error={repeatError ? t(`common:${repeatError}`) : null}
      />
      {error ? <FieldError>{t(`common:${error}`)}</FieldError> : null}
      <Button type="submit">{t('profile.change_password_submit')}</Button>
    </form>
  );
}

/** Delete account: irreversible, behind a confirmation (with the password for e-mail users). */
export function DeleteAccount() {
  const { t } = useAuthTexts();
  const portal = usePortal();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsPassword = user?.userType === 'email-password';
  const confirm = async () => {
    setError(null);
    try {
      await deleteAccount(needsPassword ? password : null);
      void notify.success(t('profile.deleted'));
      await portal.logout().catch(() => undefined);
      await navigate(LOGIN_PATH);
    } catch (e) {
      setError(errorTextKey(e));
    }
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t('profile.delete_account')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('profile.delete_title')}
        closeLabel={t('common:modal.close')}
      >
        <p>{t('profile.delete_text')}</p>
        {needsPassword ? (
          <TextField
            label={t('password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : null}
        {error ? <FieldError>{t(`common:${error}`)}</FieldError> : null}
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button variant="danger" onClick={() => void confirm()} disabled={needsPassword && !password}>
            {t('profile.delete_confirm')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
