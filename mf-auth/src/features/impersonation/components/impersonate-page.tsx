import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Card, FieldError, impersonate, usePortalServices } from '@portal/shared';
import { AuthScreen } from '../../../components/auth-screen';
import { useAuthTexts } from '../../../i18n/texts';
import { LOGIN_PATH } from '@portal/shared/routing';

/**
 * /impersonate/{token} (SPEC §4): signs in with the support token in session storage, marks
 * onboarding done, and goes to the user's first tenancy; the shell ends the session after 60 minutes
 * and marks it as impersonated.
 */
export function ImpersonatePage() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await impersonate(portal.clients, token);
        const path = await portal.afterSignIn();
        await navigate(path, { replace: true });
      } catch (error) {
        console.warn('[auth] impersonation failed', error);
        await portal.logout().catch(() => undefined);
        setFailed(true);
      }
    })();
  }, [navigate, portal, token]);
  return (
    <AuthScreen title={t('impersonate.title')} className="auth-standalone">
      {failed ? (
        <Card>
          <FieldError>{t('impersonate.failed')}</FieldError>
          <p>{t('common:errors.login_expired')}</p>
          <Link className="pui-button pui-button--primary" to={LOGIN_PATH}>
            {t('login.title')}
          </Link>
        </Card>
      ) : (
        <p role="status" aria-busy="true">
          {t('common:app.loading')}
        </p>
      )}
    </AuthScreen>
  );
}
