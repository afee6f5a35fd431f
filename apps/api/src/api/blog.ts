import {
  type BlogArticle,
  type BlogArticleSummary,
  type BlogArticlesPage,
  type BlogSort,
  blogArticlesQuerySchema,
} from '@shop/contracts';
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ServedContentHtml } from '../content/servedContentHtml';
import type { Database } from '../db/createDatabase';
import { articles } from '../db/schema';
import { cacheContent } from './contentCache';
import { apiError } from './errorResponses';
import { validQuery } from './queryParams';
import type { SiteOfRequest } from './siteOfRequest';

const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  perex: articles.perex,
  imagePath: articles.imagePath,
  publishedAt: articles.publishedAt,
  readingMinutes: articles.readingMinutes,
  readCount: articles.readCount,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] };

function toSummary(row: SummaryRow): BlogArticleSummary {
  return { ...row, publishedAt: row.publishedAt.toISOString() };
}

// The slug settles ties, so paging never shows an article twice or skips one.
const orderBy: Record<BlogSort, ReturnType<typeof desc>[]> = {
  newest: [desc(articles.publishedAt), asc(articles.slug)],
  oldest: [asc(articles.publishedAt), asc(articles.slug)],
  'most-read': [desc(articles.readCount), desc(articles.publishedAt), asc(articles.slug)],
};

export function blogRoutes(database: Database, siteOf: SiteOfRequest, servedHtml: ServedContentHtml): Hono {
  const { db } = database;
  return new Hono()
    .get('/', validQuery(blogArticlesQuerySchema), siteOf, async (c) => {
      const { page, pageSize, sort } = c.req.valid('query');
      const where = eq(articles.site, c.var.site);
      const [[totals], rows] = await Promise.all([
        db.select({ total: count() }).from(articles).where(where),
        db
          .select(summaryColumns)
          .from(articles)
          .where(where)
          .orderBy(...orderBy[sort])
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      const total = totals?.total ?? 0;
      cacheContent(c);
      return c.json<BlogArticlesPage>({
        items: rows.map(toSummary),
        total,
        page,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
      });
    })
    .get('/:slug', siteOf, async (c) => {
      const { site } = c.var;
      const slug = c.req.param('slug');
      const [article] = await db
        .select({ ...summaryColumns, contentHtml: articles.contentHtml, topic: articles.topic })
        .from(articles)
        .where(and(eq(articles.site, site), eq(articles.slug, slug)))
        .limit(1);
      if (!article) return apiError(c, 404, 'not_found', `No article ${slug}`);
      const related = await db
        .select(summaryColumns)
        .from(articles)
        .where(and(eq(articles.site, site), ne(articles.slug, slug)))
        .orderBy(
          desc(sql`${articles.topic} = ${article.topic}`),
          desc(articles.publishedAt),
          asc(articles.slug),
        )
        .limit(3);
      const { contentHtml, topic: _topic, ...summary } = article;
      cacheContent(c);
      return c.json<BlogArticle>({
        ...toSummary(summary),
        contentHtml: servedHtml(contentHtml),
        related: related.map(toSummary),
      });
    });
}
