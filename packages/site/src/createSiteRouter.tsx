import type { AbVariant } from '@shop/tracking';
import { type AnyRouter, createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundPage, ServerErrorPage } from './components/ErrorPage';
import { limitRoutePreloads } from './navigation/routePreloads';
import { createRouteTree, type RouteTreeOptions } from './routes/routeTree';
import { SiteInnerWrap, type SiteRouterContext } from './SiteContext';
import { createLazyHttpClient } from './shell/lazyHttpClient';
import { createShellState } from './shell/shellState';

export interface SiteRouterOptions extends RouteTreeOptions {
  /** Browser history by default; tests and stories pass `createMemoryHistory(...)`. */
  history?: RouterHistory;
  /** How loaders reach the API; the browser's `fetch` on the same origin by default. */
  fetch?: typeof globalThis.fetch;
  /** The A/B variant the document is rendered for: the server's pick, read back in the browser. */
  abVariant?: AbVariant;
  /** The return-to path the document's header links were given before hydration. */
  returnTo?: string;
}

/**
 * One router with its own client state (jotai store, toast store), so two renders on the
 * server never share a shopper's state.
 */
export function createSiteRouter(options: SiteRouterOptions): AnyRouter {
  const { website, locale, messages, lazyMessages, history, fetch, returnTo } = options;
  const context: SiteRouterContext = {
    site: {
      website,
      locale,
      messages,
      lazyMessages,
      shell: createShellState(returnTo === undefined ? {} : { returnTo }),
    },
    api: createLazyHttpClient({ baseUrl: '', ...(fetch ? { fetch } : {}) }),
    ...(options.abVariant ? { abVariant: options.abVariant } : {}),
  };
  // SPEC §9: at most 4 route preloads (a link's code and data on hover or touch) at once.
  return limitRoutePreloads(
    createRouter({
      routeTree: createRouteTree(options),
      context,
      ...(history ? { history } : {}),
      InnerWrap: SiteInnerWrap,
      defaultErrorComponent: ServerErrorPage,
      defaultNotFoundComponent: NotFoundPage,
      defaultPreload: 'intent',
      // SPEC §2: a path that matches no route is not found; /Blog is not /blog but a second
      // address of the same page, which search engines would index twice.
      caseSensitive: true,
      scrollRestoration: true,
    }),
  );
}
