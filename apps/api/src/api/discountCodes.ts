import { type DiscountCheckResult, discountCheckSchema } from '@shop/contracts';
import { discountFor, normalizeDiscountCode } from '@shop/order-form';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { discountCodes } from '../db/schema';
import { currencyOfSite, type OfferCatalog, offerOf } from '../orders/offerCatalog';
import { apiError } from './errorResponses';
import { jsonBody } from './jsonBody';
import type { SiteOfRequest } from './siteOfRequest';

/** Whether a discount code applies to an offer, and what it takes off. */
export function discountCodeRoutes(
  database: Database,
  offers: OfferCatalog,
  siteOf: SiteOfRequest,
  now: () => Date,
): Hono {
  return new Hono().post('/', siteOf, jsonBody(discountCheckSchema), async (c) => {
    const { site } = c.var;
    const check = c.req.valid('json');
    const offer = await offers.find(site, check.offer);
    if (!offer) return apiError(c, 404, 'offer_not_found', `No offer ${check.offer}`);
    const [row] = await database.db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.site, site), eq(discountCodes.code, normalizeDiscountCode(check.code))))
      .limit(1);
    const outcome = discountFor(row, offerOf(offer), now());
    const result: DiscountCheckResult = outcome.ok
      ? {
          valid: true,
          code: outcome.code,
          kind: outcome.kind,
          value: outcome.value,
          discount: outcome.discount,
          currency: currencyOfSite(site),
        }
      : { valid: false, reason: outcome.reason };
    return c.json(result);
  });
}
