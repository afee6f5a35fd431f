import type { Website } from '@shop/config';
import { type BlogHeadParts, jsonLdText } from '../blog/blogHead';
import { canonicalUrl, type HeadMeta, pageHead } from '../head/pageHead';

/** What the head of a review page needs to know about one review. */
export interface ReviewHeadData {
  slug: string;
  name: string;
  title: string;
  excerpt: string;
  rating: number;
  publishedAt: string;
}

type HeadWebsite = Pick<Website, 'domain' | 'baseUrl' | 'productName'>;

/** A schema.org `Review` of the site's product. */
export function reviewJsonLd(website: HeadWebsite, review: ReviewHeadData, url: string) {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.excerpt,
    url,
    datePublished: review.publishedAt,
    author: { '@type': 'Person', name: review.name },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    itemReviewed: { '@type': 'Product', name: website.productName },
  };
}

export interface ReviewListHeadInput {
  website: HeadWebsite;
  path: string;
  title: string;
  description: string;
  ogLocale: string;
  reviews: readonly ReviewHeadData[];
  reviewPath: (slug: string) => string;
}

/** The list's head with a schema.org `ItemList` of the reviews it shows. */
export function reviewListHead(input: ReviewListHeadInput): BlogHeadParts {
  const { website } = input;
  const base = pageHead(input);
  // Later pages of the list are pages of their own, so their canonical address keeps `?page=`.
  const query = input.path.includes('?') ? input.path.slice(input.path.indexOf('?')) : '';
  const url = canonicalUrl(website.baseUrl, input.path) + query;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: input.title,
    url,
    itemListElement: input.reviews.map((review, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: reviewJsonLd(website, review, canonicalUrl(website.baseUrl, input.reviewPath(review.slug))),
    })),
  };
  return {
    meta: base.meta.map((entry) =>
      'property' in entry && entry.property === 'og:url' ? { property: 'og:url', content: url } : entry,
    ),
    links: base.links.map((link) => (link.rel === 'canonical' ? { ...link, href: url } : link)),
    scripts: [{ type: 'application/ld+json', children: jsonLdText(data) }],
  };
}

export interface ReviewHeadInput {
  website: HeadWebsite;
  path: string;
  ogLocale: string;
  review: ReviewHeadData;
}

/** A review's head: its title and excerpt, Open Graph type `article` and a schema.org `Review`. */
export function reviewHead({ website, path, ogLocale, review }: ReviewHeadInput): BlogHeadParts {
  const head = pageHead({ website, path, title: review.title, description: review.excerpt, ogLocale });
  const meta: HeadMeta[] = head.meta.map((entry) =>
    'property' in entry && entry.property === 'og:type' ? { property: 'og:type', content: 'article' } : entry,
  );
  const data = {
    '@context': 'https://schema.org',
    ...reviewJsonLd(website, review, canonicalUrl(website.baseUrl, path)),
  };
  return { meta, links: head.links, scripts: [{ type: 'application/ld+json', children: jsonLdText(data) }] };
}
