import {
  type Testimonial,
  type TestimonialSummary,
  type TestimonialsPage,
  testimonialsQuerySchema,
} from '@shop/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ServedContentHtml } from '../content/servedContentHtml';
import type { Database } from '../db/createDatabase';
import { testimonials } from '../db/schema';
import { cacheContent } from './contentCache';
import { apiError } from './errorResponses';
import { validQuery } from './queryParams';
import type { SiteOfRequest } from './siteOfRequest';

const summaryColumns = {
  slug: testimonials.slug,
  name: testimonials.name,
  city: testimonials.city,
  age: testimonials.age,
  label: testimonials.label,
  rating: testimonials.rating,
  title: testimonials.title,
  excerpt: testimonials.excerpt,
  publishedAt: testimonials.publishedAt,
};

type SummaryRow = Omit<
  { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] },
  'age'
> & { age: number | null };

function toSummary({ age, publishedAt, ...row }: SummaryRow): TestimonialSummary {
  return { ...row, ...(age === null ? {} : { age }), publishedAt: publishedAt.toISOString() };
}

export function testimonialRoutes(
  database: Database,
  siteOf: SiteOfRequest,
  servedHtml: ServedContentHtml,
): Hono {
  const { db } = database;
  return new Hono()
    .get('/', validQuery(testimonialsQuerySchema), siteOf, async (c) => {
      const { page, pageSize, label } = c.req.valid('query');
      const where = and(eq(testimonials.site, c.var.site), label ? eq(testimonials.label, label) : undefined);
      const [[totals], rows] = await Promise.all([
        db.select({ total: count() }).from(testimonials).where(where),
        db
          .select(summaryColumns)
          .from(testimonials)
          .where(where)
          .orderBy(desc(testimonials.publishedAt), asc(testimonials.slug))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      const total = totals?.total ?? 0;
      cacheContent(c);
      return c.json<TestimonialsPage>({
        items: rows.map(toSummary),
        total,
        page,
        pageSize,
        pageCount: Math.ceil(total / pageSize),
      });
    })
    .get('/:slug', siteOf, async (c) => {
      const slug = c.req.param('slug');
      const [row] = await db
        .select({ ...summaryColumns, contentHtml: testimonials.contentHtml })
        .from(testimonials)
        .where(and(eq(testimonials.site, c.var.site), eq(testimonials.slug, slug)))
        .limit(1);
      if (!row) return apiError(c, 404, 'not_found', `No review ${slug}`);
      const { contentHtml, ...summary } = row;
      cacheContent(c);
      return c.json<Testimonial>({ ...toSummary(summary), contentHtml: servedHtml(contentHtml) });
    });
}
