import type { Website } from '@shop/config';
import type { LazyMessageStore, LazyMessages } from '@shop/i18n';
import { type AnyRoute, lazyRouteComponent } from '@tanstack/react-router';
import { createListAndItemRoutes } from '../routes/listAndItemRoutes';
import type { createHeads } from '../routes/routeHead';
import { withTexts } from '../routes/withTexts';
// Review pages are server-rendered: their styles ship with the first stylesheet.
import './Reviews.css';

export interface ReviewRoutesOptions {
  website: Website;
  /** The pages' texts are the lazy `contentPages` namespace, loaded with their code. */
  lazyMessages: LazyMessageStore;
  heads: ReturnType<typeof createHeads>;
  /** The subpage layout route the pages render in. */
  parent: AnyRoute;
  ogLocale: string;
}

/**
 * The reviews' list (paged by `?page=`) and a page per review, at the site's reviews path
 * (`/recenzie` or `/recenze`, from the config), from the database.
 */
export function createReviewRoutes({ website, lazyMessages, heads, parent, ogLocale }: ReviewRoutesOptions) {
  const loadTexts = () => lazyMessages.load('contentPages');
  const headContext = (texts: LazyMessages['contentPages']) => ({ website, ogLocale, text: texts.reviews });
  return createListAndItemRoutes({
    parent,
    path: website.paths.reviews,
    lazyMessages,
    heads,
    importLoaders: () => import('./reviewLoaders'),
    loadList: (reviews, api, search, texts) => reviews.loadReviewListPage(api, search, headContext(texts)),
    loadItem: (reviews, api, slug, texts) => reviews.loadReviewPage(api, slug, headContext(texts)),
    list: {
      component: lazyRouteComponent(
        withTexts(() => import('./ReviewListPage'), loadTexts),
        'ReviewListRoute',
      ),
      page: 'reviews/ReviewListPage.tsx',
    },
    item: {
      component: lazyRouteComponent(
        withTexts(() => import('./ReviewPage'), loadTexts),
        'ReviewRoute',
      ),
      page: 'reviews/ReviewPage.tsx',
    },
  });
}
