import { useAtomValue } from 'jotai';
import { Card, formatDate, isLanguage, isLocalDate, Page, selectedTenancyAtom } from '@portal/shared';
import { AddressIcon, PhoneIcon, TenancyIcon } from '@portal/shared/icons';
import { useAuthStyles } from '../../../components/styles';
import { useAuthTexts } from '../../../i18n/texts';
import { TenancyUsers } from './tenancy-users';
import { DataExportCard } from '../../data-export/components/data-export-card';

/** A phone number as a `tel:` link target (digits and a leading +). */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * /t/{id}/settings (SPEC §2, §3): the home (address, tenant, moving in and out dates), the contact
 * details (phone and e-mail as links), the users and invitations, leaving the tenancy.
 */
export function TenancyInfoPage() {
  useAuthStyles();
  const { t, i18n } = useAuthTexts();
  const tenancy = useAtomValue(selectedTenancyAtom);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const date = (value: string | null | undefined) => {
    const day = value?.slice(0, 10);
    return day && isLocalDate(day) ? formatDate(day, language) : t('settings.none');
  };
  const info = tenancy?.apartment?.apartmentInfo;
  const phone = tenancy?.contactDetails?.phone;
  const email = tenancy?.contactDetails?.email;
  const home = (
    <>
      <Card title={t('settings.home')} titleId="tenancy-home" icon={<AddressIcon size={18} />}>
        <dl className="auth-dl">
          <div>
            <dt>{t('settings.address')}</dt>
            <dd data-testid="tenancy-info-address">
              {tenancy?.apartment?.address}
              {info ? `, ${info.zipcode ?? ''} ${info.city ?? ''}` : ''}
            </dd>
          </div>
          <div>
            <dt>{t('settings.tenant')}</dt>
            <dd>{tenancy?.tenant ?? t('settings.none')}</dd>
          </div>
          <div>
            <dt>{t('settings.moving_in')}</dt>
            <dd>{date(tenancy?.start)}</dd>
          </div>
          <div>
            <dt>{t('settings.moving_out')}</dt>
            <dd>{date(tenancy?.end)}</dd>
          </div>
        </dl>
      </Card>
      <Card title={t('settings.contact')} titleId="tenancy-contact" icon={<PhoneIcon size={18} />}>
        {phone || email ? (
          <ul className="auth-contact" data-testid="tenancy-contact">
            {phone ? (
              <li>
                <a href={telHref(phone)}>{t('settings.phone', { phone })}</a>
              </li>
            ) : null}
            {email ? (
              <li>
                <a href={`mailto:${email}`}>{t('settings.contact_email', { email })}</a>
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{t('settings.none')}</p>
        )}
      </Card>
      {tenancy ? <DataExportCard tenancyId={tenancy.id} /> : null}
    </>
  );
  return (
    <Page title={t('settings.title')} icon={<TenancyIcon size={22} />}>
      {tenancy ? <TenancyUsers tenancyId={tenancy.id} home={home} /> : home}
    </Page>
  );
}
