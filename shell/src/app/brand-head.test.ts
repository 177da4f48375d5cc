import { describe, expect, it } from 'vitest';
import { BRAND_THEMES } from '@portal/shared';
import { applyBrandToHead } from './brand-head';

describe("the brand in the page's head", () => {
  it("colours the browser's bar and the tab's icon with the brand's primary colour", () => {
    applyBrandToHead(BRAND_THEMES.denmark);
    const primary = BRAND_THEMES.denmark.colours.primary;
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(primary);
    const icon = document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '';
    expect(decodeURIComponent(icon)).toContain(`fill='${primary}'`);
    applyBrandToHead(BRAND_THEMES.partner);
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      BRAND_THEMES.partner.colours.primary,
    );
  });
});
