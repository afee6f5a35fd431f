import type { TestimonialSummary } from '@shop/contracts';
import { formatDate, interpolate } from '@shop/i18n';
import { useI18n, useLazyMessages } from '@shop/i18n/react';
import { linkClassName } from '@shop/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { exactMatch } from '../blog/blogPaths';
import { conditionPath, REVIEW_CONDITIONS_NAME } from '../conditions/conditionPaths';
import { useWebsite } from '../SiteContext';
import { reviewPath } from './reviewPaths';

const MAX_RATING = 5;

/** Stars are decorative; the rating is read out from the accessible name. */
export function ReviewRating({ rating }: { rating: number }) {
  const text = useLazyMessages('contentPages').reviews;
  return (
    <span role="img" className="site-ReviewRating" aria-label={interpolate(text.rating, { rating })}>
      {'★'.repeat(rating)}
      <span className="site-ReviewRating-empty">{'★'.repeat(MAX_RATING - rating)}</span>
    </span>
  );
}

/** The review's label as a badge linking to its explanation in the review conditions. */
export function ReviewLabel({ label }: { label: TestimonialSummary['label'] }) {
  const text = useLazyMessages('contentPages').reviews;
  const conditionsPath = useWebsite().paths.conditions;
  return (
    <Link
      to={conditionPath(conditionsPath, REVIEW_CONDITIONS_NAME)}
      className="site-ReviewLabel"
      data-label={label}
      aria-label={interpolate(text.labelExplained, { label: text.labels[label] })}
    >
      {text.labels[label]}
    </Link>
  );
}

/** Author, city, date, rating and label of one review. */
export function ReviewMeta({ review }: { review: TestimonialSummary }) {
  const { locale } = useI18n();
  const text = useLazyMessages('contentPages').reviews;
  return (
    <div className="site-ReviewMeta">
      <ReviewRating rating={review.rating} />
      <p className="site-ReviewMeta-line">
        <span>{interpolate(text.author, { name: review.name, city: review.city })}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {text.published}{' '}
          <time dateTime={review.publishedAt}>{formatDate(review.publishedAt, { locale })}</time>
        </span>
      </p>
      <ReviewLabel label={review.label} />
    </div>
  );
}

export interface ReviewCardProps {
  review: TestimonialSummary;
}

/** One review in the list: title, rating, author, date, label, excerpt and the link to the whole review. */
export function ReviewCard({ review }: ReviewCardProps) {
  const text = useLazyMessages('contentPages').reviews;
  const website = useWebsite();
  const titleId = useId();
  return (
    <article className="site-ReviewCard" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-ReviewCard-title">
        {review.title}
      </h2>
      <ReviewMeta review={review} />
      <p className="site-ReviewCard-excerpt">{review.excerpt}</p>
      <Link
        to={reviewPath(website.paths.reviews, review.slug)}
        activeOptions={exactMatch}
        className={linkClassName('inline', 'site-ReviewCard-link')}
        aria-describedby={titleId}
      >
        {text.readFullReview}
      </Link>
    </article>
  );
}
