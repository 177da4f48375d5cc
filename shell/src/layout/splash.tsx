import { useTranslation } from 'react-i18next';

/** The splash screen while the session starts (SPEC §4). */
export function Splash() {
  const { t } = useTranslation('shell');
  return (
    <div className="splash" role="status" aria-busy="true" data-testid="splash">
      <div className="splash__logo" aria-hidden="true">
        ⌂
      </div>
      <p className="splash__text">{t('splash')}</p>
    </div>
  );
}
