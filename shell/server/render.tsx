// The public pages' HTML ahead of the script (docs/decisions/0090, "The login page before its script").
// Built for Node (shell/build/prerender.ts) and run by the server that serves the shell, with the
// deployment's runtime configuration: the same components, texts and brand the page then renders
// itself, so its first render replaces the copy with the same screen.
import type { ReactNode } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { createStore } from 'jotai';
import {
  appTitle,
  brandTheme,
  createAppStorage,
  createI18n,
  createMemoryStorage,
  createPortalClients,
  createQueryClient,
  loadTexts,
  startLanguage,
  takeRenderedStyleSheets,
  themeVariables,
  type Language,
  type PortalServices,
  type RemoteRouteModule,
  type RuntimeConfig,
} from '@portal/shared';
// the remotes' routes are imported, as the monolithic build imports them (shell/build/prerender.ts)
import { loadRemoteRoutes } from '../src/federation/load-remote-routes';
import { remoteForPath } from '../src/federation/remote-routes';
import { shellRoutes } from '../src/app/routes';
import { languageConfig, ShellProviders } from '../src/app/providers';
import { documentTitle } from '../src/app/document-title';
import { ProgressBar, START_PROGRESS } from '../src/app/navigation-progress';
import { shellTexts } from '../src/i18n/texts';

/** The paths served prerendered: the login page, where a visitor's first visit starts. */
export const PRERENDERED_PATHS: readonly string[] = ['/login'];
/** The languages a page can be rendered in (a link's `?language=`, a deployment's default). */
export { LANGUAGES as PRERENDERED_LANGUAGES } from '@portal/shared';

/** A public page as the portal renders it for a first visitor (no session, no stored choice). */
export interface PrerenderedPage {
  language: Language;
  /** The tab's title: the screen's heading and the brand's app title (`followTitle`). */
  title: string;
  /** The brand's id and CSS variables, which `applyBrandTheme` puts on `<html>`. */
  brand: string;
  themeStyle: string;
  /** The style sheets the screen's components add to the page when they render (`useStyleSheet`). */
  styleSheets: string[];
  /** The router's render, the content of `#root`. */
  markup: string;
  /** The bar that says the page is still starting, before `#root` (the screen is inert until then). */
  progress: string;
}

/** The shell's routes with a remote's, under the layouts they hang under (as the route mounter adds them). */
function withRemoteRoutes(routes: RouteObject[], module: RemoteRouteModule): RouteObject[] {
  return routes.map((route) => {
    const added = route.id ? (module.routes[route.id as keyof RemoteRouteModule['routes']] ?? []) : [];
    const children = route.children ? withRemoteRoutes(route.children, module) : undefined;
    return children || added.length ? ({ ...route, children: [...(children ?? []), ...added] } as RouteObject) : route;
  });
}

/** The text of rendered HTML (react-dom escapes these five). */
function textOf(html: string): string {
  const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };
  return html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => entities[entity] ?? entity);
}

/** HTML of a tree, once everything it loads as it renders (a lazy component) is there. */
async function markupOf(tree: ReactNode): Promise<string> {
  const { prelude } = await renderStatic(tree);
  return new Response(prelude).text();
}

const NO_SESSION = () => Promise.reject(new Error('A prerendered page has no session'));

const emptyStorage = () => createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });

/** The language a page starts in without a stored choice: the link's `?language=`, else the deployment's. */
export function pageLanguage(config: Pick<RuntimeConfig, 'defaultLanguage'>, linkLanguage: string | null): Language {
  return startLanguage(languageConfig(config.defaultLanguage), emptyStorage(), linkLanguage);
}

/** The render under way: one at a time, since a render's style sheets are collected module-wide. */
let rendering: Promise<unknown> = Promise.resolve();

/** Renders `path` as a first visitor sees it in `language` on a deployment with `config`. */
export function prerender(config: RuntimeConfig, path: string, language: Language): Promise<PrerenderedPage> {
  const page = rendering.then(() => render(config, path, language));
  rendering = page.catch(() => undefined);
  return page;
}

async function render(config: RuntimeConfig, path: string, language: Language): Promise<PrerenderedPage> {
  const theme = brandTheme(config.brand, { storeLinks: config.storeLinks });
  const store = createStore();
  const storage = emptyStorage();
  const queryClient = createQueryClient();
  const i18n = createI18n(language);
  const remote = remoteForPath(path);
  const screens = remote ? await loadRemoteRoutes(remote) : null;
  await loadTexts(i18n, shellTexts, ...(screens?.texts ?? []));
  const clients = createPortalClients({ endpoints: config.api, storage, store });
  const services: PortalServices = {
    clients,
    brand: config.brand,
    social: config.social,
    afterSignIn: NO_SESSION,
    reloadSession: NO_SESSION,
    logout: NO_SESSION,
    discardSession: () => undefined,
  };
  // what `usePortalServices` finds under the shell (installed on the page; here in this render's cache)
  queryClient.setQueryData(['portal-services'], services);
  const shell = {
    services,
    deps: { clients, store, storage },
    languages: languageConfig(config.defaultLanguage),
    theme,
  };

  const handler = createStaticHandler(screens ? withRemoteRoutes(shellRoutes(), screens) : shellRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://portal.invalid')));
  if (context instanceof Response) throw new Error(`${path} is not a page of its own (it answers ${context.status})`);
  const router = createStaticRouter(handler.dataRoutes, context);
  takeRenderedStyleSheets();
  const markup = await markupOf(
    <ShellProviders queryClient={queryClient} store={store} i18n={i18n} shell={shell}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ShellProviders>,
  );
  const progress = await markupOf(<ProgressBar label={i18n.t('common:app.loading')} testId={START_PROGRESS} />);
  // the screen's heading is its title (`usePageMeta`, which sets it once the page runs)
  const heading = /<h1[^>]*>(.*?)<\/h1>/s.exec(markup)?.[1];
  return {
    language,
    title: documentTitle(heading === undefined ? null : textOf(heading), appTitle(theme, language)),
    brand: theme.id,
    themeStyle: Object.entries(themeVariables(theme))
      .map(([name, value]) => `${name}:${value}`)
      .join(';'),
    styleSheets: takeRenderedStyleSheets(),
    markup,
    progress,
  };
}
