import { PASSWORD_ERRORS, passwordErrors, TextField, type PasswordError } from '@portal/shared';
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

/**
 * A new password chosen twice (sign-up, a new password from the reset link): the password with the
 * rules under it, then its repetition. Each field reports its leaving (`onLeave`), so that its error
 * shows once the person has been there.
 */
export function NewPasswordFields({
  label,
  password,
  repeat,
  onPassword,
  onRepeat,
  onLeave,
  passwordError,
  repeatError,
}: {
  label: string;
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  onLeave: (field: 'password' | 'repeat') => void;
  /** Keys of `common` texts, or null. */
  passwordError: string | null;
  repeatError: string | null;
}) {
  const { t } = useAuthTexts();
  return (
    <>
      <TextField
        label={label}
        type="password"
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        onBlur={() => onLeave('password')}
        error={passwordError ? t(`common:${passwordError}`) : null}
        aria-describedby="password-rules"
        required
      />
      <PasswordRules id="password-rules" password={password} />
      <TextField
        label={t('repeat_password')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => onRepeat(e.target.value)}
        onBlur={() => onLeave('repeat')}
        error={repeatError ? t(`common:${repeatError}`) : null}
        required
      />
    </>
  );
}
