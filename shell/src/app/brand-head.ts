import type { BrandTheme } from '@portal/shared';

/**
 * The brand in the page's head: the browser's bar colour (`theme-color`) and the tab's icon, a house
 * on the brand's primary colour (SPEC §1: the brand selects the theme).
 */
export function applyBrandToHead(theme: BrandTheme, doc: Document = document): void {
  const { primary, onPrimary } = theme.colours;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = primary;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='6' fill='${primary}'/>` +
    `<path d='M16 6 5 15h3v10h6v-6h4v6h6V15h3z' fill='${onPrimary}'/></svg>`;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.href = `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
