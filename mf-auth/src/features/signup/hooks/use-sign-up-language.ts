import { appStorage, isLanguage, type Language } from '@portal/shared';
import { useAuthTexts } from '../../../i18n/texts';

/**
 * The language a new account is made in: the one the portal shows (an invitation link's `?language=`,
 * this browser's choice or the default). A sign-up sends it as the account's language (its e-mails and
 * profile), and `keep` stores it in this browser as a choice from the language panel would be, so the
 * interface stays in it after the sign-up, reloads included. The language of a link alone is used for
 * the first page and never stored, so without this a reload fell back to the default.
 */
export function useSignUpLanguage(): { language: Language | undefined; keep: () => void } {
  const { i18n } = useAuthTexts();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return {
    language,
    keep: () => {
      if (language) appStorage.set('language', language);
    },
  };
}
