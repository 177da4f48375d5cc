import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ApiClients, appStorage, Button, usePortalClients } from '@portal/shared';
import { updateProfile } from '../../profile/api/profile';
import { useAuthTexts } from '../../../i18n/texts';
import { safeNextPath, SLIDES } from '../onboarding';

/** The slides were seen (finished or skipped): here, and for the user wherever they sign in next. */
function markOnboarded(clients: ApiClients): void {
  appStorage.set('hasOnboarded', 'true');
  void updateProfile(clients, { hasOnboarded: true }).catch((error: unknown) =>
    console.warn('[auth] the onboarding could not be saved', error),
  );
}

/** /onboarding: the four slides, with skip and finish; either marks onboarding done. */
export function OnboardingPage() {
  const { t } = useAuthTexts();
  const clients = usePortalClients();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  const done = () => {
    markOnboarded(clients);
    void navigate(next, { replace: true });
  };
  return (
    <main className="onboarding standalone-page" aria-roledescription="carousel" aria-label={t('onboarding.label')}>
      <div className="onboarding__slide" aria-live="polite">
        <p className="onboarding__count">{t('onboarding.slide', { n: index + 1, total: SLIDES.length })}</p>
        <h1>{t(`onboarding.${slide}_title`)}</h1>
        <p>{t(`onboarding.${slide}_text`)}</p>
      </div>
      <div className="dialog-actions">
        {last ? null : (
          <Link to={next} replace onClick={() => markOnboarded(clients)}>
            {t('onboarding.skip')}
          </Link>
        )}
        <Button onClick={last ? done : () => setIndex(index + 1)}>
          {last ? t('onboarding.finish') : t('onboarding.next')}
        </Button>
      </div>
    </main>
  );
}
