import { useState } from 'react';
import { Button, LoadingRegion, Skeleton, SkeletonText, type Language } from '@portal/shared';
import { useReportTranslation } from '../../../i18n/texts';
import { type ReportSource, isUnavailable, useReport } from '../api/get-report';
import { reportBrand } from '../report-figures';
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

  const downloadPdf = async () => {
    if (!report) return;
    setPreparing(true);
    setPdfFailed(false);
    try {
      const { reportPdf, saveFile } = await import('../report-pdf');
      const bytes = reportPdf(report, language, theme, t);
      const slug = t('pdf.fileName', { month: report.periodStart.slice(0, 7) });
      saveFile(bytes, `${slug}.pdf`);
    } catch (error) {
      console.error('[mf-report] the PDF could not be created', error);
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
              <Button variant="primary" onClick={() => void downloadPdf()} loading={preparing}>
                {preparing ? t('pdf.preparing') : t('pdf.download')}
              </Button>
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
