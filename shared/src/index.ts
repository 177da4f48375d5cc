// Public entry of @portal/shared. One section per area; see README.md for a line per export.

// federation: the contract between the shell and its remotes
export type { ParentRouteId, RemoteName, RemoteRouteModule, RuntimeConfig } from './federation/contract';
export { federationProbeRoute, PlaceholderPage, PROBE_QUERY_KEY } from './federation/placeholder-page';
export { PROBE_APPS, probePath, type ProbeApp } from './routing/paths';
export { recordHostModules, sameModulesAsHost } from './federation/singletons';
export {
  DEVELOPMENT_ENDPOINTS,
  installPortalServices,
  pageClients,
  pageConfig,
  pageServices,
  shellServices,
  type PageConfig,
  type PortalServices,
} from './federation/portal-services';
export { usePortalClients, usePortalServices } from './federation/use-portal';
export { renderStandalone, startStandalone } from './federation/standalone';
export { loadRemote, preloadRemote, registerRemotes, type RemoteRegistration } from './federation/remotes';

// platform: providers and the query client
export { AppProviders, type AppProvidersProps, type AppStore } from './platform/providers';
export { createQueryClient } from './platform/query-client';
export { isOnline, useOnline } from './platform/online';

// i18n: the page's i18next instance, shared's `common` texts, language at start
export * from './i18n';

// time: Copenhagen dates, periods, span type, comparisons, service date-times
export * from './time';

// domain: quantities, units, aggregation, smileys, rating letter
export * from './domain';

// format: numbers and quantities in the language's format
export * from './format';

// validation: passwords, e-mail, activation codes, token payloads
export * from './validation';

// session: browser storage (two service prefixes), clients wired to the session state
export * from './session';

// api: the two GraphQL clients, session operations, query keys and options, generated documents
export * from './api';

// ui: modal, toasts, buttons, form fields, empty states, skeletons, brand themes
export * from './ui';

// state: the client state of SPEC §3 as jotai atoms
export { federationProbeAtom } from './state/probe';
export * from './state/session';
