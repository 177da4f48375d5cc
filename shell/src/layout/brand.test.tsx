import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { brandTheme, type BrandTheme, type Language, type PortalServices } from '@portal/shared';
import { createTestI18n } from '@portal/shared/test-utils';
import en from '../i18n/en';
import da from '../i18n/da';
import nb from '../i18n/nb';
import { ShellProvider } from '../session/services-context';
import { fakeDeps } from '../session/test-fakes';
import { BrandMark, StandaloneLayout, StoreLinks } from './brand';

function renderWith(ui: React.ReactNode, { theme = brandTheme('norway'), language = 'en' as Language } = {}) {
  const deps = fakeDeps({});
  const services = { clients: deps.clients } as unknown as PortalServices;
  const i18n = createTestI18n(language, { shell: { en, da, nb } });
  render(
    <I18nextProvider i18n={i18n}>
      <ShellProvider
        value={{ services, deps, theme, languages: { defaultLanguage: 'en', available: ['en', 'da', 'nb'] } }}
      >
        <MemoryRouter>{ui}</MemoryRouter>
      </ShellProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the brand (SPEC §1)', () => {
  it("names the brand's app in the page's language", () => {
    renderWith(<BrandMark />, { language: 'nb' });
    expect(screen.getByText('Beboer App')).toBeTruthy();
    cleanup();
    renderWith(<BrandMark />, { theme: brandTheme('partner') });
    expect(screen.getByText('the tenancy app')).toBeTruthy();
  });

  it('links to the stores the deployment configured, and shows nothing without them', () => {
    const links: BrandTheme['storeLinks'] = { appStore: 'https://apps.apple.com/dk/app/id1', googlePlay: null };
    renderWith(<StoreLinks />, { theme: brandTheme('denmark', { storeLinks: links }), language: 'da' });
    const section = screen.getByRole('region', { name: 'Hent Beboer App på din telefon' });
    expect(within(section).getByRole('link', { name: 'Hent i App Store' }).getAttribute('href')).toBe(links.appStore);
    expect(within(section).queryByRole('link', { name: /Google Play/ })).toBeNull();
    cleanup();
    renderWith(<StoreLinks />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('gives a standalone page the way home and the language panel, each language under its own name', () => {
    renderWith(
      <StandaloneLayout>
        <h1>policy</h1>
      </StandaloneLayout>,
    );
    expect(screen.getByRole('link', { name: 'the tenancy app , Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByTestId('language-switcher'));
    const dialog = screen.getByRole('dialog', { name: 'Language' });
    const options = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('lang'))
      .map((b) => b.textContent);
    expect(options).toEqual(['English', 'Dansk, Danish', 'Norsk bokmål, Norwegian Bokmål']);
    expect(within(dialog).getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
  });
});
