import { useAtomValue } from 'jotai';
import { formatDate, isLanguage, isLocalDate, selectedTenancyAtom } from '@portal/shared';
import { useAuthTexts } from '../../../i18n/texts';
import { TenancyUsers } from './tenancy-users';

/** /t/{id}/settings (SPEC §2, §3): address, moving in and out dates, contact details. */
export function TenancyInfoPage() {
  const { t, i18n } = useAuthTexts();
  const tenancy = useAtomValue(selectedTenancyAtom);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const date = (value: string | null | undefined) => {
    const day = value?.slice(0, 10);
    return day && isLocalDate(day) ? formatDate(day, language) : t('settings.none');
  };
  const info = tenancy?.apartment?.apartmentInfo;
  return (
    <main className="auth-page">
      <h1>{t('settings.title')}</h1>
      <dl>
        <dt>{t('settings.address')}</dt>
        <dd data-testid="tenancy-info-address">
          {tenancy?.apartment?.address}
          {info ? `, ${info.zipcode ?? ''} ${info.city ?? ''}` : ''}
        </dd>
        <dt>{t('settings.tenant')}</dt>
        <dd>{tenancy?.tenant ?? t('settings.none')}</dd>
        <dt>{t('settings.moving_in')}</dt>
        <dd>{date(tenancy?.start)}</dd>
        <dt>{t('settings.moving_out')}</dt>
        <dd>{date(tenancy?.end)}</dd>
        <dt>{t('settings.contact')}</dt>
        <dd>
          {tenancy?.contactDetails?.phone ? (
            <div>{t('settings.phone', { phone: tenancy.contactDetails.phone })}</div>
          ) : null}
          {tenancy?.contactDetails?.email ? (
            <div>{t('settings.contact_email', { email: tenancy.contactDetails.email })}</div>
          ) : null}
        </dd>
      </dl>
      {tenancy ? <TenancyUsers tenancyId={tenancy.id} /> : null}
    </main>
  );
}
