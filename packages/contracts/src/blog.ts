import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { pageOf, pageQueryShape } from './paging';
import { siteSchema } from './site';
import { apiPaths } from './vocabulary';

export const blogSortSchema = z.enum(['newest', 'oldest', 'most-read'], { error: 'invalid-sort' });
export type BlogSort = z.infer<typeof blogSortSchema>;

/**
 * Query of the article list. `site` is needed only where the API serves no single site (the
 * API-only server); a site's own origin decides the language.
 */
export const blogArticlesQuerySchema = z.object({
  site: z.optional(siteSchema),
  ...pageQueryShape(6, 24),
  sort: z._default(blogSortSchema, 'newest'),
});
export type BlogArticlesQuery = z.input<typeof blogArticlesQuerySchema>;

export const blogArticleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  perex: z.string(),
  /** Site-relative image path, to be served through `/_ipx`. */
  imagePath: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  readingMinutes: z.number().check(z.int(), z.gte(1)),
  readCount: z.optional(z.number().check(z.int(), z.gte(0))),
});
export type BlogArticleSummary = z.infer<typeof blogArticleSummarySchema>;

export const blogArticlesPageSchema = pageOf(blogArticleSummarySchema);
export type BlogArticlesPage = z.infer<typeof blogArticlesPageSchema>;

export const blogArticleSchema = z.extend(blogArticleSummarySchema, {
  /** Sanitised HTML of the article body. */
  contentHtml: z.string(),
  /** Up to three other articles of the same site, closest topic first. */
  related: z.array(blogArticleSummarySchema).check(z.maxLength(3)),
});
export type BlogArticle = z.infer<typeof blogArticleSchema>;

export const blogArticleQuerySchema = z.object({
  slug: z.string().check(z.minLength(1)),
  site: z.optional(siteSchema),
});

export const blogArticlesEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.blogArticles,
  request: blogArticlesQuerySchema,
  response: blogArticlesPageSchema,
});

export const blogArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: apiPaths.blogArticle,
  request: blogArticleQuerySchema,
  response: blogArticleSchema,
});
