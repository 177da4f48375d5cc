import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LANGUAGES, type Language, SegmentedControl, changeLanguage, isLanguage, usePageMeta } from '@portal/shared';
import { useReportTranslation } from '../../../i18n/texts';
import { portalReportSource } from '../api/report-source';
import { ReportWidget } from './report-widget';
import './report.css';

/**
 * `/report/{code}` (SPEC §2, standalone, no login): the monthly report of one unit. `?language=da`
 * (a link in a Danish e-mail) picks the language; the switcher changes and stores it.
 */
export function ReportPage() {
  const { code = '' } = useParams();
  const [search] = useSearchParams();
  const { t, i18n } = useReportTranslation();
  const wanted = search.get('language');
  const current = i18n.language.slice(0, 2);
  const language: Language = isLanguage(current) ? current : 'en';

  useEffect(() => {
    if (isLanguage(wanted) && wanted !== i18n.language) void changeLanguage(i18n, wanted);
  }, [wanted, i18n]);

  // The tab: "Monthly consumption report · Beboer App" (the shell adds the app's title).
  usePageMeta(t('title'));
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <main className="pui-page mfr-page">
      <SegmentedControl
        className="mfr-languages"
        legend={t('language')}
        hideLegend
        options={LANGUAGES.map((l) => ({ value: l, label: <span lang={l}>{t(`common:language.${l}`)}</span> }))}
        value={language}
        onChange={(l) => void changeLanguage(i18n, l)}
      />
      <ReportWidget code={code} language={language} source={portalReportSource} />
    </main>
  );
}

export default ReportPage;
