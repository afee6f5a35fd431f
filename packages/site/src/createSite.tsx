import type { Website } from '@shop/config';
import {
  createLazyMessageStore,
  type LazyMessageLoaders,
  type LazyMessageStore,
  type Locale,
  type Messages,
} from '@shop/i18n';
import type { AbVariant } from '@shop/tracking';
import type { AnyRouter } from '@tanstack/react-router';
import { CONTACT_PATH } from './contact/contactPath';
import { createSiteRouter } from './createSiteRouter';
import { infoStaticPaths } from './info/infoPaths';
import { HOME_ORDER, LANDING_PAGES } from './order/core/orderPageSpecs';
import { orderStaticPaths } from './order/orderRoutes';
import { type RouteModules, routeModulesOf } from './routes/routeModules';
import { HOME_PATH } from './routes/routeTree';

export interface CreateSiteOptions {
  /** The app's validated website config (`defineWebsite(...)`). */
  website: Website;
  locale: Locale;
  /** The app's own catalog, so each bundle carries one language. */
  messages: Messages;
  /** The app's own lazy namespaces (`skLazyMessages` / `csLazyMessages`). */
  lazyMessages: LazyMessageLoaders;
}

/** What differs between the server and the browser when a router is made. */
export interface SiteRouterRuntime {
  /** Answers the loaders' API calls (paths on the site's origin); the server passes an in-process one. */
  fetch?: typeof globalThis.fetch;
  /** The A/B variant to render (server) or that the document was rendered for (browser). */
  abVariant?: AbVariant;
  /** Browser: the return-to path the document's header links were given (`readDocumentReturnTo`). */
  returnTo?: string;
}

export interface Site {
  website: Website;
  locale: Locale;
  messages: Messages;
  /** The site's lazy namespaces, loaded once and shared by every router it makes. */
  lazyMessages?: LazyMessageStore;
  /** A fresh router per render (server) or per page load (client). */
  createRouter(options?: SiteRouterRuntime): AnyRouter;
}

/** What the build needs of a site beyond rendering it; the browser never does (`siteBuildPlan`). */
export interface SiteBuildPlan {
  /** Paths rendered to HTML at build time. */
  staticPaths: string[];
  /** Static paths in the A/B experiment layout: prerendered once per variant while a test runs. */
  experimentPaths: string[];
  /**
   * Static paths that sell an offer: path -> the offer slug whose current configuration a server
   * embeds in the page's HTML (see `takeEmbeddedOrderConfig`), sparing the browser the API call,
   * and whose offer header it renders into the page (`renderOfferHeader`).
   */
  orderConfigPaths: Record<string, string>;
  /** Each route's code-split page and text modules by route id, for the build's route preloads. */
  routeModules: () => Record<string, RouteModules>;
}

/**
 * The build's plan of a site: which pages it prerenders (per A/B variant too), which of them sell
 * an offer, and each route's modules. Kept out of `createSite`, so a browser's bundle carries none.
 */
export function siteBuildPlan(site: Site): SiteBuildPlan {
  const { website } = site;
  return {
    staticPaths: [HOME_PATH, CONTACT_PATH, ...infoStaticPaths(website), ...orderStaticPaths(website)],
    experimentPaths: [HOME_PATH],
    orderConfigPaths: {
      [HOME_PATH]: HOME_ORDER.offer,
      ...Object.fromEntries(LANDING_PAGES.map((page) => [page.path, page.offer])),
    },
    routeModules: () => routeModulesOf(site.createRouter()),
  };
}

/** Builds a country site from its config: the route tree, layouts and pages. */
export function createSite(options: CreateSiteOptions): Site {
  const { website, locale, messages } = options;
  const lazyMessages = createLazyMessageStore(options.lazyMessages);
  return {
    website,
    locale,
    messages,
    lazyMessages,
    createRouter: (runtime = {}) => createSiteRouter({ website, locale, messages, lazyMessages, ...runtime }),
  };
}
