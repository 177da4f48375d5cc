import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Page } from '@portal/shared';
import { PrivacyIcon } from '@portal/shared/icons';
import { COOKIE_POLICY_PATH, DATA_POLICY_PATH } from '@portal/shared/routing';
import { StandaloneLayout } from '../layout/brand';

type Policy = 'data_policy' | 'cookie_policy';
const OTHER: Record<Policy, { kind: Policy; path: string }> = {
  data_policy: { kind: 'cookie_policy', path: COOKIE_POLICY_PATH },
  cookie_policy: { kind: 'data_policy', path: DATA_POLICY_PATH },
};

/** Standalone policy pages (SPEC §2: /data-policy, /cookie-policy), readable without signing in. */
function PolicyPage({ kind }: { kind: Policy }) {
  const { t } = useTranslation(['shell', 'common']);
  const other = OTHER[kind];
  return (
    <StandaloneLayout>
      <Page
        title={t(`shell:${kind}.title`)}
        icon={<PrivacyIcon size={22} aria-hidden="true" />}
        className="policy-page"
      >
        <Card>
          <p>{t(`shell:${kind}.body`)}</p>
        </Card>
        <p>
          <Link to={other.path}>{t(`shell:${other.kind}.title`)}</Link>
        </p>
      </Page>
    </StandaloneLayout>
  );
}

export const DataPolicyPage = () => <PolicyPage kind="data_policy" />;
export const CookiePolicyPage = () => <PolicyPage kind="cookie_policy" />;
