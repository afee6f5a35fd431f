import type { DiscountRejection, OrderTotals, PaymentFrequency } from '@shop/contracts';

/**
 * The one rule an order is priced by, in minor units (cents, haléře): the order form's summary
 * shows it and the API charges it, so what a shopper sees before sending is what is stored.
 */
export interface PricingInput {
  /** Sum of the offer's lines before any discount. */
  itemsTotal: number;
  /** Money off the code grants (`discountFor`); more than the items cost is taken as the items. */
  discount: number;
  /** The chosen way of delivery's price for this offer; 0 before one is chosen. */
  shippingPrice: number;
  /** The chosen way of paying's fee (the carrier's collection fee); 0 before one is chosen. */
  paymentFee: number;
  /** Null for an offer paid at once or before the shopper chose. */
  paymentFrequency: PaymentFrequency | null;
  /** How many monthly instalments a monthly-paid offer is split into (1 for other offers). */
  instalmentCount: number;
}

/**
 * Items less the discount (never more than the items: shipping and fees are never discounted),
 * plus shipping, plus the payment fee only when there is something to collect: a free trial
 * shipped free and paid after delivery costs 0, not the collection fee. Paid monthly, what is due
 * now is the first of equal instalments, each rounded up to whole minor units.
 */
export function priceOrder(input: PricingInput): OrderTotals {
  const items = input.itemsTotal;
  const discount = Math.min(input.discount, items);
  const beforePayment = items - discount + input.shippingPrice;
  const payment = beforePayment > 0 ? input.paymentFee : 0;
  const total = beforePayment + payment;
  const count = instalmentCountOf(input.paymentFrequency, input.instalmentCount);
  return {
    items,
    discount,
    shipping: input.shippingPrice,
    payment,
    total,
    dueNow: count > 1 ? Math.ceil(total / count) : total,
    paymentFrequency: input.paymentFrequency,
  };
}

/** Into how many payments a total is split: only a monthly-paid offer with instalments splits. */
export function instalmentCountOf(frequency: PaymentFrequency | null, instalmentCount: number): number {
  return frequency === 'monthly' && Number.isInteger(instalmentCount) && instalmentCount > 1
    ? instalmentCount
    : 1;
}

/** A discount code as the shop keeps it. */
export interface DiscountTerms {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent (1-100) for `percent`, minor units for `amount`. */
  value: number;
  /** Offer types (`free-trial`, `sample`, `single`, `yearly`) the code applies to. */
  offerTypes: readonly string[];
  validFrom: Date;
  /** Exclusive end; null for a code without one. */
  validUntil: Date | null;
}

export type DiscountOutcome =
  | { ok: true; code: string; kind: DiscountTerms['kind']; value: number; discount: number }
  | { ok: false; reason: DiscountRejection };

/**
 * What a code takes off an offer's items at `now`: a percent rounded to whole minor units, or a
 * fixed amount, never more than the items cost. A code outside its validity is `expired`; one not
 * for this offer's type (or for an offer that costs nothing) is `not-applicable`.
 */
export function discountFor(
  terms: DiscountTerms | undefined,
  offer: { type: string; itemsTotal: number },
  now: Date,
): DiscountOutcome {
  if (!terms) return { ok: false, reason: 'unknown' };
  if (now < terms.validFrom || (terms.validUntil && now >= terms.validUntil)) {
    return { ok: false, reason: 'expired' };
  }
  if (!terms.offerTypes.includes(offer.type) || offer.itemsTotal === 0) {
    return { ok: false, reason: 'not-applicable' };
  }
  const wanted = terms.kind === 'percent' ? Math.round((offer.itemsTotal * terms.value) / 100) : terms.value;
  return {
    ok: true,
    code: terms.code,
    kind: terms.kind,
    value: terms.value,
    discount: Math.min(wanted, offer.itemsTotal),
  };
}

/** Codes are kept upper-case and matched without regard to case or surrounding spaces. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}
