import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../layout/language-panel';

/** Standalone policy pages (SPEC §2: /data-policy, /cookie-policy), readable without signing in. */
function PolicyPage({ kind }: { kind: 'data_policy' | 'cookie_policy' }) {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <div className="standalone-page">
      <header className="public-header">
        <Link to="/">{t('shell:home')}</Link>
        <LanguageSwitcher />
      </header>
      <main>
        <h1>{t(`shell:${kind}.title`)}</h1>
        <p>{t(`shell:${kind}.body`)}</p>
      </main>
    </div>
  );
}

export const DataPolicyPage = () => <PolicyPage kind="data_policy" />;
export const CookiePolicyPage = () => <PolicyPage kind="cookie_policy" />;
