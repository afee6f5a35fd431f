import {
  type FieldErrors,
  type OrderTotals,
  type PaymentMethodId,
  paymentMethodIds,
  type Site,
  shippingMethodIds,
} from '@shop/contracts';
import {
  checkOrderStep,
  discountFor,
  normalizeDiscountCode,
  type OrderData,
  pickupCarrierOf,
  priceOrder,
  type StepValues,
} from '@shop/order-form';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { discountCodes, pickupPoints } from '../db/schema';
import { paymentPrices } from './deliveryPrices';
import {
  isShippingAvailable,
  type OfferCatalog,
  type OfferRow,
  offerOf,
  shippingPriceOf,
} from './offerCatalog';

/** An order that passed every check and has been priced, ready to be stored. */
export interface PreparedOrder {
  site: Site;
  offer: OfferRow;
  data: OrderData;
  /** Upper-case code when one applied. */
  discountCode: string | null;
  totals: OrderTotals;
}

export type Preparation = { ok: true; order: PreparedOrder } | { ok: false; fieldErrors: FieldErrors };

/**
 * Checks an order body that passed its contract (`orderRequestSchema`: types, lengths, the ids of
 * the ways of delivery and paying, the birth date's form) by the order form's own rules in the
 * context of the offer (the methods and frequencies it allows, the site's zip and phone rules, the
 * age on the site's today), then what only the server knows: the offer, the pickup point and the
 * discount code; and prices it from the server's prices alone. A payment method outside `payable`
 * (card without a gateway) is refused as the form refuses an unavailable one.
 */
export async function prepareOrder(
  db: Db,
  offers: OfferCatalog,
  site: Site,
  body: StepValues & { offer: string },
  now: Date,
  payable: readonly PaymentMethodId[] = paymentMethodIds,
): Promise<Preparation> {
  const offer = await offers.find(site, body.offer);
  const described = offer ? offerOf(offer) : undefined;
  const fieldErrors: FieldErrors = {};
  if (!offer) fieldErrors.offer = ['invalid-offer'];

  const checked = checkOrderStep('request', body, {
    country: site,
    now,
    requiresPaymentFrequency: described?.requiresPaymentFrequency ?? false,
    paymentMethods: payable,
    ...(offer && described
      ? {
          shippingMethods: shippingMethodIds.filter((id) => isShippingAvailable(offer, id)),
          paymentFrequencies: described.paymentFrequencies,
        }
      : {}),
  });
  if (!checked.ok) Object.assign(fieldErrors, checked.fieldErrors);
  if (!offer || !described || !checked.ok) return { ok: false, fieldErrors };

  const data = checked.data;
  const carrier = pickupCarrierOf(data.shippingMethod);
  if (carrier && data.pickupPointId) {
    const [point] = await db
      .select({ id: pickupPoints.id })
      .from(pickupPoints)
      .where(
        and(
          eq(pickupPoints.id, data.pickupPointId),
          eq(pickupPoints.carrier, carrier),
          eq(pickupPoints.country, site),
        ),
      )
      .limit(1);
    if (!point) fieldErrors.pickupPointId = ['pickupPoint.required'];
  }

  let discount = 0;
  let discountCode: string | null = null;
  if (data.discountCode) {
    const code = normalizeDiscountCode(data.discountCode);
    const [row] = await db
      .select()
      .from(discountCodes)
      .where(and(eq(discountCodes.site, site), eq(discountCodes.code, code)))
      .limit(1);
    const outcome = discountFor(row, described, now);
    if (outcome.ok) {
      discount = outcome.discount;
      discountCode = outcome.code;
    } else {
      fieldErrors.discountCode = ['discount.invalid'];
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };

  const totals = priceOrder({
    itemsTotal: described.itemsTotal,
    discount,
    shippingPrice: shippingPriceOf(offer, site, data.shippingMethod),
    paymentFee: paymentPrices[site][data.paymentMethod],
    paymentFrequency: data.paymentFrequency,
    instalmentCount: offer.instalmentCount,
  });
  return { ok: true, order: { site, offer, data, discountCode, totals } };
}
