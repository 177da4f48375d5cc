import { Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { Page, Skeleton } from '@portal/shared';
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
  const { t, tc } = useTexts();
  return (
    <Page title={tc('menu.consumption')}>
      <p role="alert">{t('overview.load_failed')}</p>
    </Page>
  );
}

/** The space of a screen while it loads: the page's width, a header line and a chart's block. */
function Placeholder() {
  return (
    <div className="pui-page" aria-hidden="true">
      <Skeleton height={40} width="40%" />
      <Skeleton height={56} />
      <Skeleton height={320} />
    </div>
  );
}

/** A screen of this remote: its styles, a loading state while its data arrives, and its own error boundary. */
export function screen(Screen: ComponentType): ComponentType {
  function ConsumptionScreen() {
    injectStyles();
    return (
      <Boundary fallback={() => <Failed />}>
        <Suspense fallback={<Placeholder />}>
          <Screen />
        </Suspense>
      </Boundary>
    );
  }
  return ConsumptionScreen;
}

/** The page while its tenancy loads (the shell's title and crumbs stay until the screen names itself). */
export function PageLoading() {
  const { tc } = useTexts();
  return (
    <main className="pui-page" aria-busy="true">
      <span role="status" className="pui-visually-hidden">
        {tc('app.loading')}
      </span>
      <Skeleton height={40} width="40%" />
      <Skeleton height={56} />
      <Skeleton height={320} />
    </main>
  );
}

/** A screen that does not exist (an unknown quantity, room or meter). */
export function NotFoundPage() {
  const { t } = useTexts();
  return <Page title={t('overview.unknown_quantity')} />;
}
