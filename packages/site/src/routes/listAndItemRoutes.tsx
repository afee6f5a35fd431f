import type { Website } from '@shop/config';
import type { HttpClient } from '@shop/contracts';
import type { LazyMessageStore, LazyMessages, LazyNamespace } from '@shop/i18n';
import { type AnyRoute, createRoute, lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import type { BlogHeadParts } from '../blog/blogHead';
import type { createHeads } from './routeHead';
import { withTexts } from './withTexts';

/** The data of a page whose loader made its head. */
export interface PageWithHead {
  head: BlogHeadParts;
}

/** What a list or item page's head is made of, given by its route. */
export interface ContentHeadContext {
  website: Website;
  ogLocale: string;
  texts: LazyMessages['contentPages'];
}

/** A feature's two loaders, each making its page's data and head. */
export interface ListAndItemLoaders {
  list: (api: HttpClient, search: { page?: unknown }, context: ContentHeadContext) => Promise<PageWithHead>;
  item: (api: HttpClient, slug: string, context: ContentHeadContext) => Promise<PageWithHead>;
}

/**
 * `?page=` of a list page, handed to the loader as given. The loader checks it with the API's own
 * page rule (the contract's zod schema) in its own chunk: a zod schema here would put zod
 * (10.7 kB gzip) into every page's first script, since the route tree is part of it.
 */
export function listPageSearch(search: Record<string, unknown>): { page?: unknown } {
  return search.page === undefined ? {} : { page: search.page };
}

/** A page's chunk: its module, the route component it exports and its path for the build manifest. */
export interface PageChunk<Name extends string> {
  load: () => Promise<Record<Name, RouteComponent>>;
  exportName: Name;
  /** The page's module, for the build manifest (`staticData.page`). */
  page: string;
}

/** What the routes of the pages rendered per request from the database (blog, reviews, conditions) are given. */
export interface ContentRoutesOptions {
  website: Website;
  ogLocale: string;
  /** The pages' texts are the lazy `contentPages` namespace, loaded with their code. */
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The layout route the pages render in. */
  parent: AnyRoute;
}

export interface ListAndItemRoutesOptions<List extends string, Item extends string>
  extends ContentRoutesOptions {
  /** The list's path; each item is at `{path}/$slug`. */
  path: string;
  /** The feature's loaders (with zod, the HTTP client and the head builders): a chunk of its own. */
  importLoaders: () => Promise<{ pageLoaders: ListAndItemLoaders }>;
  list: PageChunk<List>;
  item: PageChunk<Item>;
}

/**
 * A paged list and a page per item, rendered per request from the database (the blog, the
 * reviews). Loaders and pages are chunks of their own, loaded with the pages' lazy texts, so no
 * page's first script grows; each loader makes its page's head.
 */
export function createListAndItemRoutes<List extends string, Item extends string>({
  website,
  ogLocale,
  lazyMessages,
  heads,
  parent,
  path,
  importLoaders,
  list,
  item,
}: ListAndItemRoutesOptions<List, Item>): AnyRoute[] {
  const loadTexts = () => lazyMessages.load('contentPages');
  const withLoaders = () =>
    Promise.all([importLoaders(), loadTexts()]).then(([{ pageLoaders }, texts]) => ({
      pageLoaders,
      context: { website, ogLocale, texts },
    }));
  const head = heads.fromData<PageWithHead>((data) => data.head);
  const texts: readonly LazyNamespace[] = ['contentPages'];
  const routeOf = <Name extends string>(chunk: PageChunk<Name>) => ({
    head,
    component: lazyRouteComponent(withTexts(chunk.load, loadTexts), chunk.exportName),
    staticData: { page: chunk.page, texts },
  });

  const listRoute = createRoute({
    getParentRoute: () => parent,
    path,
    validateSearch: listPageSearch,
    loaderDeps: ({ search }) => ({ page: search.page }),
    loader: ({ context, deps }) =>
      withLoaders().then((loaded) => loaded.pageLoaders.list(context.api, deps, loaded.context)),
    ...routeOf(list),
  });

  const itemRoute = createRoute({
    getParentRoute: () => parent,
    path: `${path}/$slug`,
    loader: ({ context, params }) =>
      withLoaders().then((loaded) => loaded.pageLoaders.item(context.api, params.slug, loaded.context)),
    ...routeOf(item),
  });

  return [listRoute, itemRoute];
}
