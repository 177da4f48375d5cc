import { type MouseEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  EmptyState,
  LoadingRegion,
  Page,
  SkeletonText,
  formatDateRange,
  isLanguage,
  notify,
  period,
  type Language,
  usePortalClients,
} from '@portal/shared';
import { DownloadIcon, StatementsIcon } from '@portal/shared/icons';
import { useStatementsTranslation } from '../../../i18n/texts';
import { type AllocationStatement, inLanguage, isSignedUrlFresh } from '../statements';
import { getAllocationStatementsQueryOptions, useAllocationStatements } from '../api/get-allocation-statements';
import './statements.css';

function useLanguage(language: string): Language {
  const short = language.slice(0, 2);
  return isLanguage(short) ? short : 'en';
}

function statementPeriod(statement: AllocationStatement, language: Language): string {
  try {
    return formatDateRange(period(statement.periodStartDate, statement.periodEndDate), language);
  } catch {
    return `${statement.periodStartDate} – ${statement.periodEndDate}`;
  }
}

/** `/t/{id}/statements`: the yearly allocation statements, newest first, each downloadable (SPEC §2). */
export function StatementsPage() {
  const { tenancyId = '' } = useParams();
  const { t, i18n } = useStatementsTranslation();
  const language = useLanguage(i18n.language);
  const query = useAllocationStatements(tenancyId);
  const statements = query.data ?? [];

  return (
    <Page title={t('title')} subtitle={t('intro')} icon={<StatementsIcon size={22} />}>
      <LoadingRegion loading={query.isPending} label={t('loading')} placeholder={<SkeletonText lines={6} />}>
        {query.isError ? (
          <Card>
            <div role="alert" className="mfs-error">
              <p>{t('error')}</p>
              <Button variant="secondary" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            </div>
          </Card>
        ) : statements.length === 0 ? (
          <Card>
            <EmptyState
              title={t('empty.title')}
              description={t('empty.description')}
              illustration={
                <span className="pui-icon-badge mfs-empty-icon">
                  <StatementsIcon size={28} />
                </span>
              }
            />
          </Card>
        ) : (
          <ul className="mfs-list">
            {statements.map((statement) => (
              <StatementItem key={statement.id} statement={statement} tenancyId={tenancyId} language={language} />
            ))}
          </ul>
        )}
      </LoadingRegion>
    </Page>
  );
}

function StatementItem({
  statement,
  tenancyId,
  language,
}: {
  statement: AllocationStatement;
  tenancyId: string;
  language: Language;
}) {
  const { t } = useStatementsTranslation();
  const queryClient = useQueryClient();
  const clients = usePortalClients();
  const [preparing, setPreparing] = useState(false);
  const label = statementPeriod(statement, language);

  // The link is signed and expires (10 minutes): an old one is replaced by a fresh one before use.
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (isSignedUrlFresh(statement.url)) return;
    event.preventDefault();
    setPreparing(true);
    try {
      const fresh = await queryClient.fetchQuery({
        ...getAllocationStatementsQueryOptions(clients, tenancyId),
        staleTime: 0,
      });
      const url = fresh.find((s) => s.id === statement.id)?.url;
      if (!url) throw new Error('Statement not found');
      window.location.assign(inLanguage(url, language));
    } catch {
      void notify.error(t('downloadFailed'));
    } finally {
      setPreparing(false);
    }
  };

  return (
    <li className="pui-card mfs-item" data-statement-id={statement.id}>
      <div className="mfs-item__head">
        <span className="pui-icon-badge pui-icon-badge--small" aria-hidden="true">
          <StatementsIcon size={18} />
        </span>
        <h2 className="mfs-item__period">{label}</h2>
      </div>
      <dl className="mfs-item__facts">
        <div>
          <dt>{t('period')}</dt>
          <dd>{label}</dd>
        </div>
        <div>
          <dt>{t('expenseTypes')}</dt>
          <dd>
            {statement.expenseTypes.length
              ? statement.expenseTypes.map((type) => t(`expense.${type}`, { defaultValue: type })).join(', ')
              : '–'}
          </dd>
        </div>
        <div>
          <dt>{t('file')}</dt>
          <dd className="mfs-item__file">{statement.fileName}</dd>
        </div>
      </dl>
      <a
        className="pui-button pui-button--primary mfs-item__download"
        href={inLanguage(statement.url, language)}
        download={statement.fileName}
        aria-label={t('downloadLabel', { period: label })}
        aria-busy={preparing}
        onClick={(event) => void download(event)}
      >
        <DownloadIcon size={18} aria-hidden="true" />
        {preparing ? t('preparing') : t('download')}
      </a>
    </li>
  );
}

export default StatementsPage;
