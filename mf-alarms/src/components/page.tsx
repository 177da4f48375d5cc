import { type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSetAtom } from 'jotai';
import { type Breadcrumb, breadcrumbsAtom, Button, LoadingRegion, SkeletonText } from '@portal/shared';
import { useAlarmsTranslation } from '../i18n/texts';
import { useAlarmStyles } from './styles';

/**
 * A screen of this remote: its heading, the page title and a main landmark. The shell's layout may
 * already draw `<main>`; the page then stays a plain region inside it instead of nesting another.
 */
export function Page({
  title,
  back,
  actions,
  children,
  testId,
  crumbs,
}: {
  title: string;
  /** The shell's breadcrumbs (desktop header, back button), translated. */
  crumbs?: Breadcrumb[];
  back?: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  useAlarmStyles();
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (element.parentElement?.closest('main, [role="main"]')) element.removeAttribute('role');
    else element.setAttribute('role', 'main');
  }, []);
  const setCrumbs = useSetAtom(breadcrumbsAtom);
  const crumbKey = JSON.stringify(crumbs ?? []);
  useEffect(() => {
    setCrumbs(JSON.parse(crumbKey) as Breadcrumb[]);
    // Leaving the screen: the next page (maybe another remote's) starts from the menu's crumbs again.
    return () => setCrumbs([]);
  }, [crumbKey, setCrumbs]);
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  return (
    <div ref={ref} className="alm-page" data-testid={testId}>
      {back && (
        <Link className="alm-back" to={back.to}>
          <span aria-hidden="true">←&nbsp;</span>
          {back.label}
        </Link>
      )}
      <div className="alm-header">
        <h1>{title}</h1>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** Loading skeleton, or the error with a retry, or the content. */
export function QueryState({
  loading,
  error,
  retry,
  children,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
  children: ReactNode;
}) {
  const { t } = useAlarmsTranslation();
  if (error) {
    return (
      <div role="alert" className="alm-card">
        <p>{t('error.load_failed')}</p>
        <Button variant="secondary" onClick={retry}>
          {t('common:actions.retry')}
        </Button>
      </div>
    );
  }
  return (
    <LoadingRegion loading={loading} label={t('common:app.loading')} placeholder={<SkeletonText lines={4} />}>
      {children}
    </LoadingRegion>
  );
}
