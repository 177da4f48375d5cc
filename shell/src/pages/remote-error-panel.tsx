import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError, type RouteObject } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Page, type RemoteName } from '@portal/shared';
import { ErrorIcon } from '@portal/shared/icons';
import { reportError } from '../app/monitoring';
import { isLoadFailure, isStaleDeployError, reloadOnce } from '../federation/stale-deploy';

/**
 * A remote's routes under one parent (`root`, `public`, `tenancy`), mounted below a pathless route
 * whose error element is that remote's panel: an error in the remote's screens stays inside the
 * layout (docs/decisions/0083). The id is stable, so a patch made again adds no second copy.
 */
export function remoteBoundaryRoute(remote: RemoteName, parentId: string, routes: RouteObject[]): RouteObject {
  return { id: `${remote}:${parentId}`, errorElement: <RemoteErrorPanel remote={remote} />, children: routes };
}

const reloadPage = () => window.location.reload();
const TITLE_ID = 'remote-error-title';

/**
 * What a remote's screen shows when it (its loader, its code's chunk, its render) fails: the feature
 * by name, in the page's language, inside the layout, with "Try again" and the way to the dashboard.
 * - a file of the deployment that is gone reloads the page once, as before (decision 0003);
 * - "Try again" re-renders the route (its loaders run again, and the data the broken screen had
 *   cached is fetched afresh); after a load failure it loads the page, and so the remote, afresh;
 * - the error is reported with the remote's name; focus moves to the heading for screen readers.
 */
export function RemoteErrorPanel({ remote, reload = reloadPage }: { remote: RemoteName; reload?: () => void }) {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loadFailure = isLoadFailure(error);
  // once per error: a render after the reload began must not show the panel meanwhile
  const reloading = useMemo(() => isStaleDeployError(error) && reloadOnce(), [error]);

  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error, { remote });
  }, [error, remote]);
  useEffect(() => {
    if (!reloading) document.getElementById(TITLE_ID)?.focus();
  }, [error, reloading]);
  if (reloading) return null;

  const retry = () => {
    if (loadFailure) return reload();
    // the screens that broke are unmounted: what they had cached is dropped, the layout's stays
    queryClient.removeQueries({ type: 'inactive' });
    // the same location again: the error boundary resets and the loaders run again
    void navigate(location, { replace: true, state: location.state as unknown, preventScrollReset: true });
  };

  return (
    <Page
      title={t('remote_error.title', { feature: t(`remote_error.feature.${remote}`) })}
      titleId={TITLE_ID}
      icon={<ErrorIcon size={22} aria-hidden="true" />}
      accent="var(--portal-error)"
      className="remote-error"
      data-testid={`remote-error-${remote}`}
    >
      <Card>
        <p>{t(loadFailure ? 'remote_error.load_text' : 'remote_error.text')}</p>
        <div className="remote-error__actions">
          <Button onClick={retry}>{t('remote_error.retry')}</Button>
          <Link className="pui-button pui-button--secondary" to="/t">
            {t('remote_error.dashboard')}
          </Link>
        </div>
      </Card>
    </Page>
  );
}
