import { BASE_OFFSET, startPortal } from './portal.ts';

/** The shared portal of the suites; suites that break or rebuild a remote start their own. */
export default async function globalSetup() {
  const portal = await startPortal(BASE_OFFSET);
  return () => portal.stop();
}
