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

export interface Site {
  website: Website;
  locale: Locale;
  messages: Messages;
  /** A fresh router per render (server) or per page load (client). */
  createRouter(): AnyRouter;
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
    createRouter: () => createSiteRouter({ website, locale, messages }),
    staticPaths: [HOME_PATH],
  };
}
