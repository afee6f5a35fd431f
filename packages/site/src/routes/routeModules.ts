import type { LazyNamespace } from '@shop/i18n';
import type { AnyRouter } from '@tanstack/react-router';

/** The code-split modules a route's page is made of, named so the server can preload them. */
export interface RouteModules {
  /** The route component's module, relative to `packages/site/src` (e.g. `blog/BlogListPage.tsx`). */
  page?: string;
  /** The lazy text namespaces the page loads with its code. */
  texts?: readonly LazyNamespace[];
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** See `RouteModules.page`. */
    page?: string;
    /** See `RouteModules.texts`. */
    texts?: readonly LazyNamespace[];
  }
}

/**
 * Each route's modules by route id, read from the routes' `staticData`. The build turns them into
 * module preloads of the routes' chunks (`createPageAssets`), so a server-rendered page fetches its
 * page code and texts alongside the entry instead of after it has run.
 */
export function routeModulesOf(router: AnyRouter): Record<string, RouteModules> {
  const modules: Record<string, RouteModules> = {};
  for (const [id, route] of Object.entries(
    router.routesById as Record<string, { options: { staticData?: RouteModules } }>,
  )) {
    const { page, texts } = route.options.staticData ?? {};
    if (page || texts?.length)
      modules[id] = { ...(page ? { page } : {}), ...(texts?.length ? { texts } : {}) };
  }
  return modules;
}
