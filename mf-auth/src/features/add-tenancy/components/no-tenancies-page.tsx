import { Link, useNavigate } from 'react-router';
import { Button, usePortalServices } from '@portal/shared';
import { useAuthTexts } from '../../../i18n/texts';
import { EnterCodePage } from './enter-code-page';
import { LOGIN_PATH } from '@portal/shared/routing';
import { paths } from '../../../paths';

/**
 * /no-tenancies (SPEC §2): a signed-in user without tenancies (none yet, or no longer) adds one with a
 * code, reaches their account's settings (/profile), or logs out.
 */
export function NoTenanciesPage() {
  const { t } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  return (
    <main className="auth-page">
      <h1>{t('no_tenancies.title')}</h1>
      <p>{t('no_tenancies.text')}</p>
      <h2>{t('no_tenancies.enter_code')}</h2>
      <EnterCodePage embedded />
      <h2>{t('no_tenancies.account')}</h2>
      <p>{t('no_tenancies.account_text')}</p>
      <p>
        <Link to={paths.profile.getHref()}>{t('no_tenancies.profile')}</Link>
      </p>
      <Button variant="secondary" onClick={() => void portal.logout().then(() => navigate(LOGIN_PATH))}>
        {t('no_tenancies.logout')}
      </Button>
    </main>
  );
}
