import { describe, expect, it } from 'vitest';
import {
  applyBrandTheme,
  appTitle,
  BRAND_THEMES,
  BRANDS,
  brandTheme,
  QUANTITY_COLOURS,
  quantityColour,
  RATING_SCALE_COLOURS,
  themeVariables,
} from './theme';
import { CONSUMPTION_QUANTITIES, INDOOR_CLIMATE_QUANTITIES } from '@portal/domain';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
};

describe('brand themes (SPEC §1)', () => {
  it('has three brands with the app titles of SPEC', () => {
    expect(BRANDS).toHaveLength(3);
    for (const brand of BRANDS) {
      expect(appTitle(BRAND_THEMES[brand], 'en')).toBe('the tenancy app');
      expect(appTitle(BRAND_THEMES[brand], 'da')).toBe('Beboer App');
      expect(appTitle(BRAND_THEMES[brand], 'nb')).toBe('Beboer App');
    }
  });

  it('uses green for success and red for errors in every brand', () => {
    for (const brand of BRANDS) {
      expect(BRAND_THEMES[brand].colours.success).toBe('#1e7f3c');
      expect(BRAND_THEMES[brand].colours.error).toBe('#b3261e');
    }
  });

  it.each(BRANDS)('%s meets WCAG AA contrast for text and buttons', (brand) => {
    const c = BRAND_THEMES[brand].colours;
    expect(contrast(c.primary, c.onPrimary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.text, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.muted, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.primary, c.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.success, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // a badge's text (its tone darkened: 80 % with black) on its tinted background (12 % of the tone)
    const mix = (a: string, b: string, share: number) =>
      '#' +
      [1, 3, 5]
        .map((i) => Math.round(parseInt(a.slice(i, i + 2), 16) * share + parseInt(b.slice(i, i + 2), 16) * (1 - share)))
        .map((v) => v.toString(16).padStart(2, '0'))
        .join('');
    for (const tone of [c.success, c.caution, c.warn, c.error, c.muted]) {
      expect(contrast(mix(tone, '#000000', 0.8), mix(tone, c.surface, 0.12)), tone).toBeGreaterThanOrEqual(4.5);
    }
    // the tones of smileys and comparisons, as text on the surface and on the page behind cards
    for (const tone of [c.success, c.caution, c.warn, c.error, c.muted, c.text, c.primary]) {
      expect(contrast(tone, c.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tone, c.canvas)).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(c.text, c.warningSurface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(c.muted, c.warningSurface)).toBeGreaterThanOrEqual(4.5);
    // the scale's letters are bold and at least 1.2rem: large text, 3:1 (WCAG 1.4.3)
    for (const colour of RATING_SCALE_COLOURS) expect(contrast(c.text, colour)).toBeGreaterThanOrEqual(3);
    expect(themeVariables(BRAND_THEMES[brand])['--portal-rating-7']).toBe(RATING_SCALE_COLOURS[7]);
  });

  it('falls back to the Norway brand and applies CSS variables', () => {
    expect(brandTheme('unknown').id).toBe('norway');
    expect(brandTheme('denmark', { storeLinks: { appStore: 'https://a', googlePlay: null } }).storeLinks.appStore).toBe(
      'https://a',
    );
    const theme = brandTheme('denmark');
    expect(themeVariables(theme)['--portal-primary']).toBe('#a6192e');
    expect(themeVariables(theme)['--portal-on-primary']).toBe('#ffffff');
    const root = document.createElement('div');
    applyBrandTheme(theme, root);
    expect(root.style.getPropertyValue('--portal-primary')).toBe('#a6192e');
    expect(root.dataset.brand).toBe('denmark');
  });
});

describe('quantity colours', () => {
  it('gives every quantity a tenant sees a colour of at least 3:1 on the surface (chart lines and bars)', () => {
    const named = [...CONSUMPTION_QUANTITIES, ...INDOOR_CLIMATE_QUANTITIES];
    expect(Object.keys(QUANTITY_COLOURS).sort()).toEqual([...named].sort());
    for (const brand of BRANDS)
      for (const [quantity, colour] of Object.entries(QUANTITY_COLOURS))
        expect(contrast(colour, BRAND_THEMES[brand].colours.surface), quantity).toBeGreaterThanOrEqual(3);
  });

  it('sets them as CSS variables, with the brand colour behind an unknown quantity', () => {
    expect(themeVariables(BRAND_THEMES.norway)['--portal-quantity-cold-water-volume']).toBe('#1971c2');
    expect(quantityColour('gas-volume')).toBe('var(--portal-quantity-gas-volume, var(--portal-primary))');
  });
});
