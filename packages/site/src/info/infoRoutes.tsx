import type { Website } from '@shop/config';
import { interpolate, type LazyMessageStore, type LazyNamespace } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import type { createHeads, PageMeta } from '../routes/routeHead';
import { withTexts } from '../routes/withTexts';
import type { CookiePageData } from './cookiePageLoader';
import {
  ACCESSIBILITY_STATEMENT_PATH,
  INFO_REDIRECT_STATUS,
  infoPagePaths,
  infoRedirects,
} from './infoPaths';
import { infoValues } from './infoValues';
// Information pages are prerendered or server-rendered; their HTML must paint styled before the
// page's script chunk arrives, so their styles ship with the first stylesheet.
import '../info/Info.css';

export interface InfoRoutesOptions {
  website: Website;
  /**
   * Each page's texts are a lazy namespace of their own, loaded with the page's code together with
   * the small `infoFrame` all of them share, not with every page.
   */
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The info layout route the pages render in. */
  layout: AnyRoute;
}

/** The namespaces of the info pages, each with the page's own texts. */
type InfoPageNamespace = Extract<
  LazyNamespace,
  'infoHub' | 'infoCookies' | 'infoPersonalData' | 'infoHeureka' | 'infoRemarketing' | 'infoAccessibility'
>;

/**
 * The cookie, personal-data, consent and remarketing pages of the info layout (SPEC §2), the
 * accessibility statement, and the
 * permanent moves from the other language's spelling of this site's addresses.
 */
export function createInfoRoutes({ website, lazyMessages, heads, layout }: InfoRoutesOptions): AnyRoute[] {
  const paths = infoPagePaths(website);
  const values = infoValues(website);
  const loadText = <N extends InfoPageNamespace>(namespace: N) =>
    Promise.all([lazyMessages.load(namespace), lazyMessages.load('infoFrame')]).then(([text]) => text);
  const metaOf = (page: PageMeta): PageMeta => ({
    title: page.title,
    description: interpolate(page.description, values),
  });
  const head = heads.fromMeta;
  const withText = <Module,>(namespace: InfoPageNamespace, load: () => Promise<Module>) =>
    withTexts(load, () => loadText(namespace));

  const staticPage = (
    path: string,
    namespace: InfoPageNamespace,
    component: ReturnType<typeof lazyRouteComponent>,
    page: string,
  ) =>
    createRoute({
      getParentRoute: () => layout,
      path,
      loader: () => loadText(namespace).then((text) => ({ meta: metaOf(text) })),
      head: head(path),
      component,
      staticData: { page, texts: ['infoFrame', namespace] },
    });

  const hubRoute = staticPage(
    paths.hub,
    'infoHub',
    lazyRouteComponent(
      withText('infoHub', () => import('../info/InfoHubPage')),
      'InfoHubPage',
    ),
    'info/InfoHubPage.tsx',
  );

  // The cookie list comes from the database, so this page is rendered per request; its loader
  // (with the contracts' schemas) is a chunk of its own.
  const cookiesRoute = createRoute({
    getParentRoute: () => layout,
    path: paths.cookies,
    loader: ({ context }): Promise<CookiePageData & { meta: PageMeta }> =>
      Promise.all([
        import('../info/cookiePageLoader').then((cookies) => cookies.loadCookiePage(context.api)),
        loadText('infoCookies'),
      ]).then(([data, text]) => ({ ...data, meta: metaOf(text) })),
    head: head(paths.cookies),
    component: lazyRouteComponent(
      withText('infoCookies', () => import('../info/CookiesPage')),
      'CookiesRoute',
    ),
    staticData: { page: 'info/CookiesPage.tsx', texts: ['infoFrame', 'infoCookies'] },
  });

  // The privacy notice hydrates on use (`PersonalDataRoute`): its code and texts are not preloaded
  // with the page. The loader, which a page hydrating from the server's HTML does not run again,
  // fetches them, so the server renders the page in full and a navigation shows it at once.
  const personalDataModule = () => import('../info/PersonalDataRoute');
  const personalDataRoute = createRoute({
    getParentRoute: () => layout,
    path: paths.personalData,
    loader: () =>
      Promise.all([
        loadText('infoPersonalData'),
        personalDataModule().then((route) => route.preloadPersonalDataPage(lazyMessages)),
      ]).then(([text]) => ({ meta: metaOf(text) })),
    head: head(paths.personalData),
    component: lazyRouteComponent(personalDataModule, 'PersonalDataRoute'),
    staticData: { page: 'info/PersonalDataRoute.tsx' },
  });

  const heurekaRoute = staticPage(
    paths.heureka,
    'infoHeureka',
    lazyRouteComponent(
      withText('infoHeureka', () => import('../info/HeurekaConsentPage')),
      'HeurekaConsentPage',
    ),
    'info/HeurekaConsentPage.tsx',
  );

  const remarketingRoute = staticPage(
    paths.remarketing,
    'infoRemarketing',
    lazyRouteComponent(
      withText('infoRemarketing', () => import('../info/RemarketingOptOutPage')),
      'RemarketingOptOutPage',
    ),
    'info/RemarketingOptOutPage.tsx',
  );

  const accessibilityRoute = staticPage(
    ACCESSIBILITY_STATEMENT_PATH,
    'infoAccessibility',
    lazyRouteComponent(
      withText('infoAccessibility', () => import('../info/AccessibilityStatementPage')),
      'AccessibilityStatementPage',
    ),
    'info/AccessibilityStatementPage.tsx',
  );

  // A route of its own rather than a rule in the root's redirects: the move belongs to these pages,
  // and the server answers the router's redirect with the same 301 it gives `/podminky`.
  const redirectRoutes = infoRedirects(website).map(({ from, to }) =>
    createRoute({
      getParentRoute: () => layout,
      path: from,
      beforeLoad: ({ location }) => {
        const hash = location.hash ? `#${location.hash}` : '';
        throw redirect({ href: `${to}${location.searchStr}${hash}`, statusCode: INFO_REDIRECT_STATUS });
      },
    }),
  );

  return [
    hubRoute,
    cookiesRoute,
    personalDataRoute,
    heurekaRoute,
    remarketingRoute,
    accessibilityRoute,
    ...redirectRoutes,
  ];
}
