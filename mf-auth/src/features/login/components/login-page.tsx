import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  appStorage,
  Button,
  Card,
  FieldError,
  loginWithEmail,
  TextField,
  validateEmail,
  usePortalServices,
} from '@portal/shared';
import { EmailIcon } from '@portal/shared/icons';
import { AuthScreen } from '../../../components/auth-screen';
import { useAuthTexts } from '../../../i18n/texts';
import { SocialButtons } from './social-buttons';
import { useSignIn } from '../hooks/use-sign-in';
import { ENTER_CODE_PATH, FORGOT_PASSWORD_PATH, LOGIN_EMAIL_PATH, SIGNUP_PATH } from '@portal/shared/routing';

/**
 * SPEC §8's "Your log in expired. Please log in again." when this tab's session ended without the
 * user asking (a refresh refused: expiry, revocation, a password changed elsewhere, or that in another
 * tab). Said until the user moves on from the login page or signs in, so a reload still says it.
 */
function SessionEndedNotice() {
  const { t } = useAuthTexts();
  const [ended] = useState(() => appStorage.sessionEnded());
  useEffect(() => () => appStorage.forgetSessionEnded(), []);
  return ended ? (
    <p role="alert" className="auth-notice" data-testid="session-ended">
      {t('common:errors.login_expired')}
    </p>
  ) : null;
}

/** /login: the ways to log in (SPEC §2: e-mail, Apple, Google, Facebook when configured). */
export function LoginPage() {
  const { t } = useAuthTexts();
  const { search } = useLocation();
  return (
    <AuthScreen title={t('login.title')} eyebrow={t('login.welcome')} intro={t('login.intro')}>
      <SessionEndedNotice />
      <div className="auth-actions">
        <Link className="pui-button pui-button--primary" to={`${LOGIN_EMAIL_PATH}${search}`}>
          <EmailIcon size={20} aria-hidden="true" />
          {t('login.with_email')}
        </Link>
        <SocialButtons tenancyId={new URLSearchParams(search).get('tenancyId')} />
      </div>
      <div className="auth-links">
        <p>
          {t('login.no_account')} <Link to={`${SIGNUP_PATH}${search}`}>{t('login.to_signup')}</Link>
        </p>
        <p>
          <Link to={ENTER_CODE_PATH}>{t('login.have_code')}</Link>
        </p>
      </div>
    </AuthScreen>
  );
}

/**
 * /login/email (SPEC §4 "Login by e-mail"): sets logging-in, clears the error, authenticates to both
 * services, applies an unused activation code, loads the session and goes to the selected tenancy.
 */
export function LoginEmailPage() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const signIn = useSignIn();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailError = touched.email ? validateEmail(email.trim()) : null;
  const passwordError = touched.password && !password ? 'validation.required' : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (validateEmail(email.trim()) || !password) return;
    setBusy(true);
    setError(null);
    try {
      setError(await signIn(() => loginWithEmail(portal.clients, email.trim(), password), params.get('tenancyId')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t('login.email_title')} eyebrow={t('login.welcome')}>
      <Card>
        <form noValidate className="auth-card-form" onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched((x) => ({ ...x, email: true }))}
            error={emailError ? t(`common:${emailError}`) : null}
            required
          />
          <TextField
            label={t('password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            onBlur={() => setTouched((x) => ({ ...x, password: true }))}
            error={passwordError ? t(`common:${passwordError}`) : null}
            required
          />
          {error ? (
            <div role="alert" data-testid="form-error">
              <FieldError>{t(`common:${error}`)}</FieldError>
            </div>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? t('login.in_progress') : t('login.submit')}
          </Button>
        </form>
      </Card>
      <div className="auth-links">
        <p>
          <Link to={FORGOT_PASSWORD_PATH}>{t('login.forgot')}</Link>
        </p>
      </div>
    </AuthScreen>
  );
}
