import { type MouseEvent, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  EmptyState,
  LoadingRegion,
  SkeletonText,
  formatDateRange,
  isLanguage,
  notify,
  period,
  type Language,
  usePortalClients,
} from '@portal/shared';
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
    <main className="mfs-page" aria-labelledby="mfs-title">
      <h1 id="mfs-title" className="mfs-title">
        {t('title')}
      </h1>
      <p className="mfs-intro">{t('intro')}</p>
      <LoadingRegion loading={query.isPending} label={t('loading')} placeholder={<SkeletonText lines={6} />}>
        {query.isError ? (
          <div role="alert" className="mfs-error">
            <p>{t('error')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : statements.length === 0 ? (
          <EmptyState title={t('empty.title')} description={t('empty.description')} illustration={<DocumentIcon />} />
        ) : (
          <ul className="mfs-list">
            {statements.map((statement) => (
              <StatementItem key={statement.id} statement={statement} tenancyId={tenancyId} language={language} />
            ))}
          </ul>
        )}
      </LoadingRegion>
    </main>
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
    <li className="mfs-item" data-statement-id={statement.id}>
      <h2 className="mfs-item__period">{label}</h2>
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
        <DownloadIcon />
        {preparing ? t('preparing') : t('download')}
      </a>
    </li>
  );
}

function DocumentIcon() {
  return (
    <svg width="48" height="48" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
    </svg>
  );
}

export default StatementsPage;
