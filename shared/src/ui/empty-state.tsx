import type { ReactNode } from 'react';
import { useUiStyles } from './styles';

/** Props of `EmptyState`. */
export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative illustration or icon (hidden from screen readers). */
  illustration?: ReactNode;
  action?: ReactNode;
  /** Heading level of the title, to fit the page's outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** "Nothing here yet" (no alarms, no allocation statements, no notifications: SPEC §2). */
export function EmptyState({ title, description, illustration, action, headingLevel = 2 }: EmptyStateProps) {
  useUiStyles();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="pui-empty">
      {illustration && <div aria-hidden="true">{illustration}</div>}
      <Heading className="pui-empty__title">{title}</Heading>
      {description && <p>{description}</p>}
      {action}
    </section>
  );
}
