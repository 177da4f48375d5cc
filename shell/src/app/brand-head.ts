import type { BrandTheme } from '@portal/shared';
import { brandIconSvg, webAppIcons, webAppManifestPath } from './brand-icon';

/** The `<link>` of a kind in the head, made when missing. */
function headLink(doc: Document, rel: string): HTMLLinkElement {
  let link = doc.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  return link;
}

/**
 * The brand in the page's head: the browser's bar colour (`theme-color`), the tab's icon, a house on
 * the brand's primary colour (SPEC §1: the brand selects the theme), and the installed app's manifest
 * and icon.
 */
export function applyBrandToHead(theme: BrandTheme, doc: Document = document, language?: string): void {
  const { primary, onPrimary } = theme.colours;
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.append(meta);
  }
  meta.content = primary;
  headLink(doc, 'icon').href = `data:image/svg+xml,${encodeURIComponent(brandIconSvg(primary, onPrimary))}`;
  if (language) linkWebAppManifest(theme, language, doc);
}

/** The web app manifest of the brand in the page's language (its name is the app title in that language). */
export function linkWebAppManifest(theme: BrandTheme, language: string, doc: Document = document): void {
  headLink(doc, 'manifest').href = webAppManifestPath(theme.id, language);
  headLink(doc, 'apple-touch-icon').href = webAppIcons(theme.id)[0]!.src;
}
