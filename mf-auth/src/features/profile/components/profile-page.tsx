import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Button,
  Card,
  changeLanguage,
  isLanguage,
  LANGUAGES,
  Page,
  SelectField,
  userAtom,
  currentUserAtom,
  tenanciesAtom,
  usePortalServices,
} from '@portal/shared';
import {
  AddTenancyIcon,
  DangerIcon,
  EmailIcon,
  LanguageIcon,
  LogoutIcon,
  PasswordIcon,
  ProfileIcon,
} from '@portal/shared/icons';
import { updateProfile } from '../api/profile';
import { ChangeEmailForm } from '../../email-change/components/change-email-form';
import { useAuthStyles } from '../../../components/styles';
import { useAuthTexts } from '../../../i18n/texts';
import { EnterCodePage } from '../../add-tenancy/components/enter-code-page';
import { signInMethodName } from '../sign-in-method';
import { ChangePasswordForm, DeleteAccount, EmailNotifications } from './profile-forms';
import { LOGIN_PATH } from '@portal/shared/routing';

/**
 * /t/{id}/profile (SPEC §2): user info, language, e-mail notifications, change e-mail (by a link to the
 * new address; the change logs out when it takes effect) and password, add tenancy, logout, delete
 * account (irreversible, confirmed). An account of a sign-in provider keeps the provider's e-mail and
 * has no password here. The same page is /profile, the account of a user without tenancies (in the
 * public layout): nothing on it needs one.
 *
 * Cards per subject, in two columns where the screen is wide enough; logging out is an everyday
 * action in the header, deleting the account sits apart at the end, in the danger zone.
 */
export function ProfilePage() {
  useAuthStyles();
  const { t, i18n } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const current = useAtomValue(currentUserAtom);
  const hasTenancies = useAtomValue(tenanciesAtom).length > 0;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const withPassword = user?.userType === 'email-password';
  const logout = (
    <Button variant="secondary" onClick={() => void portal.logout().then(() => navigate(LOGIN_PATH))}>
      <LogoutIcon size={18} aria-hidden="true" />
      {t('profile.logout')}
    </Button>
  );
  return (
    <Page title={t('profile.title')} icon={<ProfileIcon size={22} />} actions={logout}>
      <div className="auth-columns">
        <div>
          <Card title={t('profile.user_info')} titleId="profile-user" icon={<ProfileIcon size={18} />}>
            <dl className="auth-dl">
              {current?.name ? (
                <div>
                  <dt>{t('profile.name')}</dt>
                  <dd>{current.name}</dd>
                </div>
              ) : null}
              <div>
                <dt>{t('email')}</dt>
                <dd data-testid="profile-email">{user?.email}</dd>
              </div>
              <div>
                <dt>{t('profile.login_method')}</dt>
                <dd data-testid="profile-sign-in-method">{signInMethodName(t, user?.userType)}</dd>
              </div>
            </dl>
          </Card>
          <Card title={t('profile.preferences')} titleId="profile-preferences" icon={<LanguageIcon size={18} />}>
            <SelectField
              label={t('profile.language')}
              value={language}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
              onChange={(e) => {
                const value = e.target.value;
                if (!isLanguage(value)) return;
                void changeLanguage(i18n, value);
                // the profile keeps the language too (e-mails in the user's language)
                void updateProfile(portal.clients, { language: value }).catch(() => undefined);
              }}
            />
            <EmailNotifications />
          </Card>
          <Card title={t('profile.add_tenancy')} titleId="profile-add" icon={<AddTenancyIcon size={18} />}>
            <p className="auth-fine">
              {t(hasTenancies ? 'profile.add_tenancy_text' : 'profile.add_first_tenancy_text')}
            </p>
            <EnterCodePage embedded />
          </Card>
        </div>
        <div>
          {user ? (
            <Card title={t('profile.change_email')} titleId="profile-change-email" icon={<EmailIcon size={18} />}>
              {withPassword ? <ChangeEmailForm /> : <p>{t('common:errors.email_from_provider')}</p>}
            </Card>
          ) : null}
          {withPassword ? (
            <Card title={t('profile.change_password')} titleId="profile-password" icon={<PasswordIcon size={18} />}>
              <ChangePasswordForm />
            </Card>
          ) : null}
        </div>
      </div>
      <Card
        tone="danger"
        accent="var(--portal-error)"
        title={t('profile.danger')}
        titleId="profile-danger"
        icon={<DangerIcon size={18} />}
        data-testid="profile-danger-zone"
      >
        <div className="auth-danger-actions">
          <p>{t('profile.danger_text')}</p>
          <DeleteAccount />
        </div>
      </Card>
    </Page>
  );
}
