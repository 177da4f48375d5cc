import { type CSSProperties, type ReactNode } from 'react';
import { useUiStyles } from './styles';

/** Props of `Card`. */
export interface CardProps {
  /** The card's heading; leave out for a card without one. */
  title?: ReactNode;
  /** Heading level, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
  /** Id of the heading; the card is labelled by it. */
  titleId?: string;
  /** A decorative icon in a small tinted tile before the title. */
  icon?: ReactNode;
  /** The card's colour (a quantity's `var(--portal-quantity-…)`): a top edge and the icon's tile. */
  accent?: string;
  /** At the end of the header line (help button, a link). */
  actions?: ReactNode;
  /** `section` (default; a landmark when titled), `article` (one of a list), or `div`. */
  as?: 'section' | 'article' | 'div';
  tone?: 'default' | 'danger';
  className?: string;
  children?: ReactNode;
  'data-testid'?: string;
  'data-quantity'?: string;
}

/** A surface that groups one subject: a quantity, the rating, a form, the tenancy's users. */
export function Card({
  title,
  headingLevel = 2,
  titleId,
  icon,
  accent,
  actions,
  as: Element = 'section',
  tone = 'default',
  className,
  children,
  ...data
}: CardProps) {
  useUiStyles();
  const Heading = `h${headingLevel}` as const;
  const style = accent ? ({ '--pui-accent': accent } as CSSProperties) : undefined;
  return (
    <Element
      className={['pui-card', tone === 'danger' && 'pui-card--danger', className].filter(Boolean).join(' ')}
      style={style}
      data-accent={accent ? '' : undefined}
      aria-labelledby={title && titleId ? titleId : undefined}
      {...data}
    >
      {title || actions ? (
        <div className="pui-card__header">
          {icon ? (
            <span className="pui-icon-badge pui-icon-badge--small" aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {title ? (
            <Heading className="pui-card__title" id={titleId}>
              {title}
            </Heading>
          ) : null}
          {actions ? <div className="pui-card__actions">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
