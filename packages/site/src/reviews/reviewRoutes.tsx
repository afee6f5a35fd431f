import { type ContentRoutesOptions, createListAndItemRoutes } from '../routes/listAndItemRoutes';
// Review pages are server-rendered: their styles ship with the first stylesheet.
import './Reviews.css';

/**
 * The reviews' list (paged by `?page=`) and a page per review, at the site's reviews path
 * (`/recenzie` or `/recenze`, from the config), from the database.
 */
export function createReviewRoutes(options: ContentRoutesOptions) {
  return createListAndItemRoutes({
    ...options,
    path: options.website.paths.reviews,
    importLoaders: () => import('./reviewLoaders'),
    list: {
      load: () => import('./ReviewListPage'),
      exportName: 'ReviewListRoute',
      page: 'reviews/ReviewListPage.tsx',
    },
    item: { load: () => import('./ReviewPage'), exportName: 'ReviewRoute', page: 'reviews/ReviewPage.tsx' },
  });
}
