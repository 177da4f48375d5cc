import { Component, type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { type Breadcrumb, breadcrumbsAtom, Skeleton } from '@portal/shared';
import { useTexts } from '../i18n/texts';
import { injectStyles } from './styles';

class Boundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function Failed() {
  const { t } = useTexts();
  return (
    <main className="mfc-page">
      <p role="alert">{t('overview.load_failed')}</p>
    </main>
  );
}

/** A screen of this remote: its styles, a loading state while its data arrives, and its own error boundary. */
export function screen(Screen: ComponentType): ComponentType {
  function ConsumptionScreen() {
    injectStyles();
    return (
      <Boundary fallback={() => <Failed />}>
        <Suspense fallback={<Skeleton height={400} />}>
          <Screen />
        </Suspense>
      </Boundary>
    );
  }
  return ConsumptionScreen;
}

/** The page while its tenancy loads. */
export function PageLoading() {
  const { tc } = useTexts();
  return (
    <main className="mfc-page" aria-busy="true">
      <span role="status" className="pui-visually-hidden">
        {tc('app.loading')}
      </span>
      <Skeleton height={400} />
    </main>
  );
}

/**
 * The shell's breadcrumbs for this screen (labels as shown), cleared when it unmounts; none (`null`):
 * the shell's own, from the menu and the path.
 */
export function useBreadcrumbs(crumbs: Breadcrumb[] | null): void {
  const setCrumbs = useSetAtom(breadcrumbsAtom);
  const key = JSON.stringify(crumbs ?? []);
  useEffect(() => {
    setCrumbs(JSON.parse(key) as Breadcrumb[]);
    return () => setCrumbs([]);
  }, [key, setCrumbs]);
}
