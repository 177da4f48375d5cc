import { Link, useNavigate } from 'react-router';
import { Button, Card, usePortalServices } from '@portal/shared';
import { AddTenancyIcon, LogoutIcon, ProfileIcon } from '@portal/shared/icons';
import { AuthScreen } from '../../../components/auth-screen';
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
  // Cards without named regions: one named "Enter activation code" would answer to the code field's label too.
  return (
    <AuthScreen title={t('no_tenancies.title')} intro={t('no_tenancies.text')}>
      <Card title={t('no_tenancies.enter_code')} icon={<AddTenancyIcon size={18} />}>
        <EnterCodePage embedded />
      </Card>
      <Card title={t('no_tenancies.account')} icon={<ProfileIcon size={18} />}>
        <p className="auth-fine">{t('no_tenancies.account_text')}</p>
        <div className="auth-inline-actions">
          <Link className="pui-button pui-button--secondary" to={paths.profile.getHref()}>
            {t('no_tenancies.profile')}
          </Link>
          <Button variant="text" onClick={() => void portal.logout().then(() => navigate(LOGIN_PATH))}>
            <LogoutIcon size={18} aria-hidden="true" />
            {t('no_tenancies.logout')}
          </Button>
        </div>
      </Card>
    </AuthScreen>
  );
}
