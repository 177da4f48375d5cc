import { BASE_OFFSET, startPortal } from './portal.ts';
import { seedDemoTemplate, serviceEnv, startServices } from './services.ts';
import { startIdentityProvider } from './identity-provider.ts';

/**
 * The shared portal of the suites, with the services and their demo data behind it. Suites that break
 * or rebuild a remote start their own portal on other ports.
 */
export default async function globalSetup() {
  // social sign-in against a test identity provider (support/identity-provider.ts)
  const identityProvider = await startIdentityProvider();
  // the demo world seeded once: these services and the suites' own start on copies of it
  const removeTemplate = await seedDemoTemplate(BASE_OFFSET, identityProvider.serviceEnv);
  const services = await startServices(BASE_OFFSET, { env: identityProvider.serviceEnv });
  const portal = await startPortal(BASE_OFFSET, {}, { ...serviceEnv(BASE_OFFSET), ...identityProvider.portalEnv });
  process.env.E2E_MAIN_API_URL = services.mainUrl;
  process.env.E2E_DATA_API_URL = services.dataUrl;
  process.env.E2E_INBOX_URL = services.inboxUrl;
  process.env.E2E_SUPPORT_DIR = services.supportDir;
  return async () => {
    await portal.stop();
    await services.stop();
    await identityProvider.stop();
    removeTemplate();
  };
}
