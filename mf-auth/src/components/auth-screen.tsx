import type { ReactNode } from 'react';
import { appTitle, brandTheme, isLanguage, usePageMeta, usePortalServices } from '@portal/shared';
import { TenancyIcon } from '@portal/shared/icons';
import { useAuthTexts } from '../i18n/texts';
import { useAuthStyles } from './styles';

/** The brand's app title in the page's language ("the tenancy app", "Beboer App"; SPEC §1). */
export function useAppTitle(): string {
  const { i18n } = useAuthTexts();
  const { brand } = usePortalServices();
  return appTitle(brandTheme(brand), isLanguage(i18n.language) ? i18n.language : 'en');
}

/** The brand's mark and app title, at the top of a screen without the side menu. */
export function BrandRow() {
  const title = useAppTitle();
  return (
    <p className="auth-brand">
      <span className="auth-brand__mark" aria-hidden="true">
        <TenancyIcon size={22} />
      </span>
      {title}
    </p>
  );
}

/**
 * A screen of the public layout's panel (the shell draws the splash beside it from 900 px, the back
 * link and the language switcher): the brand's app title, a greeting above the heading, the heading
 * (and the browser tab's title), an intro, then the screen's content.
 */
export function AuthScreen({
  title,
  eyebrow,
  intro,
  children,
  busy,
  className,
}: {
  title: string;
  eyebrow?: ReactNode;
  intro?: ReactNode;
  children?: ReactNode;
  busy?: boolean;
  className?: string;
}) {
  useAuthStyles();
  usePageMeta(title);
  return (
    <main className={['auth-screen', className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      <BrandRow />
      <div className="auth-heading">
        {eyebrow ? <p className="auth-eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
      </div>
      {intro ? <p className="auth-lead">{intro}</p> : null}
      {children}
    </main>
  );
}
