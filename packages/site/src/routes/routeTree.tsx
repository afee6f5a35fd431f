import type { Website } from '@shop/config';
import {
  interpolate,
  type LazyMessageStore,
  type LazyMessages,
  type Locale,
  type Messages,
} from '@shop/i18n';
import {
  type AnyRoute,
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
} from '@tanstack/react-router';
import type { BlogHeadParts } from '../blog/blogHead';
import { BLOG_PATH } from '../blog/blogPaths';
import { NotFoundPage, ServerErrorPage } from '../components/ErrorPage';
import type { ConditionPageData } from '../conditions/conditionLoaders';
import { CONDITION_NAMES, conditionPath } from '../conditions/conditionPaths';
import { createContactRoute } from '../contact/contactRoutes';
import { pageHead } from '../head/pageHead';
import { createInfoRoutes } from '../info/infoRoutes';
import type { LayoutName } from '../layouts/layoutName';
import { LayoutRoute } from '../layouts/layouts';
import { createOrderRoutes } from '../order/orderRoutes';
import type { SiteRouterContext } from '../SiteContext';
import { RootDocument, SiteApp } from './RootDocument';
import { createHeads } from './routeHead';
import { siteRedirects } from './siteRedirects';
// Blog styles ship with the first stylesheet: blog pages are server-rendered, and their HTML must
// paint styled before the route's script chunk arrives.
import '../blog/Blog.css';
import '../reviews/Reviews.css';
import '../conditions/Conditions.css';
import { browserRouteRules } from '../navigation/buildManifest';
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

/** The data of a page whose loader made its head. */
interface PageWithHead {
  head: BlogHeadParts;
}

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
  const ogLocale = messages.shell.meta.ogLocale;

  // Blog content comes from the database, so these pages are rendered per request. Their loaders
  // and components are separate chunks (zod, the HTTP client and the head builders included), so
  // no page's first script grows; the loader validates `page` there and makes the page's head.
  // Their texts are a lazy namespace too, loaded beside the loader's and the page's code.
  const loadContentText = () => lazyMessages.load('contentPages');
  const withContentText = <Module,>(importModule: () => Promise<Module>) =>
    withTexts(importModule, loadContentText);
  const blogHeadContext = (texts: LazyMessages['contentPages']) => ({ website, ogLocale, text: texts.blog });
  const blogListRoute = createRoute({
    getParentRoute: () => subpageLayout,
    path: BLOG_PATH,
    validateSearch: (search: Record<string, unknown>): { page?: unknown } =>
      search.page === undefined ? {} : { page: search.page },
    loaderDeps: ({ search }) => ({ page: search.page }),
    loader: ({ context, deps }) =>
      Promise.all([import('../blog/blogLoaders'), loadContentText()]).then(([blog, texts]) =>
        blog.loadBlogListPage(context.api, deps, blogHeadContext(texts)),
      ),
    head: heads.fromData<PageWithHead>((data) => data.head),
    component: lazyRouteComponent(
      withContentText(() => import('../blog/BlogListPage')),
      'BlogListRoute',
    ),
    staticData: { page: 'blog/BlogListPage.tsx', texts: ['contentPages'] },
  });

  const blogArticleRoute = createRoute({
    getParentRoute: () => subpageLayout,
    path: `${BLOG_PATH}/$slug`,
    loader: ({ context, params }) =>
      Promise.all([import('../blog/blogLoaders'), loadContentText()]).then(([blog, texts]) =>
        blog.loadBlogArticlePage(context.api, params.slug, blogHeadContext(texts)),
      ),
    head: heads.fromData<PageWithHead>((data) => data.head),
    component: lazyRouteComponent(
      withContentText(() => import('../blog/BlogArticlePage')),
      'BlogArticleRoute',
    ),
    staticData: { page: 'blog/BlogArticlePage.tsx', texts: ['contentPages'] },
  });

  const reviewsPath = website.paths.reviews;
  const reviewHeadContext = (texts: LazyMessages['contentPages']) => ({
    website,
    ogLocale,
    text: texts.reviews,
  });

  // Reviews and conditions follow the blog: rendered per request, loaders and pages in their own chunks.
  const reviewListRoute = createRoute({
    getParentRoute: () => subpageLayout,
    path: reviewsPath,
    validateSearch: (search: Record<string, unknown>): { page?: unknown } =>
      search.page === undefined ? {} : { page: search.page },
    loaderDeps: ({ search }) => ({ page: search.page }),
    loader: ({ context, deps }) =>
      Promise.all([import('../reviews/reviewLoaders'), loadContentText()]).then(([reviews, texts]) =>
        reviews.loadReviewListPage(context.api, deps, reviewHeadContext(texts)),
      ),
    head: heads.fromData<PageWithHead>((data) => data.head),
    component: lazyRouteComponent(
      withContentText(() => import('../reviews/ReviewListPage')),
      'ReviewListRoute',
    ),
    staticData: { page: 'reviews/ReviewListPage.tsx', texts: ['contentPages'] },
  });

  const reviewRoute = createRoute({
    getParentRoute: () => subpageLayout,
    path: `${reviewsPath}/$slug`,
    loader: ({ context, params }) =>
      Promise.all([import('../reviews/reviewLoaders'), loadContentText()]).then(([reviews, texts]) =>
        reviews.loadReviewPage(context.api, params.slug, reviewHeadContext(texts)),
      ),
    head: heads.fromData<PageWithHead>((data) => data.head),
    component: lazyRouteComponent(
      withContentText(() => import('../reviews/ReviewPage')),
      'ReviewRoute',
    ),
    staticData: { page: 'reviews/ReviewPage.tsx', texts: ['contentPages'] },
  });

  const infoLayout = layoutRoute('infopage');

  /** A condition page's head: made by its loader, as its texts load with it. */
  function conditionHead(data: ConditionPageData, text: LazyMessages['contentPages']['conditions']) {
    const title =
      data.condition?.title ??
      data.conditions.find((item) => item.name === data.name)?.title ??
      text.errorTitle;
    return {
      ...pageHead({
        website,
        path: conditionPath(website.paths.conditions, data.name),
        title,
        description: interpolate(text.description, {
          title,
          company: website.company.name,
          domain: website.domain,
        }),
        ogLocale,
      }),
      scripts: [],
    };
  }

  const conditionRoutes = CONDITION_NAMES.map((name) =>
    createRoute({
      getParentRoute: () => infoLayout,
      path: conditionPath(website.paths.conditions, name),
      loader: ({ context }): Promise<ConditionPageData & PageWithHead> =>
        Promise.all([import('../conditions/conditionLoaders'), loadContentText()]).then(
          ([conditions, texts]) =>
            conditions
              .loadConditionPage(context.api, name)
              .then((data) => ({ ...data, head: conditionHead(data, texts.conditions) })),
        ),
      head: heads.fromData<PageWithHead>((data) => data.head),
      component: lazyRouteComponent(
        withContentText(() => import('../conditions/ConditionPage')),
        'ConditionRoute',
      ),
      staticData: { page: 'conditions/ConditionPage.tsx', texts: ['contentPages'] },
    }),
  );

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
      blogListRoute,
      blogArticleRoute,
      reviewListRoute,
      reviewRoute,
      createContactRoute({ website, lazyMessages, parent: subpageLayout, heads }),
    ]),
    infoLayout.addChildren([
      ...conditionRoutes,
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
