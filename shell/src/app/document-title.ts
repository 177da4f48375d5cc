import type { i18n as I18n } from 'i18next';
import type { createStore } from 'jotai';
import { appTitle, type BrandTheme, isLanguage, pageTitleAtom } from '@portal/shared';

type Store = ReturnType<typeof createStore>;

/** The tab's text: the page's title before the app's ("Heat · the tenancy app"), or the app's alone. */
export function documentTitle(page: string | null, app: string): string {
  return page ? `${page} · ${app}` : app;
}

/**
 * The browser tab's title: the current screen's title (what its heading says, `usePageMeta`) and the
 * brand's app title in the page's language (SPEC §1: "the tenancy app" in English, "Beboer App" in
 * Danish and Norwegian), following every language switch and every navigation. The HTML's own
 * `<title>` is the build's, in no particular language.
 */
export function followTitle(i18n: I18n, theme: BrandTheme, store: Store, doc: Document = document): () => void {
  const apply = () => {
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    doc.title = documentTitle(store.get(pageTitleAtom), appTitle(theme, language));
  };
  apply();
  i18n.on('languageChanged', apply);
  const unsubscribe = store.sub(pageTitleAtom, apply);
  return () => {
    i18n.off('languageChanged', apply);
    unsubscribe();
  };
}
