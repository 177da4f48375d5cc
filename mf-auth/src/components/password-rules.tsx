import { PASSWORD_ERRORS, passwordErrors, type PasswordError } from '@portal/shared';
import { useAuthTexts } from '../i18n/texts';

const RULES: ReadonlyArray<[PasswordError, string]> = [
  [PASSWORD_ERRORS.tooShort, 'signup.rule_length'],
  [PASSWORD_ERRORS.noCapital, 'signup.rule_capital'],
  [PASSWORD_ERRORS.noLowercase, 'signup.rule_lowercase'],
  [PASSWORD_ERRORS.noDigit, 'signup.rule_digit'],
  [PASSWORD_ERRORS.noSpecial, 'signup.rule_special'],
];

/** SPEC §5 password rules, each marked met or not as the user types. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  const { t } = useAuthTexts();
  const broken = new Set(passwordErrors(password));
  return (
    <div id={id} className="password-rules">
      <p>{t('signup.rules_title')}</p>
      <ul>
        {RULES.map(([error, key]) => {
          const met = !broken.has(error);
          return (
            <li key={error} data-met={met ? 'true' : 'false'}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {t(key)}{' '}
              <span className="visually-hidden">({t(met ? 'signup.rule_met' : 'signup.rule_unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
