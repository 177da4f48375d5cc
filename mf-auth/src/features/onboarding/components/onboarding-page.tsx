import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type ApiClients, appStorage, Button, usePageMeta, usePortalClients } from '@portal/shared';
import { ActivityIcon, AlarmRingIcon, ChartLineIcon, CompareIcon, type Icon } from '@portal/shared/icons';
import { BrandRow } from '../../../components/auth-screen';
import { useAuthStyles } from '../../../components/styles';
import { updateProfile } from '../../profile/api/profile';
import { useAuthTexts } from '../../../i18n/texts';
import { safeNextPath, SLIDES, type Slide } from '../onboarding';

/** Each slide's picture: a large icon in the brand's colour on a tinted circle. */
const ART: Record<Slide, Icon> = {
  monitor: ActivityIcon,
  compare: CompareIcon,
  analyse: ChartLineIcon,
  alarms: AlarmRingIcon,
};

/** The slides were seen (finished or skipped): here, and for the user wherever they sign in next. */
function markOnboarded(clients: ApiClients): void {
  appStorage.set('hasOnboarded', 'true');
  void updateProfile(clients, { hasOnboarded: true }).catch((error: unknown) =>
    console.warn('[auth] the onboarding could not be saved', error),
  );
}

/**
 * /onboarding (SPEC §1): the four slides (monitor, compare, analyse, alarms), each with its picture,
 * dots that show where one is (and go to a slide), skip and next, finish on the last; either marks the
 * onboarding done. The arrow keys move between slides; each new slide's heading takes the focus, so a
 * screen reader reads it.
 */
export function OnboardingPage() {
  useAuthStyles();
  const { t } = useAuthTexts();
  const clients = usePortalClients();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const [index, setIndex] = useState(0);
  const slide = SLIDES[index]!;
  const last = index === SLIDES.length - 1;
  const Art = ART[slide];
  const title = t(`onboarding.${slide}_title`);
  usePageMeta(title);

  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [index]);
  const go = (to: number) => {
    moved.current = true;
    setIndex(Math.min(Math.max(to, 0), SLIDES.length - 1));
  };
  const done = () => {
    markOnboarded(clients);
    void navigate(next, { replace: true });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="auth-onboarding" onKeyDown={onKeyDown}>
      <header className="auth-onboarding__bar">
        <BrandRow />
        {last ? null : (
          <Link className="auth-onboarding__skip" to={next} replace onClick={() => markOnboarded(clients)}>
            {t('onboarding.skip')}
          </Link>
        )}
      </header>
      <main className="auth-onboarding__main" aria-roledescription="carousel" aria-label={t('onboarding.label')}>
        <span className="auth-onboarding__art" aria-hidden="true">
          <Art size={80} strokeWidth={1.5} />
        </span>
        <div
          className="auth-onboarding__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={t('onboarding.slide', { n: index + 1, total: SLIDES.length })}
          data-slide={slide}
        >
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          <p>{t(`onboarding.${slide}_text`)}</p>
        </div>
        <nav aria-label={t('onboarding.slides')}>
          <ol className="auth-dots">
            {SLIDES.map((name, i) => (
              <li key={name}>
                <button
                  type="button"
                  aria-label={t('onboarding.slide', { n: i + 1, total: SLIDES.length })}
                  aria-current={i === index ? 'step' : undefined}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ol>
        </nav>
        <Button className="auth-onboarding__next" onClick={last ? done : () => go(index + 1)}>
          {last ? t('onboarding.finish') : t('onboarding.next')}
        </Button>
      </main>
    </div>
  );
}
