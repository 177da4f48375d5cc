import type { Language, NamedQuantity } from '@portal/domain';

/** The brands (SPEC §1): the brand selects app title, store links and theme. */
export const BRANDS = ['norway', 'denmark', 'partner'] as const;
/** A brand: norway, denmark or partner. */
export type Brand = (typeof BRANDS)[number];

/** Is the value a brand? */
export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** The colours of a brand theme. */
export interface BrandColours {
  primary: string;
  onPrimary: string;
  accent: string;
  success: string;
  error: string;
  focus: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** Quiet lines around cards and groups of controls. */
  outline: string;
  /** Rules between rows of a list or table. */
  divider: string;
  /** A notice that asks for attention (not an error): its edge and its background. */
  warning: string;
  warningSurface: string;
  /** The page behind cards (a shade off the surface, so cards stand out). */
  canvas: string;
  /** A little worse than hoped (amber): "0-25 % more", a fair indoor climate. */
  caution: string;
  /** Clearly worse (orange): "25-50 % more". Bad (red) is `error`. */
  warn: string;
}

/** A brand's title, store links, colours and radius. */
export interface BrandTheme {
  id: Brand;
  /** SPEC §1: English "the tenancy app"; Danish and Norwegian "Beboer App". */
  title: Record<Language, string>;
  /** App store pages of the mobile app; `null` until the deployment sets them (runtime configuration). */
  storeLinks: { appStore: string | null; googlePlay: string | null };
  colours: BrandColours;
  radius: string;
}

const TITLE: Record<Language, string> = { en: 'the tenancy app', da: 'Beboer App', nb: 'Beboer App' };
const NEUTRAL = {
  surface: '#ffffff',
  text: '#1c1f24',
  muted: '#555b66',
  border: '#8a8f98',
  outline: '#c9ccd1',
  divider: '#e3e5e8',
  warning: '#a86b00',
  warningSurface: '#fff6d6',
  canvas: '#f4f6f8',
};

/**
 * The energy-rating scale's colours, best (A+) to worst (G): the EU energy label's, the same for every
 * brand, each with the theme's text readable on it (see the theme test).
 */
export const RATING_SCALE_COLOURS = [
  '#1a9850',
  '#3fae49',
  '#8cc63f',
  '#d7e02b',
  '#fff200',
  '#fdb913',
  '#f37021',
  '#f04a3a',
] as const;
/**
 * Each quantity's colour, the same in every brand (a tenant learns them once): heat warm, water blue
 * (hot water rose), electricity amber, gas violet, cooling green-teal, and the indoor climate's two.
 * Each stands at least 3:1 against the surface, as charts' lines and bars need (see the theme test).
 * CSS: `--portal-quantity-<quantity>`.
 */
export const QUANTITY_COLOURS: Record<NamedQuantity, string> = {
  'heat-energy': '#d9480f',
  'heat-volume': '#d9480f',
  hca: '#d9480f',
  'hot-water-volume': '#c2255c',
  'cold-water-volume': '#1971c2',
  'total-water-volume': '#0c7c91',
  'electricity-energy': '#9c6500',
  'gas-volume': '#7048e8',
  'cooling-energy': '#087f5b',
  'indoor-temperature': '#c2410c',
  'indoor-relative-humidity': '#1c7ed6',
};

/** The CSS variable of a quantity's colour, e.g. `var(--portal-quantity-heat-energy)`. */
export function quantityColour(quantity: string): string {
  return `var(--portal-quantity-${quantity}, var(--portal-primary))`;
}

/**
 * Toast and error colours are the product's (success green, error red), the same for every brand, with
 * the two steps between them that smileys and comparisons use: caution (amber) and warn (orange).
 */
const STATUS = { success: '#1e7f3c', caution: '#a35d00', warn: '#c2410c', error: '#b3261e' };

/** Every text/background pair here meets WCAG AA (4.5:1) for normal text; see the theme test. */
export const BRAND_THEMES: Record<Brand, BrandTheme> = {
  norway: {
    id: 'norway',
    title: TITLE,
    storeLinks: { appStore: null, googlePlay: null },
    colours: { primary: '#002a5c', onPrimary: '#ffffff', accent: '#c8102e', focus: '#1a73e8', ...STATUS, ...NEUTRAL },
    radius: '8px',
  },
  denmark: {
    id: 'denmark',
    title: TITLE,
    storeLinks: { appStore: null, googlePlay: null },
    colours: { primary: '#a6192e', onPrimary: '#ffffff', accent: '#002a5c', focus: '#1a73e8', ...STATUS, ...NEUTRAL },
    radius: '8px',
  },
  partner: {
    id: 'partner',
    title: TITLE,
    storeLinks: { appStore: null, googlePlay: null },
    colours: { primary: '#00606b', onPrimary: '#ffffff', accent: '#e07a00', focus: '#1a73e8', ...STATUS, ...NEUTRAL },
    radius: '12px',
  },
};

/** The theme of a brand name from configuration; unknown names get the Norway brand (the default build). */
export function brandTheme(
  brand: string | null | undefined,
  overrides: Partial<Pick<BrandTheme, 'storeLinks'>> = {},
): BrandTheme {
  const theme = BRAND_THEMES[isBrand(brand) ? brand : 'norway'];
  return { ...theme, ...overrides };
}

/** The CSS variables of a theme (`--portal-primary`, ..., `--portal-rating-0` to `-7`). */
export function themeVariables(theme: BrandTheme): Record<string, string> {
  const kebab = (s: string) => s.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const vars: Record<string, string> = { '--portal-radius': theme.radius };
  for (const [name, value] of Object.entries(theme.colours)) vars[`--portal-${kebab(name)}`] = value;
  RATING_SCALE_COLOURS.forEach((value, step) => (vars[`--portal-rating-${step}`] = value));
  for (const [quantity, value] of Object.entries(QUANTITY_COLOURS)) vars[`--portal-quantity-${quantity}`] = value;
  return vars;
}

/** Applies a theme to the page: CSS variables on `<html>` and `data-brand` for brand-specific CSS. */
export function applyBrandTheme(theme: BrandTheme, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
  root.dataset.brand = theme.id;
}

/** The app title in a language, for `<title>` and headers. */
export function appTitle(theme: BrandTheme, language: Language): string {
  return theme.title[language];
}
