import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, useLoaderData } from '@tanstack/react-router';
import { ListPager } from '../components/ListPager';
import { conditionPath, REVIEW_CONDITIONS_NAME } from '../conditions/conditionPaths';
import { useWebsite } from '../SiteContext';
import { ReviewCard } from './ReviewCard';
import type { ReviewListData } from './reviewLoaders';

/** The review list, newest first, with newer/older links and the link to the review conditions. */
export function ReviewListPage({ data }: { data: ReviewListData }) {
  const text = useLazyMessages('contentPages').reviews;
  const website = useWebsite();
  const listPath = website.paths.reviews;
  return (
    <div className="site-Blog">
      <h1 className="site-Blog-title">{text.listTitle}</h1>
      <p>
        <Link
          to={conditionPath(website.paths.conditions, REVIEW_CONDITIONS_NAME)}
          className={linkClassName('inline')}
        >
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
      <ListPager to={listPath} page={data.page} pageCount={data.pageCount} labels={text} />
    </div>
  );
}

/** `{reviews}`: the list page over its route's loader data; the path is per site, so the nearest match is read. */
export function ReviewListRoute() {
  const data = useLoaderData({ strict: false }) as ReviewListData;
  return <ReviewListPage data={data} />;
}
