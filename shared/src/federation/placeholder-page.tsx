import { useAtom } from 'jotai';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { federationProbeAtom } from '../state/probe';
import { sameModulesAsHost } from './singletons';
import { PROBE_APPS, probePath, type ProbeApp } from '../routing/paths';

export const PROBE_QUERY_KEY = ['federation-probe'] as const;

/**
 * An app's federation probe: a diagnostics page compiled into that app, showing the shared state it
 * sees. The shell mounts it only when its runtime configuration enables diagnostics (operators, the
 * end-to-end suites); otherwise `/_federation/*` is an unknown path like any other.
 */
export function federationProbeRoute(app: ProbeApp, release: string): RouteObject {
  return {
    path: probePath(app).slice(1),
    element: <PlaceholderPage app={app} page="probe" release={release} />,
    handle: { diagnostics: true },
  };
}

/**
 * Stands in for a screen that a later feature fills. It names its app and shows the shared state
 * it sees, so the composition (one React, router, query cache, store and i18n) can be checked.
 */
export function PlaceholderPage({ app, page, release }: { app: string; page: string; release?: string }) {
  const [probe, setProbe] = useAtom(federationProbeAtom);
  const queryClient = useQueryClient();
  const { data: cached } = useQuery({
    queryKey: PROBE_QUERY_KEY,
    queryFn: () => 'unset',
    staleTime: Infinity,
    initialData: 'unset',
  });
  const { i18n } = useTranslation();
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const same = sameModulesAsHost();
  const setFromHere = () => {
    setProbe(`from-${app}`);
    queryClient.setQueryData(PROBE_QUERY_KEY, `from-${app}`);
  };
  return (
    <main data-app={app} data-page={page}>
      <h1>
        {app}: {page}
      </h1>
      <dl>
        <dt>Release</dt>
        <dd data-testid="probe-release">{release ?? process.env.PORTAL_RELEASE}</dd>
        <dt>Path</dt>
        <dd data-testid="probe-path">{location.pathname}</dd>
        <dt>Parameters</dt>
        <dd data-testid="probe-params">{JSON.stringify(params)}</dd>
        <dt>Store value</dt>
        <dd data-testid="probe-atom">{probe}</dd>
        <dt>Query cache value</dt>
        <dd data-testid="probe-query">{cached}</dd>
        <dt>Language</dt>
        <dd data-testid="probe-language">{i18n.language}</dd>
        <dt>Same modules as the shell</dt>
        <dd data-testid="probe-modules">{same ? JSON.stringify(same) : 'no host'}</dd>
      </dl>
      <button type="button" onClick={setFromHere}>
        Set shared values from {app}
      </button>
      <button type="button" onClick={() => void i18n.changeLanguage(i18n.language === 'da' ? 'en' : 'da')}>
        Switch language from {app}
      </button>
      <nav aria-label="Federation probes">
        <ul>
          {PROBE_APPS.map((probeApp) => (
            <li key={probeApp}>
              <Link to={probePath(probeApp)}>Probe of {probeApp}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </main>
  );
}
