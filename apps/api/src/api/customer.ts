import { type CustomerPrefill, customerTokenCookieName } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { customers } from '../db/schema';
import { customerTokenHash } from '../orders/customerToken';
import { readHostCookie } from './hostCookie';
import type { SiteOfRequest } from './siteOfRequest';

type CustomerRow = typeof customers.$inferSelect;

/** The stored data as the order form's inputs take them: national phone digits, `d.m.yyyy`. */
export function prefillOf(row: CustomerRow): CustomerPrefill {
  const phonePrefix = row.phone.startsWith('+420') ? '+420' : '+421';
  const [year, month, day] = row.birthDate.split('-').map(Number);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company ?? '',
    street: row.street ?? '',
    houseNumber: row.houseNumber ?? '',
    streetAndNumber: row.streetAndNumber,
    city: row.city,
    zip: row.zip,
    phonePrefix,
    phone: row.phone.slice(phonePrefix.length),
    email: row.email,
    birthDate: `${day}.${month}.${year}`,
  };
}

/** Prefill of the order form for a returning visitor, found by the customer cookie only. */
export function customerRoutes(database: Database, siteOf: SiteOfRequest): Hono {
  return new Hono().get('/', siteOf, async (c) => {
    // Personal data: never kept by a shared cache.
    c.header('Cache-Control', 'private, no-store');
    const token = readHostCookie(c, customerTokenCookieName);
    if (!token) return c.body(null, 204);
    const [row] = await database.db
      .select()
      .from(customers)
      .where(and(eq(customers.tokenHash, customerTokenHash(token)), eq(customers.site, c.var.site)))
      .limit(1);
    if (!row) return c.body(null, 204);
    return c.json(prefillOf(row));
  });
}
