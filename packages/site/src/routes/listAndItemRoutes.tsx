import type { HttpClient } from '@shop/contracts';
import type { LazyMessageStore, LazyMessages, LazyNamespace } from '@shop/i18n';
import { type AnyRoute, createRoute, type RouteComponent } from '@tanstack/react-router';
import type { BlogHeadParts } from '../blog/blogHead';
import type { createHeads } from './routeHead';

/** The data of a page whose loader made its head. */
export interface PageWithHead {
  head: BlogHeadParts;
}

type ContentTexts = LazyMessages['contentPages'];

/**
 * `?page=` of a list page, handed to the loader as given. The loader checks it with the API's own
 * page rule (the contract's zod schema) in its own chunk: a zod schema here would put zod
 * (10.7 kB gzip) into every page's first script, since the route tree is part of it.
 */
export function listPageSearch(search: Record<string, unknown>): { page?: unknown } {
  return search.page === undefined ? {} : { page: search.page };
}

interface PageComponent {
  component: RouteComponent;
  /** The page's module, for the build manifest (`staticData.page`). */
  page: string;
}

export interface ListAndItemRoutesOptions<Loaders> {
  /** The layout route the pages render in. */
  parent: AnyRoute;
  /** The list's path; each item is at `{path}/$slug`. */
  path: string;
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The feature's loaders (with zod, the HTTP client and the head builders): a chunk of its own. */
  importLoaders: () => Promise<Loaders>;
  loadList: (
    loaders: Loaders,
    api: HttpClient,
    search: { page?: unknown },
    texts: ContentTexts,
  ) => Promise<PageWithHead>;
  loadItem: (loaders: Loaders, api: HttpClient, slug: string, texts: ContentTexts) => Promise<PageWithHead>;
  list: PageComponent;
  item: PageComponent;
}

/**
 * A paged list and a page per item, rendered per request from the database (the blog, the
 * reviews). Loaders and pages are chunks of their own, loaded with the pages' lazy texts, so no
 * page's first script grows; each loader makes its page's head.
 */
export function createListAndItemRoutes<Loaders>({
  parent,
  path,
  lazyMessages,
  heads,
  importLoaders,
  loadList,
  loadItem,
  list,
  item,
}: ListAndItemRoutesOptions<Loaders>): AnyRoute[] {
  const loadTexts = () => lazyMessages.load('contentPages');
  const withLoaders = () => Promise.all([importLoaders(), loadTexts()]);
  const head = heads.fromData<PageWithHead>((data) => data.head);
  const texts: readonly LazyNamespace[] = ['contentPages'];
  const staticData = (page: PageComponent) => ({ page: page.page, texts });

  const listRoute = createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch: listPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page }),
    loader: ({ context, deps }) =>
      withLoaders().then(([loaders, texts]) => loadList(loaders, context.api, deps, texts)),
    head,
    component: list.component,
    staticData: staticData(list),
  });

  const itemRoute = createRoute({
    getParentRoute: () => parent,
    path: `${path}/$slug`,
    loader: ({ context, params }) =>
      withLoaders().then(([loaders, texts]) => loadItem(loaders, context.api, params.slug, texts)),
    head,
    component: item.component,
    staticData: staticData(item),
  });

  return [listRoute, itemRoute];
}
