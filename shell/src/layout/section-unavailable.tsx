import { useEffect, useRef } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@portal/shared';
import { ErrorIcon } from '@portal/shared/icons';
import { unavailableSectionAtom } from '../federation/unavailable';

/**
 * A section (remote) that could not be loaded (docs/decisions/0088), said above the page the tenant
 * was sent on to: its name in the page's language, that the rest works, "Try again" (the navigation
 * that failed, once more: the remote is loaded afresh) and "Dismiss". Focus moves to it, once.
 */
export function SectionUnavailable() {
  const { t } = useTranslation('shell');
  const [section, setSection] = useAtom(unavailableSectionAtom);
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (section) heading.current?.focus();
  }, [section]);
  if (!section) return null;
  return (
    <section className="section-unavailable" role="alert" aria-labelledby="section-unavailable-title">
      <ErrorIcon size={22} aria-hidden="true" className="section-unavailable__icon" />
      <div className="section-unavailable__text">
        <h2 id="section-unavailable-title" ref={heading} tabIndex={-1}>
          {t('unavailable.title', { feature: t(`remote_error.feature.${section.remote}`) })}
        </h2>
        <p>{t('unavailable.text')}</p>
      </div>
      <div className="section-unavailable__actions">
        <Button onClick={() => void navigate(section.from)}>{t('unavailable.retry')}</Button>
        <Button variant="text" onClick={() => setSection(null)}>
          {t('unavailable.dismiss')}
        </Button>
      </div>
    </section>
  );
}
