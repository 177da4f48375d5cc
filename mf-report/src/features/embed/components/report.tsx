import { Suspense, useEffect, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { brandTheme, createI18n, isLanguage, loadTexts, themeVariables, type Language } from '@portal/shared';
import { reportTexts } from '../../../i18n/texts';
import { embedReportSource } from '../../report/api/report-source';
import { ReportWidget } from '../../report/components/report-widget';

/** The bundle's public path at run time (set by rspack): where this build is served. */
declare const __webpack_public_path__: string;

/**
 * The props contract of the embeddable report (docs/decisions/0143), for a landlord's own Module
 * Federation host (`tenant_report/Report`) and for the `<tenant-report>` custom element.
 */
export interface ReportProps {
  /** The report code from the link the tenant received (`/report/{code}`). */
  code: string;
  /** `en`, `da` or `nb`; anything else shows English. */
  language?: string;
  /** `norway`, `denmark` or `partner`; by default the brand of the report's property. */
  brand?: string;
  /**
   * Heading level of the report's title, to fit the host page's outline (default 2: the host page
   * has its own h1).
   */
  headingLevel?: 1 | 2;
}

/** Where this build is served from (the folder of its files). */
export function buildBase(): string {
  try {
    return new URL(__webpack_public_path__, document.baseURI).href;
  } catch {
    return document.baseURI;
  }
}

const languageOf = (value: string | undefined): Language => (isLanguage(value) ? value : 'en');

/**
 * The monthly report as a self-contained React component: it brings its own query cache and texts and
 * needs nothing from the portal. The data service is the one named by the `config.json` deployed
 * beside the report remote.
 */
export function Report({ code, language, brand, headingLevel = 2 }: ReportProps) {
  const lng = languageOf(language);
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  const [i18n] = useState(() => {
    const instance = createI18n(lng);
    void loadTexts(instance, reportTexts).catch(() => undefined);
    return instance;
  });
  const [source] = useState(() => {
    // The remote's root is the folder above `embed/`.
    const remoteRoot = new URL('../', buildBase()).href;
    let pending: ReturnType<typeof embedReportSource> | null = null;
    return () => (pending ??= embedReportSource(remoteRoot));
  });

  useEffect(() => {
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
  }, [i18n, lng]);

  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        {/* the report's texts arrive in its language before it shows */}
        {/* A landlord's page has no portal theme: the brand's variables (or the default brand's) are set
            here, so the report's loading and error states take the theme's colours too. */}
        <div style={themeVariables(brandTheme(brand))}>
          <Suspense fallback={null}>
            <ReportWidget code={code} language={lng} brand={brand} source={source} headingLevel={headingLevel} />
          </Suspense>
        </div>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

export default Report;
