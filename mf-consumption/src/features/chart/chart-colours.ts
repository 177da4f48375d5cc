/** The colour a chart falls back to without a quantity: the brand's primary. */
export const DEFAULT_CHART_COLOUR = 'var(--portal-primary)';

/**
 * A colour as the chart library needs it: a `var(--portal-…)` reference resolved to its value on the
 * page (the theme sets it), so that hover shades can be computed; a fallback inside `var()` is tried
 * next; the reference itself when nothing resolves it (a test without a theme).
 */
export function resolveColour(colour: string | undefined, element: Element | null | undefined): string {
  const value = (colour ?? DEFAULT_CHART_COLOUR).trim();
  const reference = /^var\((--[\w-]+)\s*(?:,\s*(.+))?\)$/.exec(value);
  if (!reference || !element || typeof getComputedStyle === 'undefined') return value;
  const resolved = getComputedStyle(element).getPropertyValue(reference[1]!).trim();
  if (resolved) return resolved;
  return reference[2] ? resolveColour(reference[2], element) : value;
}

/**
 * The series colours of a quantity's chart: the current period in the quantity's colour, the
 * comparison the same hue muted (drawn dashed), so the two read as one subject, now and before.
 */
export function chartColours(colour: string | undefined): { current: string; comparison: string } {
  const current = colour ?? DEFAULT_CHART_COLOUR;
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(current);
  const comparison = hex
    ? `rgba(${hex
        .slice(1, 4)
        .map((h) => parseInt(h, 16))
        .join(', ')}, 0.6)`
    : `color-mix(in srgb, ${current} 60%, transparent)`;
  return { current, comparison };
}
