import {
  type Currency,
  type Offer,
  type OfferTypeName,
  type OrderFormConfig,
  type PaymentMethodId,
  paymentMethodIds,
  type ShippingMethodId,
  type Site,
  shippingMethodIds,
} from '@shop/contracts';
import { pickupCarrierOf } from '@shop/order-form';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { offers } from '../db/schema';
import { currencyOf, paymentPrices, shippingPrices } from './deliveryPrices';

export type OfferRow = typeof offers.$inferSelect;

export interface OfferCatalog {
  find(site: Site, slug: string): Promise<OfferRow | undefined>;
}

/**
 * Offers by site and slug. Every order and form load reads one, and offers change rarely, so a
 * found offer is kept for `ttlMs`; a price edited in the database shows after that at the latest.
 * Unknown slugs are not kept, so made-up ones cannot fill the memory.
 */
export function createOfferCatalog(db: Db, ttlMs = 30_000): OfferCatalog {
  const cache = new Map<string, { row: OfferRow; until: number }>();
  return {
    async find(site, slug) {
      const key = `${site}/${slug}`;
      const cached = cache.get(key);
      if (cached && cached.until > Date.now()) return cached.row;
      const [row] = await db
        .select()
        .from(offers)
        .where(and(eq(offers.site, site), eq(offers.slug, slug)))
        .limit(1);
      if (row) cache.set(key, { row, until: Date.now() + ttlMs });
      else cache.delete(key);
      return row;
    },
  };
}

const rejectionKindOf = {
  'free-trial': 'general',
  sample: 'sample',
  single: 'general',
  yearly: 'yearly',
} as const;

/** SPEC §3: the trial offers are Atlas, the packs Year. */
export function offerTypeNameOf(type: OfferRow['type']): OfferTypeName {
  return type === 'free-trial' || type === 'sample' ? 'Atlas' : 'Year';
}

export function offerOf(row: OfferRow): Offer {
  const items = row.items.map((item) => ({ ...item, total: item.quantity * item.unitPrice }));
  return {
    slug: row.slug,
    type: row.type,
    offerTypeName: offerTypeNameOf(row.type),
    title: row.title,
    items,
    itemsTotal: items.reduce((sum, item) => sum + item.total, 0),
    requiresPaymentFrequency: row.requiresPaymentFrequency,
    paymentFrequencies: row.requiresPaymentFrequency ? ['monthly', 'yearly'] : [],
    instalmentCount: row.instalmentCount,
    rejectionKind: rejectionKindOf[row.type],
  };
}

export function shippingPriceOf(row: OfferRow, site: Site, method: ShippingMethodId): number {
  return row.freeShipping ? 0 : shippingPrices[site][method];
}

export function isShippingAvailable(row: OfferRow, method: ShippingMethodId): boolean {
  return !row.unavailableShipping.includes(method);
}

export function currencyOfSite(site: Site): Currency {
  return currencyOf[site];
}

/**
 * The order form's configuration for one offer on one site; payment methods outside `payable`
 * (card without a gateway) are listed as unavailable.
 */
export function orderFormConfigOf(
  row: OfferRow,
  site: Site,
  payable: readonly PaymentMethodId[] = paymentMethodIds,
): OrderFormConfig {
  return {
    site,
    currency: currencyOf[site],
    offer: offerOf(row),
    shippingMethods: shippingMethodIds.map((id) => ({
      id,
      price: shippingPriceOf(row, site, id),
      available: isShippingAvailable(row, id),
      pickupCarrier: pickupCarrierOf(id),
    })),
    paymentMethods: paymentMethodIds.map((id) => ({
      id,
      price: paymentPrices[site][id],
      available: payable.includes(id),
    })),
    pickupPointShippingMethods: shippingMethodIds.filter((id) => pickupCarrierOf(id) !== null),
  };
}
