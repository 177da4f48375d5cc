import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router';
import {
  Button,
  changeLanguage,
  isLanguage,
  LANGUAGES,
  userAtom,
  currentUserAtom,
  tenanciesAtom,
  usePortalServices,
} from '@portal/shared';
import { updateProfile } from '../api/profile';
import { ChangeEmailForm } from '../../email-change/components/change-email-form';
import { useAuthTexts } from '../../../i18n/texts';
import { EnterCodePage } from '../../add-tenancy/components/enter-code-page';
import { ChangePasswordForm, DeleteAccount, EmailNotifications } from './profile-forms';
import { LOGIN_PATH } from '@portal/shared/routing';

/**
 * /t/{id}/profile (SPEC §2): user info, language, e-mail notifications, change e-mail (by a link to the
 * new address; the change logs out when it takes effect) and password, add tenancy, logout, delete
 * account (irreversible, confirmed). An account of a sign-in provider keeps the provider's e-mail and
 * has no password here. The same page is /profile, the account of a user without tenancies (in the
 * public layout): nothing on it needs one.
 */
export function ProfilePage() {
  const { t, i18n } = useAuthTexts();
  const portal = usePortalServices();
  const navigate = useNavigate();
  const user = useAtomValue(userAtom);
  const current = useAtomValue(currentUserAtom);
  const hasTenancies = useAtomValue(tenanciesAtom).length > 0;
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <main className="auth-page">
      <h1>{t('profile.title')}</h1>
      <section aria-labelledby="profile-user">
        <h2 id="profile-user">{t('profile.user_info')}</h2>
        <dl>
          {current?.name ? (
            <>
              <dt>{t('profile.name')}</dt>
              <dd>{current.name}</dd>
            </>
          ) : null}
          <dt>{t('email')}</dt>
          <dd data-testid="profile-email">{user?.email}</dd>
          <dt>{t('profile.login_method')}</dt>
          <dd>{user?.userType}</dd>
        </dl>
      </section>
      <section aria-labelledby="profile-language">
        <h2 id="profile-language">{t('profile.language')}</h2>
        <label>
          <span className="visually-hidden">{t('profile.language')}</span>
          <select
            value={language}
            onChange={(e) => {
              const value = e.target.value;
              if (!isLanguage(value)) return;
              void changeLanguage(i18n, value);
              // the profile keeps the language too (e-mails in the user's language)
              void updateProfile(portal.clients, { language: value }).catch(() => undefined);
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {t(`common:language.${l}`)}
              </option>
            ))}
          </select>
        </label>
      </section>
      <section aria-labelledby="profile-notifications">
        <h2 id="profile-notifications">{t('profile.notifications')}</h2>
        <EmailNotifications />
      </section>
      {user?.userType === 'email-password' ? (
        <>
          <section aria-labelledby="profile-email">
            <h2 id="profile-email">{t('profile.change_email')}</h2>
            <ChangeEmailForm />
          </section>
          <section aria-labelledby="profile-password">
            <h2 id="profile-password">{t('profile.change_password')}</h2>
            <ChangePasswordForm />
          </section>
        </>
      ) : user ? (
        <section aria-labelledby="profile-email">
          <h2 id="profile-email">{t('profile.change_email')}</h2>
          <p>{t('common:errors.email_from_provider')}</p>
        </section>
      ) : null}
      <section aria-labelledby="profile-add">
        <h2 id="profile-add">{t('profile.add_tenancy')}</h2>
        <p>{t(hasTenancies ? 'profile.add_tenancy_text' : 'profile.add_first_tenancy_text')}</p>
        <EnterCodePage embedded />
      </section>
      <Button variant="secondary" onClick={() => void portal.logout().then(() => navigate(LOGIN_PATH))}>
        {t('profile.logout')}
      </Button>
      <DeleteAccount />
    </main>
  );
}
