import type { OrderTotals } from '@shop/contracts';
import type { AppliedDiscount } from './discount';
import type { OrderFormContext } from './orderFormContext';
import { instalmentCountOf, priceOrder } from './orderPricing';
import type { PaymentFrequency } from './paymentFrequency';
import type { PaymentMethodId } from './paymentMethods';
import type { ShippingMethodId } from './shippingMethods';

export type OfferCurrency = 'EUR' | 'CZK';

/** One line of the order as the summary lists it. */
export interface OrderLineItem {
  id: string;
  title: string;
  quantity: number;
  /** The line's price (all pieces together), in minor units of the offer's currency. */
  price: number;
}

/** A way of delivery the offer allows. Methods left out of the list are not shown at all. */
export interface ShippingOption {
  id: ShippingMethodId;
  /** In minor units. */
  price: number;
  /** False shows the method greyed out and not selectable. Default true. */
  available?: boolean;
}

/** A way of paying the offer allows; as with shipping, one left out is not shown. */
export interface PaymentOption {
  id: PaymentMethodId;
  /** The method's fee in minor units, charged only when there is something to collect. */
  price: number;
  available?: boolean;
}

export interface FrequencyOption {
  id: PaymentFrequency;
  /** Paid this way, the total is split into this many equal instalments (monthly: 12). */
  instalments?: number;
}

/**
 * What is being ordered and how it may be delivered and paid, as the order page's config gives
 * it. Every amount is in minor units (cents, haléře), as the API counts.
 */
export interface OrderOffer {
  currency: OfferCurrency;
  items: readonly OrderLineItem[];
  shipping: readonly ShippingOption[];
  payment: readonly PaymentOption[];
  /** Given (non-empty) when the offer is paid in instalments: the customer must pick one. */
  frequencies?: readonly FrequencyOption[];
}

/** The shopper's choices the price depends on; empty strings before a choice is made. */
export interface PricedChoice {
  shippingMethod: string;
  paymentMethod: string;
  paymentFrequency?: string;
  discount: AppliedDiscount | null;
}

function frequencyOf(offer: OrderOffer, frequency: string | undefined): FrequencyOption | undefined {
  return offer.frequencies?.find((option) => option.id === frequency);
}

/**
 * The order's amounts for the current choice, by the same rule the API charges
 * (`priceOrder`): what the summary shows is what the server stores.
 */
export function orderTotals(offer: OrderOffer, choice: PricedChoice): OrderTotals {
  const frequency = frequencyOf(offer, choice.paymentFrequency);
  return priceOrder({
    itemsTotal: offer.items.reduce((sum, item) => sum + item.price, 0),
    discount: choice.discount?.amount ?? 0,
    shippingPrice: offer.shipping.find((option) => option.id === choice.shippingMethod)?.price ?? 0,
    paymentFee: offer.payment.find((option) => option.id === choice.paymentMethod)?.price ?? 0,
    paymentFrequency: frequency?.id ?? null,
    instalmentCount: frequency?.instalments ?? 1,
  });
}

/** One of equal instalments a total is paid in: `count` payments of `amount` (minor units). */
export interface Instalment {
  count: number;
  amount: number;
}

/** The instalment the totals are paid in when the chosen frequency splits them, else null. */
export function instalmentOf(offer: OrderOffer, totals: OrderTotals): Instalment | null {
  const frequency = frequencyOf(offer, totals.paymentFrequency ?? undefined);
  const count = instalmentCountOf(totals.paymentFrequency, frequency?.instalments ?? 1);
  return count > 1 ? { count, amount: totals.dueNow } : null;
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
