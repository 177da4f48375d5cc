import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { type Breadcrumb, breadcrumbsAtom, pageTitleAtom } from '../state/session';
import { useUiStyles } from './styles';

/**
 * Tells the shell what the current screen is: its title (the browser tab reads "Heat · the tenancy
 * app") and its breadcrumbs, translated and with the names a tenant knows (a room as they wrote it, a
 * meter by its number). Both are cleared when the screen unmounts, so the next screen (perhaps another
 * remote's) never shows this one's. `crumbs` undefined leaves the shell's own crumbs from the menu.
 */
export function usePageMeta(title: string | null, crumbs?: Breadcrumb[]): void {
  const setTitle = useSetAtom(pageTitleAtom);
  const setCrumbs = useSetAtom(breadcrumbsAtom);
  useEffect(() => {
    setTitle(title);
    return () => setTitle(null);
  }, [title, setTitle]);
  const crumbKey = crumbs ? JSON.stringify(crumbs) : null;
  useEffect(() => {
    if (crumbKey == null) return;
    setCrumbs(JSON.parse(crumbKey) as Breadcrumb[]);
    return () => setCrumbs([]);
  }, [crumbKey, setCrumbs]);
}

/** Props of `PageHeader`. */
export interface PageHeaderProps {
  title: ReactNode;
  /** A decorative icon in a tinted tile before the title (a quantity's icon on its pages). */
  icon?: ReactNode;
  /** The tile's colour, a CSS colour or variable (default: the brand's primary). */
  accent?: string;
  /** Beside the title, on the same line: a help button. */
  help?: ReactNode;
  /** A line under the title (a room's or a meter's name, what the page is about). */
  subtitle?: ReactNode;
  /** At the end of the header line (or under it on a phone): links and buttons of the page. */
  actions?: ReactNode;
  /** Id of the heading, for `aria-labelledby`. */
  titleId?: string;
}

/** A screen's heading: icon tile, title with its help button, subtitle and actions, on one line. */
export function PageHeader({ title, icon, accent, help, subtitle, actions, titleId }: PageHeaderProps) {
  useUiStyles();
  const style = accent ? ({ '--pui-accent': accent } as CSSProperties) : undefined;
  return (
    <header className="pui-page-header" style={style}>
      {icon ? (
        <span className="pui-icon-badge" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className="pui-page-header__text">
        <h1 className="pui-page-header__title" id={titleId} tabIndex={-1}>
          {title}
          {help}
        </h1>
        {subtitle ? <p className="pui-page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="pui-page-header__actions">{actions}</div> : null}
    </header>
  );
}

/** Props of `Page`. */
export interface PageProps extends Omit<PageHeaderProps, 'title'> {
  /** The heading, and the page's title in the browser tab. */
  title: string;
  /** The shell's breadcrumbs for this screen (translated labels); leave out for the menu's own. */
  crumbs?: Breadcrumb[];
  /** What the header says when it should differ from the tab's plain title (e.g. with a badge). */
  heading?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** `main` (default) or a plain `div` where a landmark already surrounds the page. */
  as?: 'main' | 'div';
  'data-testid'?: string;
}

/**
 * A screen of any app: the one container width, the page header, and the screen's meta (tab title,
 * breadcrumbs) told to the shell. Every remote's screens are built on it, so they line up.
 */
export function Page({
  title,
  crumbs,
  heading,
  children,
  className,
  as: Element = 'main',
  'data-testid': testId,
  ...header
}: PageProps) {
  useUiStyles();
  usePageMeta(title, crumbs);
  return (
    <Element className={['pui-page', className].filter(Boolean).join(' ')} data-testid={testId}>
      <PageHeader title={heading ?? title} {...header} />
      {children}
    </Element>
  );
}
