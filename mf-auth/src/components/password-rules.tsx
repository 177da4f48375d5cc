import { PASSWORD_ERRORS, passwordErrors, type PasswordError } from '@portal/shared';
import { CheckIcon } from '@portal/shared/icons';
import { useAuthTexts } from '../i18n/texts';
import { useAuthStyles } from './styles';

const RULES: ReadonlyArray<[PasswordError, string]> = [
  [PASSWORD_ERRORS.tooShort, 'signup.rule_length'],
  [PASSWORD_ERRORS.noCapital, 'signup.rule_capital'],
  [PASSWORD_ERRORS.noLowercase, 'signup.rule_lowercase'],
  [PASSWORD_ERRORS.noDigit, 'signup.rule_digit'],
  [PASSWORD_ERRORS.noSpecial, 'signup.rule_special'],
];

/** SPEC §5 password rules as a checklist, each ticked off as the user types. */
export function PasswordRules({ password, id }: { password: string; id: string }) {
  useAuthStyles();
  const { t } = useAuthTexts();
  const broken = new Set(passwordErrors(password));
  return (
    <div id={id} className="auth-rules">
      <p>{t('signup.rules_title')}</p>
      <ul>
        {RULES.map(([error, key]) => {
          const met = !broken.has(error);
          return (
            <li key={error} data-met={met ? 'true' : 'false'}>
              <span className="auth-rule-mark" aria-hidden="true">
                {met ? <CheckIcon size={12} strokeWidth={3.5} /> : null}
              </span>
              {t(key)} <span className="pui-visually-hidden">({t(met ? 'signup.rule_met' : 'signup.rule_unmet')})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
