import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appStorage, Button } from '@portal/shared';
import { updateProfile } from '../api/profile';
import { useAuthTexts } from '../portal';
import { TENANCIES_PATH } from '@portal/shared/routing';

/** SPEC §1: four slides, skip and finish. Keys only: texts are looked up when the slide renders. */
export const SLIDES = ['monitor', 'compare', 'analyse', 'alarms'] as const;

/**
 * Where to go after a sign-in: the onboarding first, once per user (SPEC §1, §3). The services keep
 * whether the user has seen it; this browser's has-onboarded flag also counts (it is set at the end of
 * the slides and by an impersonated session, which leaves the user's own flag alone).
 */
export function destinationAfterSignIn(path: string, user: { hasOnboarded?: boolean } | null): string {
  if (user?.hasOnboarded || appStorage.get('hasOnboarded') === 'true') return path;
  return `/onboarding?next=${encodeURIComponent(path)}`;
}

/** The slides were seen (finished or skipped): here, and for the user wherever they sign in next. */
function markOnboarded(): void {
  appStorage.set('hasOnboarded', 'true');
  void updateProfile({ hasOnboarded: true }).catch((error: unknown) =>
    console.warn('[auth] the onboarding could not be saved', error),
  );
}

function safePath(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : TENANCIES_PATH;
}

/** /onboarding: the four slides, with skip and finish; either marks onboarding done. */
export function OnboardingPage() {
  const { t } = useAuthTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safePath(params.get('next'));
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  const done = () => {
    markOnboarded();
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
          <Link to={next} replace onClick={() => markOnboarded()}>
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
