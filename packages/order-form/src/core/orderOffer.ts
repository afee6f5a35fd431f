import type { AppliedDiscount } from './discount';
import type { OrderFormContext } from './orderFormContext';
import type { PaymentFrequency } from './paymentFrequency';
import type { PaymentMethodId } from './paymentMethods';
import type { ShippingMethodId } from './shippingMethods';

export type OfferCurrency = 'EUR' | 'CZK';

/** One line of the order as the summary lists it. */
export interface OrderLineItem {
  id: string;
  title: string;
  quantity: number;
  /** The line's price (all pieces together), in the offer's currency. */
  price: number;
}

/** A way of delivery the offer allows. Methods left out of the list are not shown at all. */
export interface ShippingOption {
  id: ShippingMethodId;
  price: number;
  /** False shows the method greyed out and not selectable. Default true. */
  available?: boolean;
}

/** A way of paying the offer allows; as with shipping, one left out is not shown. */
export interface PaymentOption {
  id: PaymentMethodId;
  price: number;
  available?: boolean;
}

export interface FrequencyOption {
  id: PaymentFrequency;
  /** What one instalment costs, shown beside the choice when given. */
  price?: number;
  /** Paid this way, the total is split into this many equal instalments (monthly: 12). */
  instalments?: number;
}

/** What is being ordered and how it may be delivered and paid, as the order page's config gives it. */
export interface OrderOffer {
  currency: OfferCurrency;
  items: readonly OrderLineItem[];
  shipping: readonly ShippingOption[];
  payment: readonly PaymentOption[];
  /** Given (non-empty) when the offer is paid in instalments: the customer must pick one. */
  frequencies?: readonly FrequencyOption[];
}

export interface OrderTotals {
  items: number;
  shipping: number;
  payment: number;
  /** Money off, as a positive number. */
  discount: number;
  /** Never below zero: a discount cannot make the shop pay the customer. */
  total: number;
}

/** Cents are summed as integers so 9.9 + 3.3 gives 13.2, not 13.200000000000001. */
function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/**
 * The summary's arithmetic over the current choice. The server computes the price that counts;
 * this is what the customer sees before sending, from the same config.
 */
export function orderTotals(
  offer: OrderOffer,
  choice: { shippingMethod: string; paymentMethod: string; discount: AppliedDiscount | null },
): OrderTotals {
  const items = offer.items.reduce((sum, item) => sum + toCents(item.price), 0);
  const shipping = toCents(offer.shipping.find((option) => option.id === choice.shippingMethod)?.price ?? 0);
  const payment = toCents(offer.payment.find((option) => option.id === choice.paymentMethod)?.price ?? 0);
  const discount = Math.min(toCents(choice.discount?.amount ?? 0), items + shipping + payment);
  return {
    items: items / 100,
    shipping: shipping / 100,
    payment: payment / 100,
    discount: discount / 100,
    total: (items + shipping + payment - discount) / 100,
  };
}

/** One of equal instalments a total is paid in: `count` payments of `amount`. */
export interface Instalment {
  count: number;
  amount: number;
}

/**
 * The instalment of `total` when the chosen frequency splits it, else null. Each is rounded up
 * to whole cents, as the API rounds the amount it charges first.
 */
export function instalmentOf(offer: OrderOffer, frequency: string, total: number): Instalment | null {
  const count = offer.frequencies?.find((option) => option.id === frequency)?.instalments ?? 1;
  if (!Number.isInteger(count) || count < 2) return null;
  return { count, amount: Math.ceil(toCents(total) / count) / 100 };
}

export function isOptionAvailable(option: { available?: boolean }): boolean {
  return option.available !== false;
}

/**
 * The rules' context narrowed to what the offer allows now: only available methods pass the
 * check, and an offer with frequencies asks for one.
 */
export function contextForOffer(context: OrderFormContext, offer: OrderOffer): OrderFormContext {
  const frequencies = offer.frequencies ?? [];
  return {
    ...context,
    shippingMethods: offer.shipping.filter(isOptionAvailable).map((option) => option.id),
    paymentMethods: offer.payment.filter(isOptionAvailable).map((option) => option.id),
    requiresPaymentFrequency: context.requiresPaymentFrequency === true || frequencies.length > 0,
    ...(frequencies.length > 0 ? { paymentFrequencies: frequencies.map((option) => option.id) } : {}),
  };
}
