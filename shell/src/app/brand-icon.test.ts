import { describe, expect, it } from 'vitest';
import { BRAND_THEMES, BRANDS, LANGUAGES } from '@portal/shared';
import { applyBrandToHead, linkWebAppManifest } from './brand-head';
import { brandIconSvg, webAppManifest, webAppManifestPath } from './brand-icon';

describe('the installable web app', () => {
  it("each brand's manifest in each language: the app title in that language, the brand's colours, icons of 192 and 512 px, maskable too", () => {
    for (const brand of BRANDS) {
      for (const language of LANGUAGES) {
        const theme = BRAND_THEMES[brand];
        const manifest = webAppManifest(theme, language) as {
          name: string;
          lang: string;
          start_url: string;
          display: string;
          theme_color: string;
          icons: Array<{ src: string; sizes: string; purpose: string; type: string }>;
        };
        expect(manifest.name).toBe(theme.title[language]);
        expect(manifest.lang).toBe(language);
        expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
        expect(manifest.theme_color).toBe(theme.colours.primary);
        for (const purpose of ['any', 'maskable'])
          for (const sizes of ['192x192', '512x512'])
            expect(manifest.icons).toContainEqual(expect.objectContaining({ sizes, purpose, type: 'image/png' }));
        expect(manifest.icons.every((icon) => icon.src.startsWith(`/icons/${brand}-`))).toBe(true);
      }
    }
    expect(webAppManifest(BRAND_THEMES.partner, 'en').name).toBe('the tenancy app');
    expect(webAppManifest(BRAND_THEMES.denmark, 'da').name).toBe('Beboer App');
  });

  it('the maskable icon fills its square (the platform cuts the shape); the tab icon has round corners', () => {
    expect(brandIconSvg('#002a5c', '#fff', { maskable: true })).not.toContain('rx=');
    expect(brandIconSvg('#002a5c', '#fff')).toContain("rx='6'");
  });

  it("the page links the brand's manifest in the page's language, and follows a change of language", () => {
    applyBrandToHead(BRAND_THEMES.denmark, document, 'da');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      webAppManifestPath('denmark', 'da'),
    );
    linkWebAppManifest(BRAND_THEMES.denmark, 'en');
    expect(document.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest/denmark.en.webmanifest',
    );
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/icons/denmark-192.png');
  });
});
