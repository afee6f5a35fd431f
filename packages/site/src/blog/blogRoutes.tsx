import type { Website } from '@shop/config';
import type { LazyMessageStore, LazyMessages } from '@shop/i18n';
import { type AnyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { createListAndItemRoutes } from '../routes/listAndItemRoutes';
import type { createHeads } from '../routes/routeHead';
import { withTexts } from '../routes/withTexts';
import { BLOG_PATH } from './blogPaths';
// Blog pages are server-rendered: their styles ship with the first stylesheet, so the HTML paints
// styled before the route's script chunk arrives.
import './Blog.css';

export interface BlogRoutesOptions {
  website: Website;
  /** The pages' texts are the lazy `contentPages` namespace, loaded with their code. */
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The subpage layout route the pages render in. */
  parent: AnyRoute;
  ogLocale: string;
}

/** `/blog` (paged by `?page=`) and `/blog/{slug}`: the blog's list and articles, from the database. */
export function createBlogRoutes({ website, lazyMessages, heads, parent, ogLocale }: BlogRoutesOptions) {
  const loadTexts = () => lazyMessages.load('contentPages');
  const headContext = (texts: LazyMessages['contentPages']) => ({ website, ogLocale, text: texts.blog });
  return createListAndItemRoutes({
    parent,
    path: BLOG_PATH,
    lazyMessages,
    heads,
    importLoaders: () => import('./blogLoaders'),
    loadList: (blog, api, search, texts) => blog.loadBlogListPage(api, search, headContext(texts)),
    loadItem: (blog, api, slug, texts) => blog.loadBlogArticlePage(api, slug, headContext(texts)),
    list: {
      component: lazyRouteComponent(
        withTexts(() => import('./BlogListPage'), loadTexts),
        'BlogListRoute',
      ),
      page: 'blog/BlogListPage.tsx',
    },
    item: {
      component: lazyRouteComponent(
        withTexts(() => import('./BlogArticlePage'), loadTexts),
        'BlogArticleRoute',
      ),
      page: 'blog/BlogArticlePage.tsx',
    },
  });
}
