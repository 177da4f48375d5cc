import type { i18n as I18n } from 'i18next';
import { appTitle, type BrandTheme, isLanguage } from '@portal/shared';

/**
 * The browser tab's title: the brand's app title in the page's language (SPEC §1: "the tenancy app"
 * in English, "Beboer App" in Danish and Norwegian), following every language switch. The HTML's own
 * `<title>` is the build's, in no particular language.
 */
export function followLanguageInTitle(i18n: I18n, theme: BrandTheme, doc: Document = document): () => void {
  const apply = (language: string) => {
    doc.title = appTitle(theme, isLanguage(language) ? language : 'en');
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
  return () => i18n.off('languageChanged', apply);
}
