import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Navigate, useLocation, useRouteError } from 'react-router';
import { Card, Page } from '@portal/shared';
import { ErrorIcon } from '@portal/shared/icons';
import { isLoadFailure, isStaleDeployError, reloadOnce } from '../federation/stale-deploy';
import { reportError } from '../app/monitoring';
import { StandaloneLayout } from '../layout/brand';

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
  if (isRouteErrorResponse(error)) {
    return <UnexpectedError status={error.status} technical={`${error.status} ${error.statusText}`} />;
  }
  return <UnexpectedError technical={error instanceof Error ? error.message : undefined} />;
}

/** Why the page could not be shown, when it is not a router answer. */
export type ErrorReason = 'start' | 'login' | 'page';

const REASON_KEYS: Record<ErrorReason, string> = {
  start: 'shell:errors.start_failed',
  login: 'shell:errors.login_unavailable',
  page: 'shell:errors.page_unavailable',
};
const STATUS_KEYS: Record<number, string> = {
  403: 'shell:errors.forbidden',
  404: 'shell:errors.not_found',
  405: 'shell:errors.method_not_allowed',
};

/**
 * The default error page (SPEC §2: titled "Unexpected Application Error"), in the page's language: what
 * happened in words, the error code of a router answer, the technical message folded away. It works
 * without the shell's texts too (the portal could not start): then it speaks English.
 */
export function UnexpectedError({
  status,
  reason,
  technical,
  inRouter = true,
}: {
  status?: number;
  reason?: ErrorReason;
  /** The error's own message (English, for support): shown folded. */
  technical?: string;
  /** False where there is no router (the portal could not start). */
  inRouter?: boolean;
}) {
  const { t } = useTranslation(['shell', 'common']);
  const text =
    (status !== undefined ? STATUS_KEYS[status] : undefined) ?? (reason ? REASON_KEYS[reason] : 'shell:errors.other');
  return (
    <StandaloneLayout inRouter={inRouter}>
      <Page
        title={t('common:errors.unexpected_application_error', 'Unexpected Application Error')}
        icon={<ErrorIcon size={22} aria-hidden="true" />}
        accent="var(--portal-error)"
        className="error-page"
        data-testid="error-page"
      >
        <Card>
          <p className="error-page__text" data-status={status}>
            {t(text, FALLBACK_TEXTS[text] ?? '')}
            {status !== undefined ? (
              <span className="error-page__code">
                {' '}
                {t('shell:errors.code', { status, defaultValue: `Error code ${status}` })}
              </span>
            ) : null}
          </p>
          {technical ? (
            <details className="error-page__details">
              <summary>{t('shell:errors.details', 'Technical details')}</summary>
              <p>
                <code>{technical}</code>
              </p>
            </details>
          ) : null}
          <p>
            <a className="pui-button pui-button--primary" href="/">
              {t('shell:errors.front_page', 'Go to the front page')}
            </a>
          </p>
        </Card>
      </Page>
    </StandaloneLayout>
  );
}

/** The English texts, for when the shell's texts could not be fetched. */
const FALLBACK_TEXTS: Record<string, string> = {
  'shell:errors.start_failed': 'The app could not start. Please try again in a moment.',
  'shell:errors.login_unavailable': 'The sign-in page could not be loaded. Please try again in a moment.',
  'shell:errors.page_unavailable': 'This page could not be loaded. Please try again in a moment.',
  'shell:errors.forbidden': 'This page could not be opened from here.',
  'shell:errors.not_found': 'There is no page at this address.',
  'shell:errors.method_not_allowed': 'This page cannot handle that request.',
  'shell:errors.other': 'Something went wrong while showing this page.',
};
