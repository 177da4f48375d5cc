/** SPEC §5/§9: an activation code is 12 letters. */
export const ACTIVATION_CODE_LENGTH = 12;

/** Key (namespace `common`) of "The activation code you entered is invalid." */
export const INVALID_ACTIVATION_CODE = 'validation.invalid_activation_code';

/** The code as sent: dashes (and spaces people type from paper) removed (SPEC §5). */
export function normalizeActivationCode(value: string): string {
  return value.replace(/[-\s\u2010-\u2015]/g, '');
}

/** 12 letters once dashes are removed. */
export function isValidActivationCode(value: string): boolean {
  const code = normalizeActivationCode(value);
  return code.length === ACTIVATION_CODE_LENGTH && /^\p{L}+$/u.test(code);
}

/** The invalid-code message key, or null. */
export function validateActivationCode(value: string): typeof INVALID_ACTIVATION_CODE | null {
  return isValidActivationCode(value) ? null : INVALID_ACTIVATION_CODE;
}

/** Shows a code in groups of four for reading back: `ABCD-EFGH-IJKL`. */
export function formatActivationCode(value: string): string {
  return (normalizeActivationCode(value).match(/.{1,4}/gu) ?? []).join('-');
}
