import type { Website } from '@shop/config';
import type { Locale, Messages } from '@shop/i18n';
import type { AnyRouter } from '@tanstack/react-router';
import { createSiteRouter } from './createSiteRouter';
import { HOME_PATH } from './routes/routeTree';

export interface CreateSiteOptions {
  /** The app's validated website config (`defineWebsite(...)`). */
  website: Website;
  locale: Locale;
  /** The app's own catalog, so each bundle carries one language. */
  messages: Messages;
}

/** What differs between the server and the browser when a router is made. */
export interface SiteRouterRuntime {
  /** Answers the loaders' API calls (paths on the site's origin); the server passes an in-process one. */
  fetch?: typeof globalThis.fetch;
}

export interface Site {
  website: Website;
  locale: Locale;
  messages: Messages;
  /** A fresh router per render (server) or per page load (client). */
  createRouter(options?: SiteRouterRuntime): AnyRouter;
  /** Paths rendered to HTML at build time. */
  staticPaths: string[];
}

/** Builds a country site from its config: the route tree, layouts and pages. */
export function createSite(options: CreateSiteOptions): Site {
  const { website, locale, messages } = options;
  return {
    website,
    locale,
    messages,
    createRouter: (runtime = {}) => createSiteRouter({ website, locale, messages, ...runtime }),
    staticPaths: [HOME_PATH],
  };
}
