import {
  type HttpClient,
  type Testimonial,
  type TestimonialSummary,
  testimonialEndpoint,
  testimonialsEndpoint,
  testimonialsQuerySchema,
} from '@shop/contracts';
import { interpolate } from '@shop/i18n';
import { notFound } from '@tanstack/react-router';
import type { BlogHeadParts } from '../blog/blogHead';
import { ContentLoadError } from '../errors/contentLoadError';
import type { ContentHeadContext, ListAndItemLoaders } from '../routes/listAndItemRoutes';
import { reviewHead, reviewListHead } from './reviewHead';
import { REVIEW_PAGE_SIZE, reviewListPath, reviewPath } from './reviewPaths';

/** The list's search follows the API's own page rule: a whole number from 1, default 1. */
const reviewListPageSchema = testimonialsQuerySchema.shape.page;

export interface ReviewListData {
  page: number;
  pageCount: number;
  /** This page of the list, newest first. */
  reviews: TestimonialSummary[];
}

/**
 * Loads one page of the review list. An invalid `page` or one past the last page is the
 * not-found view; the first page of an empty list is still a page.
 */
export async function loadReviewList(api: HttpClient, search: { page?: unknown }): Promise<ReviewListData> {
  const parsed = reviewListPageSchema.safeParse(search.page);
  if (!parsed.success) throw notFound();
  const page = parsed.data;
  const result = await api.call(testimonialsEndpoint, { page, pageSize: REVIEW_PAGE_SIZE });
  if (!result.ok) throw new ContentLoadError('the review list', result.error);
  if (page > 1 && page > result.data.pageCount) throw notFound();
  return { page, pageCount: result.data.pageCount, reviews: result.data.items };
}

/** Loads one review; an unknown slug is the not-found view. */
export async function loadReview(api: HttpClient, slug: string): Promise<Testimonial> {
  const result = await api.call(testimonialEndpoint, { slug });
  if (result.ok) return result.data;
  if (result.error.kind === 'http' && result.error.status === 404) throw notFound();
  throw new ContentLoadError(`the review ${slug}`, result.error);
}

/** A review route's data with the page's head, made with the loader (see `loadBlogListPage`). */
export type WithHead<Data> = Data & { head: BlogHeadParts };

export async function loadReviewListPage(
  api: HttpClient,
  search: { page?: unknown },
  { website, ogLocale, texts }: ContentHeadContext,
): Promise<WithHead<ReviewListData>> {
  const data = await loadReviewList(api, search);
  const text = texts.reviews;
  const reviewsPath = website.paths.reviews;
  const head = reviewListHead({
    website,
    path: reviewListPath(reviewsPath, data.page),
    title: data.page > 1 ? interpolate(text.listPageTitle, { page: data.page }) : text.listTitle,
    description: interpolate(text.listDescription, { productName: website.productName }),
    ogLocale,
    reviews: data.reviews,
    reviewPath: (slug) => reviewPath(reviewsPath, slug),
  });
  return { ...data, head };
}

export async function loadReviewPage(
  api: HttpClient,
  slug: string,
  { website, ogLocale }: ContentHeadContext,
): Promise<WithHead<Testimonial>> {
  const review = await loadReview(api, slug);
  const path = reviewPath(website.paths.reviews, review.slug);
  return { ...review, head: reviewHead({ website, path, ogLocale, review }) };
}

/** The reviews' list and review loaders, as their routes call them. */
export const pageLoaders: ListAndItemLoaders = { list: loadReviewListPage, item: loadReviewPage };
