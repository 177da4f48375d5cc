import { useTranslation } from 'react-i18next';
import { TenancyIcon } from '@portal/shared/icons';
import { useBrand } from '../session/services-context';

/** The splash screen while the session starts (SPEC §4), in the brand's colours and with its title. */
export function Splash() {
  const { t } = useTranslation('shell');
  const { title } = useBrand();
  return (
    <div className="splash" role="status" aria-busy="true" data-testid="splash">
      <span className="splash__logo" aria-hidden="true">
        <TenancyIcon size={40} strokeWidth={2} />
      </span>
      <p className="splash__text">{t('splash', { app: title })}</p>
    </div>
  );
}
