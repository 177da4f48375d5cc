import { activationCodeOf } from '@portal/domain';

export { ACTIVATION_CODE_LENGTH, formatActivationCode, normalizeActivationCode } from '@portal/domain';

/** Key (namespace `common`) of "The activation code you entered is invalid." */
export const INVALID_ACTIVATION_CODE = 'validation.invalid_activation_code';

/** 12 letters once dashes are removed, as the services accept it. */
export function isValidActivationCode(value: string): boolean {
  return activationCodeOf(value) !== null;
}

/** The invalid-code message key, or null. */
export function validateActivationCode(value: string): typeof INVALID_ACTIVATION_CODE | null {
  return isValidActivationCode(value) ? null : INVALID_ACTIVATION_CODE;
}
