import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectedTenancyAtom, userAtom } from '@portal/shared';
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
    <main className="help-page">
      <h1>{t('shell:help.title')}</h1>
      <p>{t('shell:help.intro')}</p>
      <section aria-labelledby="help-faq">
        <h2 id="help-faq">{t('shell:help.faq')}</h2>
        {questions(Boolean(user?.accountHasStatements)).map(({ id, to }) => (
          <details key={id} className="help-page__question" data-question={id}>
            <summary>{t(`shell:help.q_${id}`)}</summary>
            <p>{t(`shell:help.a_${id}`)}</p>
            {to ? (
              <Link to={to.path.startsWith('/') ? to.path : `${base}/${to.path}`}>
                {t('shell:help.go_to', { page: t(to.label) })}
              </Link>
            ) : null}
          </details>
        ))}
      </section>
      <section aria-labelledby="help-contact">
        <h2 id="help-contact">{t('shell:help.contact')}</h2>
        <p>{t('shell:help.a_contact')}</p>
        {hasContact ? (
          <dl data-testid="help-contact">
            {contact?.phone ? (
              <>
                <dt>{t('shell:help.phone')}</dt>
                <dd>
                  <a href={`tel:${contact.phone.replace(/\s+/g, '')}`}>{contact.phone}</a>
                </dd>
              </>
            ) : null}
            {contact?.email ? (
              <>
                <dt>{t('shell:help.email')}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </dd>
              </>
            ) : null}
          </dl>
        ) : (
          <p>{t('shell:help.contact_none')}</p>
        )}
      </section>
    </main>
  );
}
