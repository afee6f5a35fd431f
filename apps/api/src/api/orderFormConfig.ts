import { orderFormConfigQuerySchema, type PaymentMethodId } from '@shop/contracts';
import { Hono } from 'hono';
import { type OfferCatalog, orderFormConfigOf } from '../orders/offerCatalog';
import { cacheContent } from './contentCache';
import { apiError } from './errorResponses';
import { validQuery } from './queryParams';
import type { SiteOfRequest } from './siteOfRequest';

/**
 * The order form's configuration of one offer: items, prices, methods and what they need; the
 * payment methods outside `payable` are marked unavailable.
 */
export function orderFormConfigRoutes(
  offers: OfferCatalog,
  siteOf: SiteOfRequest,
  payable: readonly PaymentMethodId[],
): Hono {
  return new Hono().get('/', siteOf, validQuery(orderFormConfigQuerySchema), async (c) => {
    const { site } = c.var;
    const query = c.req.valid('query');
    const offer = await offers.find(site, query.offer);
    if (!offer) return apiError(c, 404, 'offer_not_found', `No offer ${query.offer}`);
    cacheContent(c);
    return c.json(orderFormConfigOf(offer, site, payable));
  });
}
