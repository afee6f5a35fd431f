import { type Condition, type ConditionsList, conditionNameSchema } from '@shop/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { ServedContentHtml } from '../content/servedContentHtml';
import type { Database } from '../db/createDatabase';
import { conditions } from '../db/schema';
import { cacheContent } from './contentCache';
import { apiError } from './errorResponses';
import type { SiteOfRequest } from './siteOfRequest';

export function conditionRoutes(
  database: Database,
  siteOf: SiteOfRequest,
  servedHtml: ServedContentHtml,
): Hono {
  const { db } = database;
  return new Hono()
    .get('/', siteOf, async (c) => {
      const rows = await db
        .select({ name: conditions.name, title: conditions.title })
        .from(conditions)
        .where(eq(conditions.site, c.var.site))
        .orderBy(asc(conditions.position), asc(conditions.name));
      cacheContent(c);
      return c.json<ConditionsList>({
        items: rows.flatMap((row) => {
          const name = conditionNameSchema.safeParse(row.name);
          return name.success ? [{ name: name.data, title: row.title }] : [];
        }),
      });
    })
    .get('/:name', siteOf, async (c) => {
      const name = conditionNameSchema.safeParse(c.req.param('name'));
      if (!name.success) return apiError(c, 404, 'not_found', `No conditions ${c.req.param('name')}`);
      const [row] = await db
        .select({
          title: conditions.title,
          contentHtml: conditions.contentHtml,
          updatedAt: conditions.updatedAt,
        })
        .from(conditions)
        .where(and(eq(conditions.site, c.var.site), eq(conditions.name, name.data)))
        .limit(1);
      if (!row) return apiError(c, 404, 'not_found', `No conditions ${name.data}`);
      cacheContent(c);
      return c.json<Condition>({
        name: name.data,
        ...row,
        contentHtml: servedHtml(row.contentHtml),
        updatedAt: row.updatedAt.toISOString(),
      });
    });
}
