import type { Website } from '@shop/config';
import { interpolate, type Locale, type Messages } from '@shop/i18n';
import { type AnyRoute, createRootRoute, createRoute } from '@tanstack/react-router';
import { NotFoundPage, ServerErrorPage } from '../components/ErrorPage';
import type { LayoutName } from '../core/layoutName';
import { LayoutRoute } from '../layouts/layouts';
import { HomePage } from '../pages/HomePage';
import { RootDocument, SiteApp } from './RootDocument';
import { createHeads } from './routeHead';
import { siteRedirects } from './siteRedirects';

export interface RouteTreeOptions {
  website: Website;
  locale: Locale;
  messages: Messages;
  /**
   * `false` renders the site without `<html>`, `<head>` and `<body>`, for mounting inside an
   * existing page (component tests, stories). Defaults to the full document.
   */
  renderDocument?: boolean;
}

export const HOME_PATH = '/';

export function createRouteTree({ website, locale, messages, renderDocument = true }: RouteTreeOptions) {
  const heads = createHeads(website, messages);

  const rootRoute = createRootRoute({
    beforeLoad: siteRedirects({
      routeRules: website.routeRules,
      leaveSite: (href) => window.location.assign(href),
    }),
    head: (context) => {
      const { meta, links } = heads.root(context);
      return {
        meta: [
          { charSet: 'utf-8' },
          { name: 'viewport', content: 'width=device-width, initial-scale=1' },
          { name: 'theme-color', content: '#c8102e' },
          ...meta,
        ],
        links: [
          { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
          { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
          { rel: 'apple-touch-icon', href: '/images/apple-touch-icon.png' },
          ...links,
        ],
      };
    },
    component: renderDocument ? () => <RootDocument locale={locale} /> : SiteApp,
    notFoundComponent: NotFoundPage,
  });

  function layoutRoute(name: LayoutName) {
    return createRoute({
      getParentRoute: () => rootRoute,
      id: name,
      component: () => <LayoutRoute name={name} />,
      notFoundComponent: NotFoundPage,
      errorComponent: ServerErrorPage,
    });
  }

  const defaultExperimentLayout = layoutRoute('default-experiment');

  const homeRoute = createRoute({
    getParentRoute: () => defaultExperimentLayout,
    path: HOME_PATH,
    head: heads.page({
      path: HOME_PATH,
      title: messages.shell.meta.homeTitle,
      description: interpolate(messages.shell.meta.homeDescription, { productName: website.productName }),
    }),
    component: HomePage,
  });

  const layouts: AnyRoute[] = [defaultExperimentLayout.addChildren([homeRoute])];
  return rootRoute.addChildren(layouts);
}
