import { useState, type FormEvent } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  appStorage,
  Button,
  Card,
  errorTextKey,
  formatActivationCode,
  pendingActivationCodesAtom,
  signupStateAtom,
  signUpWithEmail,
  TextField,
  validateEmail,
  validatePassword,
  userAtom,
  usePortalServices,
} from '@portal/shared';
import { CheckIcon, EmailIcon } from '@portal/shared/icons';
import { AuthScreen } from '../../../components/auth-screen';
import { EmailFormError } from '../../../components/email-error';
import { NewPasswordFields } from '../../../components/password-rules';
import { useAuthTexts } from '../../../i18n/texts';
import { destinationAfterSignIn, safeNextPath } from '../../onboarding/onboarding';
import { SocialButtons } from '../../login/components/social-buttons';
import { useSignUpLanguage } from '../hooks/use-sign-up-language';
import {
  ACCOUNT_CREATED_PATH,
  DATA_POLICY_PATH,
  ENTER_CODE_PATH,
  LOGIN_PATH,
  SIGNUP_EMAIL_PATH,
} from '@portal/shared/routing';

function usePendingCode(): string | null {
  const pending = useAtomValue(pendingActivationCodesAtom);
  return pending[0] ?? appStorage.get('unusedActivationCode');
}

/** /signup: the ways to create an account. */
export function SignupPage() {
  const { t } = useAuthTexts();
  const { search } = useLocation();
  const code = usePendingCode();
  return (
    <AuthScreen title={t('signup.title')} eyebrow={t('signup.welcome')} intro={code ? undefined : t('signup.intro')}>
      {code ? (
        <div className="auth-code" data-testid="pending-code">
          <p className="auth-fine">{t('signup.code_label')}</p>
          <p>{t('signup.code_ready', { code: formatActivationCode(code) })}</p>
        </div>
      ) : null}
      <div className="auth-actions">
        <Link className="pui-button pui-button--primary" to={`${SIGNUP_EMAIL_PATH}${search}`}>
          <EmailIcon size={20} aria-hidden="true" />
          {t('signup.with_email')}
        </Link>
        <SocialButtons tenancyId={new URLSearchParams(search).get('tenancyId')} />
        {code ? null : (
          <Link className="pui-button pui-button--secondary" to={ENTER_CODE_PATH}>
            {t('login.have_code')}
          </Link>
        )}
      </div>
      <div className="auth-links">
        <p>
          {t('signup.have_account')} <Link to={`${LOGIN_PATH}${search}`}>{t('signup.to_login')}</Link>
        </p>
      </div>
    </AuthScreen>
  );
}

/**
 * /signup/email (SPEC §4): creates the user, logs in to both services, applies the unused activation
 * code and loads the session; then "account created". Every SPEC §5 rule shows as the user types.
 */
export function SignupEmailPage() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const setSignupState = useSetAtom(signupStateAtom);
  const signUpLanguage = useSignUpLanguage();
  const store = useStore();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [touched, setTouched] = useState({ email: false, password: false, repeat: false });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailError = touched.email ? validateEmail(email.trim()) : null;
  const passwordError = touched.password || password ? validatePassword(password) : null;
  const repeatError = touched.repeat && !passwordError ? validatePassword(password, repeat) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true, repeat: true });
    if (validateEmail(email.trim()) || validatePassword(password, repeat)) return;
    setBusy(true);
    setError(null);
    setSignupState({ inProgress: true, error: null, success: false });
    try {
      await signUpWithEmail(portal.clients, email.trim(), password, signUpLanguage.language);
      signUpLanguage.keep();
      const path = await portal.afterSignIn({ tenancyId: params.get('tenancyId') });
      setSignupState({ inProgress: false, error: null, success: true });
      await navigate(
        `${ACCOUNT_CREATED_PATH}?next=${encodeURIComponent(destinationAfterSignIn(path, store.get(userAtom)))}`,
        {
          replace: true,
        },
      );
    } catch (e) {
      const key = errorTextKey(e);
      portal.discardSession();
      setSignupState({ inProgress: false, error: key, success: false });
      setError(key);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthScreen title={t('signup.email_title')} eyebrow={t('signup.welcome')}>
      <Card>
        <form noValidate className="auth-card-form" onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="username"
            hint={t('signup.check_email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched((x) => ({ ...x, email: true }))}
            error={emailError ? t(`common:${emailError}`) : null}
            required
          />
          <NewPasswordFields
            label={t('password')}
            password={password}
            repeat={repeat}
            onPassword={setPassword}
            onRepeat={setRepeat}
            onLeave={(field) => setTouched((x) => ({ ...x, [field]: true }))}
            passwordError={passwordError}
            repeatError={repeatError}
          />
          <EmailFormError error={error} testId="form-error" />
          <p className="auth-fine">
            <Link to={DATA_POLICY_PATH}>{t('signup.data_policy')}</Link>
          </p>
          <Button type="submit" disabled={busy}>
            {busy ? t('signup.in_progress') : t('signup.submit')}
          </Button>
        </form>
      </Card>
    </AuthScreen>
  );
}

/** /account-created: the sign-up succeeded. */
export function AccountCreatedPage() {
  const { t } = useAuthTexts();
  const [params] = useSearchParams();
  const safeNext = safeNextPath(params.get('next'));
  return (
    <AuthScreen title={t('account_created.title')} eyebrow={t('account_created.welcome')}>
      <Card className="auth-done">
        <span className="auth-done__icon" aria-hidden="true">
          <CheckIcon size={28} strokeWidth={3} />
        </span>
        <p>{t('account_created.text')}</p>
        <Link className="pui-button pui-button--primary pui-button--full" to={safeNext}>
          {t('account_created.continue')}
        </Link>
      </Card>
    </AuthScreen>
  );
}
