import { describe, expect, it } from 'vitest';
import { createStore } from 'jotai';
import { brandTheme, createI18n, pageTitleAtom } from '@portal/shared';
import { documentTitle, followTitle } from './document-title';

describe('the browser tab title', () => {
  it("is the brand's app title in the page's language, and follows a language switch", async () => {
    const i18n = createI18n('en');
    const stop = followTitle(i18n, brandTheme('denmark'), createStore());
    expect(document.title).toBe('the tenancy app');
    await i18n.changeLanguage('da');
    expect(document.title).toBe('Beboer App');
    await i18n.changeLanguage('nb');
    expect(document.title).toBe('Beboer App');
    await i18n.changeLanguage('en');
    expect(document.title).toBe('the tenancy app');
    stop();
    await i18n.changeLanguage('da');
    expect(document.title).toBe('the tenancy app');
  });

  it('names the current screen before the app, and drops it when the screen goes', async () => {
    const i18n = createI18n('en');
    const store = createStore();
    const stop = followTitle(i18n, brandTheme('norway'), store);
    store.set(pageTitleAtom, 'Heat');
    expect(document.title).toBe('Heat · the tenancy app');
    // a screen sets its title in the new language after a switch
    await i18n.changeLanguage('nb');
    store.set(pageTitleAtom, 'Varme');
    expect(document.title).toBe('Varme · Beboer App');
    store.set(pageTitleAtom, null);
    expect(document.title).toBe('Beboer App');
    stop();
    expect(documentTitle(null, 'Beboer App')).toBe('Beboer App');
  });
});
