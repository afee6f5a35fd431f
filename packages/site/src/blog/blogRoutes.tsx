import { type ContentRoutesOptions, createListAndItemRoutes } from '../routes/listAndItemRoutes';
import { BLOG_PATH } from './blogPaths';
// Blog pages are server-rendered: their styles ship with the first stylesheet, so the HTML paints
// styled before the route's script chunk arrives.
import './Blog.css';

/** `/blog` (paged by `?page=`) and `/blog/{slug}`: the blog's list and articles, from the database. */
export function createBlogRoutes(options: ContentRoutesOptions) {
  return createListAndItemRoutes({
    ...options,
    path: BLOG_PATH,
    importLoaders: () => import('./blogLoaders'),
    list: {
      load: () => import('./BlogListPage'),
      exportName: 'BlogListRoute',
      page: 'blog/BlogListPage.tsx',
    },
    item: {
      load: () => import('./BlogArticlePage'),
      exportName: 'BlogArticleRoute',
      page: 'blog/BlogArticlePage.tsx',
    },
  });
}
