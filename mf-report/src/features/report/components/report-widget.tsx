import { type MouseEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, LoadingRegion, Skeleton, SkeletonText, type Language } from '@portal/shared';
import { DownloadIcon } from '@portal/shared/icons';
import { useReportTranslation } from '../../../i18n/texts';
import { type ReportSource, getReportQueryOptions, isUnavailable, useReport } from '../api/get-report';
import { reportBrand } from '../report-figures';
import { isSignedUrlFresh, reportPdfHref } from '../report-pdf-link';
import { ReportView } from './report-view';

export interface ReportWidgetProps {
  code: string;
  language: Language;
  /** The brand to show; by default the brand of the report's property. */
  brand?: string | null;
  /** Where the report is read from (resolved once per widget). */
  source: () => Promise<ReportSource>;
  headingLevel?: 1 | 2;
}

/** Loads a report by code and shows it, its loading state, or SPEC §8's unavailable text. */
export function ReportWidget({ code, language, brand, source, headingLevel = 1 }: ReportWidgetProps) {
  const { t } = useReportTranslation();
  const queryClient = useQueryClient();
  const query = useReport(code, source);
  const [preparing, setPreparing] = useState(false);
  const [pdfFailed, setPdfFailed] = useState(false);

  if (query.isError) {
    const unavailable = isUnavailable(query.error);
    return (
      <div className="mfr-report mfr-report--message" role={unavailable ? undefined : 'alert'}>
        {unavailable ? (
          <>
            {headingLevel === 1 ? <h1>{t('unavailableTitle')}</h1> : <h2>{t('unavailableTitle')}</h2>}
            <p data-testid="report-unavailable">{t('common:errors.report_unavailable')}</p>
          </>
        ) : (
          <>
            <p>{t('error')}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          </>
        )}
      </div>
    );
  }

  const report = query.data;
  const theme = reportBrand(brand ?? report?.brand);

  // The service's file, in the page's language. Its link is signed for 10 minutes: a page open longer
  // asks for the report again (a fresh link) before the download starts.
  const downloadPdf = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (!report || isSignedUrlFresh(report.pdfUrl)) return;
    event.preventDefault();
    setPreparing(true);
    setPdfFailed(false);
    try {
      const fresh = await queryClient.fetchQuery({ ...getReportQueryOptions(code, source), staleTime: 0 });
      window.location.assign(reportPdfHref(fresh.pdfUrl, language));
    } catch (error) {
      console.error('[mf-report] the PDF link could not be renewed', error);
      setPdfFailed(true);
    } finally {
      setPreparing(false);
    }
  };

  return (
    <LoadingRegion
      loading={query.isPending}
      label={t('loading')}
      placeholder={
        <div className="mfr-report">
          <Skeleton height="2rem" width="60%" />
          <SkeletonText lines={8} />
        </div>
      }
    >
      {report && (
        <ReportView
          report={report}
          language={language}
          brand={theme}
          headingLevel={headingLevel}
          actions={
            <>
              <a
                className="pui-button pui-button--primary"
                href={reportPdfHref(report.pdfUrl, language)}
                aria-busy={preparing || undefined}
                onClick={(event) => void downloadPdf(event)}
              >
                <DownloadIcon size={18} aria-hidden="true" />
                {preparing ? t('pdf.preparing') : t('pdf.download')}
              </a>
              {pdfFailed && (
                <p role="alert" className="mfr-error">
                  {t('pdf.failed')}
                </p>
              )}
            </>
          }
        />
      )}
    </LoadingRegion>
  );
}
