import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { FieldError, impersonate, usePortalServices } from '@portal/shared';
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
    <main className="auth-page standalone-page">
      <h1>{t('impersonate.title')}</h1>
      {failed ? (
        <>
          <FieldError>{t('impersonate.failed')}</FieldError>
          <p>{t('common:errors.login_expired')}</p>
          <Link to={LOGIN_PATH}>{t('login.title')}</Link>
        </>
      ) : (
        <p role="status" aria-busy="true">
          {t('common:app.loading')}
        </p>
      )}
    </main>
  );
}
