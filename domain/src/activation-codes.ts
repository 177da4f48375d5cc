/** SPEC §5/§9: an activation code is 12 letters. */
export const ACTIVATION_CODE_LENGTH = 12;

/** The letters the services draw codes from: A to Z without I and O, which read as digits. */
export const ACTIVATION_CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The code as sent: dashes (and spaces people type from paper) removed (SPEC §5). */
export function normalizeActivationCode(value: string): string {
  return value.replace(/[-\s\u2010-\u2015]/g, '');
}

/** The code as the services store it (no dashes or spaces, capitals), or null when it cannot be one. */
export function activationCodeOf(value: string): string | null {
  if (typeof value !== 'string' || value.length > 64) return null;
  const code = normalizeActivationCode(value).toUpperCase();
  return code.length === ACTIVATION_CODE_LENGTH && /^[A-Z]+$/.test(code) ? code : null;
}

/** Shows a code in groups of four for reading back: `ABCD-EFGH-IJKL`. */
export function formatActivationCode(value: string): string {
  return (normalizeActivationCode(value).match(/.{1,4}/gu) ?? []).join('-');
}
