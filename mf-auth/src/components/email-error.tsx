import { FieldError } from '@portal/shared';
import { useAuthTexts } from '../i18n/texts';

/**
 * A form's error (a `common` text key), with SPEC §8's hint when the e-mail is an administration
 * portal account's: use another e-mail for the tenant app.
 */
export function EmailFormError({ error, testId }: { error: string | null; testId?: string }) {
  const { t } = useAuthTexts();
  if (!error) return null;
  return (
    <div role="alert" data-testid={testId}>
      <FieldError>{t(`common:${error}`)}</FieldError>
      {error === 'errors.email_used_in_admin_portal' ? (
        <p>{t('common:errors.email_used_in_admin_portal_hint')}</p>
      ) : null}
    </div>
  );
}
