import type { Website } from '@shop/config';
import { interpolate, type LazyMessageStore, type Locale, type Messages } from '@shop/i18n';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
} from '@tanstack/react-router';
import { createBlogRoutes } from '../blog/blogRoutes';
import { NotFoundPage, ServerErrorPage } from '../components/ErrorPage';
import { createConditionRoutes } from '../conditions/conditionRoutes';
import { createContactRoute } from '../contact/contactRoutes';
import { createInfoRoutes } from '../info/infoRoutes';
import type { LayoutName } from '../layouts/layoutName';
import { LayoutRoute } from '../layouts/layouts';
import { browserRouteRules } from '../navigation/buildManifest';
import { createOrderRoutes } from '../order/orderRoutes';
import { createReviewRoutes } from '../reviews/reviewRoutes';
import type { SiteRouterContext } from '../SiteContext';
import { RootDocument, SiteApp } from './RootDocument';
import { createHeads } from './routeHead';
import { siteRedirects } from './siteRedirects';
import { withTexts } from './withTexts';

export interface RouteTreeOptions {
  website: Website;
  locale: Locale;
  messages: Messages;
  lazyMessages: LazyMessageStore;
  /**
   * `false` renders the site without `<html>`, `<head>` and `<body>`, for mounting inside an
   * existing page (component tests, stories). Defaults to the full document.
   */
  renderDocument?: boolean;
}

export const HOME_PATH = '/';

export function createRouteTree({
  website,
  locale,
  messages,
  lazyMessages,
  renderDocument = true,
}: RouteTreeOptions) {
  const heads = createHeads(website, messages);

  const rootRoute = createRootRouteWithContext<SiteRouterContext>()({
    beforeLoad: siteRedirects({
      // The server applies the config's rules; the browser loads them from the build manifest.
      routeRules:
        typeof window === 'undefined'
          ? () => website.routeRules
          : (pathname) => browserRouteRules(window, website.routeRules).rulesFor(pathname),
      conditionsPath: website.paths.conditions,
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
    component: lazyRouteComponent(
      withTexts(
        () => import('../pages/HomePage'),
        // The offers' texts (the offer header, the other offers) render with the page.
        () => Promise.all([lazyMessages.load('homePage'), lazyMessages.load('offers')]),
      ),
      'HomePage',
    ),
    staticData: { page: 'pages/HomePage.tsx', texts: ['homePage', 'offers'] },
  });

  const subpageLayout = layoutRoute('subpage');
  const infoLayout = layoutRoute('infopage');
  // Blog, reviews and conditions are rendered per request from the database.
  const contentOptions = { website, lazyMessages, heads, ogLocale: messages.shell.meta.ogLocale };

  const orderLayouts = {
    default: layoutRoute('default'),
    orderpage: layoutRoute('orderpage'),
    year: layoutRoute('year'),
    thankpage: layoutRoute('thankpage'),
    'thankpage-subscription': layoutRoute('thankpage-subscription'),
    infopage: infoLayout,
    plainpage: layoutRoute('plainpage'),
  };
  const orderRoutes = createOrderRoutes({ website, lazyMessages, heads, layouts: orderLayouts });

  const layouts: AnyRoute[] = [
    defaultExperimentLayout.addChildren([homeRoute]),
    subpageLayout.addChildren([
      ...createBlogRoutes({ ...contentOptions, parent: subpageLayout }),
      ...createReviewRoutes({ ...contentOptions, parent: subpageLayout }),
      createContactRoute({ website, lazyMessages, parent: subpageLayout, heads }),
    ]),
    infoLayout.addChildren([
      ...createConditionRoutes({ ...contentOptions, parent: infoLayout }),
      ...createInfoRoutes({ website, lazyMessages, heads, layout: infoLayout }),
      ...orderRoutes.infopage,
    ]),
    orderLayouts.default.addChildren(orderRoutes.default),
    orderLayouts.orderpage.addChildren(orderRoutes.orderpage),
    orderLayouts.year.addChildren(orderRoutes.year),
    orderLayouts.thankpage.addChildren(orderRoutes.thankpage),
    orderLayouts['thankpage-subscription'].addChildren(orderRoutes['thankpage-subscription']),
    orderLayouts.plainpage.addChildren(orderRoutes.plainpage),
  ];
  return rootRoute.addChildren(layouts);
}
