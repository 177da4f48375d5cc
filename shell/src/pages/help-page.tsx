import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Page, selectedTenancyAtom, userAtom } from '@portal/shared';
import { HelpIcon } from '@portal/shared/icons';
import { TENANCIES_PATH, dashboardPath } from '@portal/shared/routing';

interface Question {
  id: string;
  /** Where the answer leads: a tenancy page (relative to `/t/{id}/`) or a standalone page. */
  to?: { path: string; label: string };
}

/** The questions of the help page, in order; each answer may lead to the screen it talks about. */
function questions(hasStatements: boolean): Question[] {
  return [
    { id: 'data' },
    { id: 'rating', to: { path: '', label: 'common:menu.consumption' } },
    { id: 'compare' },
    { id: 'alarms', to: { path: 'alarms', label: 'common:menu.alarms' } },
    ...(hasStatements ? [{ id: 'statements', to: { path: 'statements', label: 'common:menu.statements' } }] : []),
    { id: 'invite', to: { path: 'settings', label: 'common:menu.tenancy_info' } },
    { id: 'privacy', to: { path: '/data-policy', label: 'shell:data_policy.title' } },
  ];
}

/**
 * /t/{id}/help (SPEC §2): answers to the questions tenants ask most, each leading to its screen, and
 * whom to contact: the landlord's details of the selected tenancy.
 */
export function HelpPage() {
  const { t } = useTranslation(['shell', 'common']);
  const tenancy = useAtomValue(selectedTenancyAtom);
  const user = useAtomValue(userAtom);
  const base = tenancy ? dashboardPath(tenancy.id) : TENANCIES_PATH;
  const contact = tenancy?.contactDetails;
  const hasContact = Boolean(contact?.phone || contact?.email);
  return (
    <Page
      title={t('shell:help.title')}
      subtitle={t('shell:help.intro')}
      icon={<HelpIcon size={22} aria-hidden="true" />}
      className="help-page"
    >
      <Card title={t('shell:help.faq')} titleId="help-faq">
        <div className="help-page__questions">
          {questions(Boolean(user?.accountHasStatements)).map(({ id, to }) => (
            <details key={id} className="help-page__question" data-question={id}>
              <summary>{t(`shell:help.q_${id}`)}</summary>
              <div className="help-page__answer">
                <p>{t(`shell:help.a_${id}`)}</p>
                {to ? (
                  <Link to={to.path.startsWith('/') ? to.path : `${base}/${to.path}`}>
                    {t('shell:help.go_to', { page: t(to.label) })}
                  </Link>
                ) : null}
              </div>
            </details>
          ))}
        </div>
      </Card>
      <Card title={t('shell:help.contact')} titleId="help-contact">
        <p>{t('shell:help.a_contact')}</p>
        {hasContact ? (
          <dl className="help-page__contact" data-testid="help-contact">
            {contact?.phone ? (
              <div>
                <dt>{t('shell:help.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                </dd>
              </div>
            ) : null}
            {contact?.email ? (
              <div>
                <dt>{t('shell:help.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </div>
            ) : null}
          </dl>
        ) : (
          <p className="pui-muted">{t('shell:help.contact_none')}</p>
        )}
      </Card>
    </Page>
  );
}
