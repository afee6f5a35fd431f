import { type PickupPoints, pickupPointsQuerySchema } from '@shop/contracts';
import { and, asc, eq, like, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { pickupPoints } from '../db/schema';
import { searchWords } from '../orders/searchText';
import { cacheContent } from './contentCache';
import { validQuery } from './queryParams';
import type { SiteOfRequest } from './siteOfRequest';

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Search of a carrier's pickup points by city, zip, name or street; matching cities first. */
export function pickupPointRoutes(database: Database, siteOf: SiteOfRequest): Hono {
  return new Hono().get('/', siteOf, validQuery(pickupPointsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const { carrier, q, limit } = query;
    const country = query.country ?? c.var.site;
    const conditions: SQL[] = [eq(pickupPoints.carrier, carrier), eq(pickupPoints.country, country)];
    const words = searchWords(q);
    for (const word of words) conditions.push(like(pickupPoints.searchText, `%${escapeLike(word)}%`));
    const where = and(...conditions);
    // Points in a city (or zip) that starts with the query come before streets that merely contain it.
    const order = [asc(pickupPoints.city), asc(pickupPoints.name)];
    if (words[0]) {
      order.unshift(
        sql`case when ${pickupPoints.searchText} like ${`${escapeLike(words[0])}%`} then 0 else 1 end`,
      );
    }
    const [rows, [counted]] = await Promise.all([
      database.db
        .select()
        .from(pickupPoints)
        .where(where)
        .orderBy(...order)
        .limit(limit),
      database.db.select({ total: sql<number>`count(*)::int` }).from(pickupPoints).where(where),
    ]);
    const body: PickupPoints = {
      items: rows.map(({ searchText: _searchText, ...point }) => point),
      total: counted?.total ?? 0,
    };
    cacheContent(c);
    return c.json(body);
  });
}
