import type { Testimonial } from '@shop/contracts';
import { useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link, useLoaderData } from '@tanstack/react-router';
import { exactMatch } from '../blog/blogPaths';
import { useWebsite } from '../SiteContext';
import { ReviewMeta } from './ReviewCard';

/** One review. Its text is the API's HTML, which the API sanitised when it stored it. */
export function ReviewPage({ review }: { review: Testimonial }) {
  const text = useLazyMessages('contentPages').reviews;
  const website = useWebsite();
  return (
    <div className="site-Blog">
      <article className="site-Article" aria-labelledby="review-title">
        <Link
          to={website.paths.reviews}
          activeOptions={exactMatch}
          className={linkClassName('inline', 'site-Article-back')}
        >
          {text.backToList}
        </Link>
        <h1 id="review-title" className="site-Blog-title">
          {review.title}
        </h1>
        <ReviewMeta review={review} />
        <div
          className="site-Article-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitises review HTML before storing it
          dangerouslySetInnerHTML={{ __html: review.contentHtml }}
        />
      </article>
    </div>
  );
}

/** `{reviews}/$slug`: the review page over its route's loader data. */
export function ReviewRoute() {
  const review = useLoaderData({ strict: false }) as Testimonial;
  return <ReviewPage review={review} />;
}
