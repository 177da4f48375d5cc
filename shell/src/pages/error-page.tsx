import { useEffect } from 'react';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { isLoadFailure, isStaleDeployError, reloadOnce } from '../federation/stale-deploy';
import { reportError } from '../app/monitoring';

/**
 * The router's error element for the shell's own routes (SPEC §2; a remote's screens have their own
 * panel, pages/remote-error-panel.tsx): a lazy load broken by a new deployment reloads once; any
 * other load failure goes to /login; router errors (404, 405, 403) and errors of code that did load
 * show the default error page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const location = useLocation();
  // what broke in the code is reported; router answers (404, 405, 403) are the visitor's, not ours
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportError(error);
  }, [error]);
  if (isStaleDeployError(error) && reloadOnce()) return null;
  if (isLoadFailure(error) && location.pathname !== '/login') return <Navigate to="/login" replace />;
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return <UnexpectedError status={status} detail={detail} />;
}

export function UnexpectedError({ status, detail }: { status?: number; detail?: string }) {
  return (
    <main className="error-page" data-status={status}>
      <h1>Unexpected Application Error</h1>
      {detail ? <p>{detail}</p> : null}
      <p>
        <a href="/">Go to the front page</a>
      </p>
    </main>
  );
}
