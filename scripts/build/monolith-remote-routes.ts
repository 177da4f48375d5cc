// The monolithic comparison build: the same code as the federated portal, every remote imported
// directly by the shell (each still its own lazy chunk). `npm run size` compares the two.
import type { RemoteName, RemoteRouteModule } from '../../shared/src/index.ts';

const IMPORTS: Record<RemoteName, () => Promise<{ routeModule: RemoteRouteModule }>> = {
  mf_auth: () => import('../../mf-auth/src/routes.tsx'),
  mf_consumption: () => import('../../mf-consumption/src/routes.tsx'),
  mf_alarms: () => import('../../mf-alarms/src/routes.tsx'),
  mf_statements: () => import('../../mf-statements/src/routes.tsx'),
  mf_report: () => import('../../mf-report/src/routes.tsx'),
};

export async function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRouteModule> {
  return (await IMPORTS[remote]()).routeModule;
}
