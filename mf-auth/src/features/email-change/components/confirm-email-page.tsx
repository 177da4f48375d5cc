import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useSearchParams } from 'react-router';
import { Card, errorTextKey, FieldError, userAtom, usePortalServices } from '@portal/shared';
import { CheckIcon } from '@portal/shared/icons';
import { AuthScreen } from '../../../components/auth-screen';
import { confirmEmailChange } from '../api/email-change';
import { useAuthTexts } from '../../../i18n/texts';
import { LOGIN_PATH } from '@portal/shared/routing';

type State = { step: 'confirming' } | { step: 'done'; email: string } | { step: 'failed'; error: string };

/**
 * /confirm-email?token (the link a change of e-mail sends to the new address): following it changes the
 * e-mail. The services then end every session of the user (SPEC §4: changing e-mail logs the user
 * out), so a session in this browser is logged out too, and the page says to log in with the new
 * e-mail. A used, replaced or expired link, or an address taken meanwhile, says why and changes nothing.
 */
export function ConfirmEmailPage() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const signedIn = Boolean(useAtomValue(userAtom));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(
    token ? { step: 'confirming' } : { step: 'failed', error: 'confirm_email.missing_link' },
  );
  // The link is followed once per visit (a token is single-use: a second call would say it was used).
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    confirmEmailChange(portal.clients, token)
      .then(async (email) => {
        if (signedIn) await portal.logout().catch(() => undefined);
        setState({ step: 'done', email });
      })
      .catch((error: unknown) => setState({ step: 'failed', error: `common:${errorTextKey(error)}` }));
  }, [portal, signedIn, token]);

  if (state.step === 'done') {
    return (
      <AuthScreen title={t('confirm_email.done_title')}>
        <Card className="auth-done">
          <span className="auth-done__icon" aria-hidden="true">
            <CheckIcon size={28} strokeWidth={3} />
          </span>
          <p role="status">{t('confirm_email.done_text', { email: state.email })}</p>
          <Link className="pui-button pui-button--primary pui-button--full" to={LOGIN_PATH}>
            {t('confirm_email.to_login')}
          </Link>
        </Card>
      </AuthScreen>
    );
  }
  if (state.step === 'failed') {
    return (
      <AuthScreen title={t('confirm_email.failed_title')}>
        <Card>
          <div role="alert" data-testid="form-error">
            <FieldError>{t(state.error)}</FieldError>
          </div>
          <p>{t('confirm_email.failed_text')}</p>
          <Link className="pui-button pui-button--primary pui-button--full" to={LOGIN_PATH}>
            {t('confirm_email.to_login')}
          </Link>
        </Card>
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('confirm_email.title')} busy>
      <p role="status">{t('confirm_email.confirming')}</p>
    </AuthScreen>
  );
}
