import { useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Button,
  errorTextKey,
  FieldError,
  Modal,
  notify,
  TextField,
  userAtom,
  usePortalClients,
  usePortalServices,
  validatePassword,
} from '@portal/shared';
import { LOGIN_PATH } from '@portal/shared/routing';
import { DeleteIcon } from '@portal/shared/icons';
import { PasswordRules } from '../../../components/password-rules';
import { useAuthTexts } from '../../../i18n/texts';
import { changePassword, deleteAccount, updateProfile } from '../api/profile';

/** E-mail notifications on or off (profile settings): a checkbox drawn as a switch. */
export function EmailNotifications() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const user = useAtomValue(userAtom);
  const [busy, setBusy] = useState(false);
  return (
    <label className="auth-switch">
      <span className="auth-switch__text">
        <span className="auth-switch__title">{t('profile.notifications')}</span>
        <span className="auth-switch__hint">{t('profile.notifications_label')}</span>
      </span>
      <input
        type="checkbox"
        checked={Boolean(user?.emailNotifications)}
        disabled={busy}
        onChange={async (e) => {
          setBusy(true);
          try {
            await updateProfile(portal.clients, { emailNotifications: e.target.checked });
            await portal.reloadSession();
            void notify.success(t('profile.saved'));
          } catch (error) {
            void notify.error(t(`common:${errorTextKey(error)}`));
          } finally {
            setBusy(false);
          }
        }}
      />
    </label>
  );
}

/** Change password, with the SPEC §5 rules as the user types. */
export function ChangePasswordForm() {
  const { t } = useAuthTexts();
  const clients = usePortalClients();
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
      await changePassword(clients, current, password);
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
    <form noValidate onSubmit={(e) => void submit(e)} className="auth-stack">
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
      <div>
        <Button type="submit">{t('profile.change_password_submit')}</Button>
      </div>
    </form>
  );
}

/** Delete account: irreversible, behind a confirmation (with the password for e-mail users). */
export function DeleteAccount() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsPassword = user?.userType === 'email-password';
  const confirm = async () => {
    setError(null);
    try {
      await deleteAccount(portal.clients, needsPassword ? password : null);
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
        <DeleteIcon size={18} aria-hidden="true" />
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
        <div className="auth-dialog-actions">
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
