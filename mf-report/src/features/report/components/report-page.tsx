import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LANGUAGES, type Language, changeLanguage, isLanguage } from '@portal/shared';
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

  useEffect(() => {
    document.title = t('title');
    document.documentElement.lang = language;
  }, [t, language]);

  return (
    <main className="mfr-page">
      <nav className="mfr-languages" aria-label={t('language')}>
        {LANGUAGES.map((l) => (
          <button
            key={l}
            type="button"
            className="mfr-language"
            lang={l}
            aria-pressed={l === language}
            onClick={() => void changeLanguage(i18n, l)}
          >
            {t(`common:language.${l}`)}
          </button>
        ))}
      </nav>
      <ReportWidget code={code} language={language} source={portalReportSource} />
    </main>
  );
}

export default ReportPage;
