import { describe, expect, it } from 'vitest';
import { brandTheme, createI18n } from '@portal/shared';
import { followLanguageInTitle } from './document-title';

describe('the browser tab title', () => {
  it("is the brand's app title in the page's language, and follows a language switch", async () => {
    const i18n = createI18n('en');
    const stop = followLanguageInTitle(i18n, brandTheme('denmark'));
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
});
