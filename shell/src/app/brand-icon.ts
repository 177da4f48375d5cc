// The brand's icon: a house on the brand's primary colour. The tab's icon (brand-head.ts) and the
// installed app's icons (PNG, drawn at build time: scripts/build/web-app.ts) are this one drawing.
// No imports: the build reads this file as it is.

/** The house, in a 32 × 32 box. */
const HOUSE = 'M16 6 5 15h3v10h6v-6h4v6h6V15h3z';

/**
 * The icon as SVG. `maskable`: the background fills the whole square (the platform cuts its own shape)
 * and the house keeps inside the middle 80 %, the part every platform's shape leaves visible.
 */
export function brandIconSvg(primary: string, onPrimary: string, { maskable = false, size = 32 } = {}): string {
  const background = maskable
    ? `<rect width='32' height='32' fill='${primary}'/>`
    : `<rect width='32' height='32' rx='6' fill='${primary}'/>`;
  const house = maskable
    ? `<path d='${HOUSE}' fill='${onPrimary}' transform='translate(16 16) scale(0.7) translate(-16 -15.5)'/>`
    : `<path d='${HOUSE}' fill='${onPrimary}'/>`;
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${size}' height='${size}' viewBox='0 0 32 32'>${background}${house}</svg>`;
}

/** The installed app's icons of a brand: where the build writes them, their size and purpose. */
export function webAppIcons(brand: string): Array<{ src: string; size: number; purpose: 'any' | 'maskable' }> {
  return [
    { src: `/icons/${brand}-192.png`, size: 192, purpose: 'any' },
    { src: `/icons/${brand}-512.png`, size: 512, purpose: 'any' },
    { src: `/icons/${brand}-maskable-192.png`, size: 192, purpose: 'maskable' },
    { src: `/icons/${brand}-maskable-512.png`, size: 512, purpose: 'maskable' },
  ];
}

/** Where a brand's web app manifest in a language is (one per brand and language, written at build time). */
export function webAppManifestPath(brand: string, language: string): string {
  return `/manifest/${brand}.${language}.webmanifest`;
}

/**
 * The web app manifest of a brand in a language (what makes the portal installable): the brand's app
 * title, colours and icons; it opens on the tenant's dashboard (the shell sends a signed-in tenant there).
 */
export function webAppManifest(
  brand: { id: string; title: Record<string, string>; colours: { primary: string; surface: string } },
  language: string,
): Record<string, unknown> {
  const name = brand.title[language] ?? brand.title.en;
  return {
    id: '/',
    name,
    short_name: name,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: brand.colours.surface,
    theme_color: brand.colours.primary,
    icons: webAppIcons(brand.id).map(({ src, size, purpose }) => ({
      src,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose,
    })),
  };
}
