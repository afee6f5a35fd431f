import { interpolate } from '@shop/i18n';
import { useI18n } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, useLoaderData } from '@tanstack/react-router';
import { blogPager, exactMatch } from '../core/blogPaths';
import { conditionPath, REVIEW_CONDITIONS_NAME } from '../core/reviewPaths';
import { useWebsite } from '../SiteContext';
import { ReviewCard } from './ReviewCard';
import type { ReviewListData } from './reviewLoaders';

function pageSearch(page: number) {
  return page > 1 ? { page } : {};
}

/** The review list, newest first, with newer/older links and the link to the review conditions. */
export function ReviewListPage({ data }: { data: ReviewListData }) {
  const { messages } = useI18n();
  const website = useWebsite();
  const text = messages.shell.reviews;
  const pager = blogPager(data.page, data.pageCount);
  const listPath = website.paths.reviews;
  return (
    <div className="site-Blog">
      <h1 className="site-Blog-title">{text.listTitle}</h1>
      <p>
        <Link to={conditionPath(REVIEW_CONDITIONS_NAME)} className={linkClassName('inline')}>
          {text.conditionsLink}
        </Link>
      </p>
      {data.reviews.length > 0 ? (
        <div className="site-Blog-grid">
          {data.reviews.map((review) => (
            <ReviewCard key={review.slug} review={review} />
          ))}
        </div>
      ) : (
        <p>{text.empty}</p>
      )}
      {data.pageCount > 1 ? (
        <nav className="site-Blog-pager" aria-label={text.pagination}>
          {pager.newer !== null ? (
            <Link
              to={listPath}
              activeOptions={exactMatch}
              search={pageSearch(pager.newer)}
              rel="prev"
              className={linkClassName('secondary')}
            >
              {text.newer}
            </Link>
          ) : null}
          <span className="site-Blog-pagerStatus">
            {interpolate(text.pageOf, { page: data.page, pageCount: data.pageCount })}
          </span>
          {pager.older !== null ? (
            <Link
              to={listPath}
              activeOptions={exactMatch}
              search={pageSearch(pager.older)}
              rel="next"
              className={linkClassName('secondary')}
            >
              {text.older}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/** `{reviews}`: the list page over its route's loader data; the path is per site, so the nearest match is read. */
export function ReviewListRoute() {
  const data = useLoaderData({ strict: false }) as ReviewListData;
  return <ReviewListPage data={data} />;
}
