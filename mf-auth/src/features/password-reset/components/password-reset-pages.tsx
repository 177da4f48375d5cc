import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  Card,
  errorTextKey,
  FieldError,
  TextField,
  usePortalClients,
  validateEmail,
  validatePassword,
} from '@portal/shared';
import { CheckIcon, EmailIcon } from '@portal/shared/icons';
import { AuthScreen } from '../../../components/auth-screen';
import { NewPasswordFields } from '../../../components/password-rules';
import { requestPasswordReset, resetPassword } from '../api/password-reset';
import { useAuthTexts } from '../../../i18n/texts';
import { LOGIN_EMAIL_PATH } from '@portal/shared/routing';

/** /login/email/forgot-password: asks for a reset link; then "reset link sent". */
export function ForgotPasswordPage() {
  const { t } = useAuthTexts();
  const clients = usePortalClients();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailError = touched ? validateEmail(email.trim()) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (validateEmail(email.trim())) return;
    setBusy(true);
    setError(null);
    try {
      await requestPasswordReset(clients, email.trim());
      setSent(email.trim());
    } catch (e) {
      setError(errorTextKey(e));
    } finally {
      setBusy(false);
    }
  };
  if (sent) {
    return (
      <AuthScreen title={t('forgot.sent_title')}>
        <Card className="auth-done">
          <span className="auth-done__icon" aria-hidden="true">
            <EmailIcon size={26} />
          </span>
          <p role="status">{t('forgot.sent_text', { email: sent })}</p>
          <Link className="pui-button pui-button--secondary pui-button--full" to={LOGIN_EMAIL_PATH}>
            {t('forgot.back_to_login')}
          </Link>
        </Card>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('forgot.title')} intro={t('forgot.intro')}>
      <Card>
        <form noValidate className="auth-card-form" onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
            error={emailError ? t(`common:${emailError}`) : null}
            required
          />
          {error ? <FieldError>{t(`common:${error}`)}</FieldError> : null}
          <Button type="submit" disabled={busy}>
            {t('forgot.submit')}
          </Button>
        </form>
      </Card>
    </AuthScreen>
  );
}

/** /set-password?email&token (the reset e-mail's link): a new password; then "password updated". */
export function SetPasswordPage() {
  const { t } = useAuthTexts();
  const clients = usePortalClients();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ password: false, repeat: false });
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordError = touched.password || password ? validatePassword(password) : null;
  const repeatError = touched.repeat && !passwordError ? validatePassword(password, repeat) : null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ password: true, repeat: true });
    if (validatePassword(password, repeat)) return;
    setBusy(true);
    setError(null);
    try {
      if (!(await resetPassword(clients, email, token, password)))
        throw new Error('Password update failed. Please try again.');
      setDone(true);
    } catch {
      setError('errors.password_update_failed');
    } finally {
      setBusy(false);
    }
  };
  if (done) {
    return (
      <AuthScreen title={t('set_password.updated_title')}>
        <Card className="auth-done">
          <span className="auth-done__icon" aria-hidden="true">
            <CheckIcon size={28} strokeWidth={3} />
          </span>
          <p role="status">{t('set_password.updated_text')}</p>
          <Link className="pui-button pui-button--primary pui-button--full" to={LOGIN_EMAIL_PATH}>
            {t('set_password.to_login')}
          </Link>
        </Card>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('set_password.title')}>
      {!email || !token ? <FieldError>{t('set_password.missing_link')}</FieldError> : null}
      <Card>
        <form noValidate className="auth-card-form" onSubmit={(e) => void submit(e)}>
          <NewPasswordFields
            label={t('new_password')}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            onLeave={(field) => setTouched((x) => ({ ...x, [field]: true }))}
            passwordError={passwordError}
            repeatError={repeatError}
          />
          {error ? (
            <div role="alert" data-testid="form-error">
              <FieldError>{t(`common:${error}`)}</FieldError>
            </div>
          ) : null}
          <Button type="submit" disabled={busy || !email || !token}>
            {t('set_password.submit')}
          </Button>
        </form>
      </Card>
    </AuthScreen>
  );
}
