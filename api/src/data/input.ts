// Arguments as the services take them: a trimmed text of bounded length, an id that may name nothing.
import { badInput } from '../errors.ts';

/** A text argument trimmed, `min`-`max` characters; null when not given. */
export function text(value: string | null | undefined, field: string, max: number, min = 0): string | null {
  if (value === null || value === undefined) return null;
  const t = value.trim();
  if (t.length < min || t.length > max) throw badInput(`${field} must be ${min}-${max} characters`, field);
  return t;
}

/** A database id, or null for what cannot be one (no such object then). */
export function idOf(value: string): number | null {
  return /^\d{1,9}$/.test(value) ? Number(value) : null;
}
