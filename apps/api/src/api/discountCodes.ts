import { type DiscountCheckResult, discountCheckSchema } from '@shop/contracts';
import { discountFor, normalizeDiscountCode } from '@shop/order-form';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Database } from '../db/createDatabase';
import { discountCodes } from '../db/schema';
import { currencyOfSite, type OfferCatalog, offerOf } from '../orders/offerCatalog';
import { apiError } from './errorResponses';
import { readJsonBody } from './jsonBody';
import type { SiteOfRequest } from './siteOfRequest';

/** Whether a discount code applies to an offer, and what it takes off. */
export function discountCodeRoutes(
  database: Database,
  offers: OfferCatalog,
  siteOf: SiteOfRequest,
  now: () => Date,
): Hono {
  return new Hono().post('/', async (c) => {
    const site = siteOf(c);
    if (!site.ok) return site.response;
    const body = await readJsonBody(c, discountCheckSchema);
    if (!body.ok) return body.response;
    const offer = await offers.find(site.site, body.data.offer);
    if (!offer) return apiError(c, 404, 'offer_not_found', `No offer ${body.data.offer}`);
    const [row] = await database.db
      .select()
      .from(discountCodes)
      .where(
        and(eq(discountCodes.site, site.site), eq(discountCodes.code, normalizeDiscountCode(body.data.code))),
      )
      .limit(1);
    const outcome = discountFor(row, offerOf(offer), now());
    const result: DiscountCheckResult = outcome.ok
      ? {
          valid: true,
          code: outcome.code,
          kind: outcome.kind,
          value: outcome.value,
          discount: outcome.discount,
          currency: currencyOfSite(site.site),
        }
      : { valid: false, reason: outcome.reason };
    return c.json(result);
  });
}
