import type { Currency, OrderFormConfig, PaymentFrequency } from '@shop/contracts';
import { productPacks } from '@shop/contracts/vocabulary';
import { priceOrder } from '@shop/order-form';

/** One line of an offer as its header names it: the pack and how long it lasts. */
export interface OfferPack {
  sku: string;
  name: string;
  quantity: number;
  /** Capsules in one piece; null for a pack the shop's list does not know. */
  capsules: number | null;
  /** Days all pieces of the line last at the label's dose; null when unknown. */
  days: number | null;
}

/** What a frequency of a pack paid in instalments costs at the cheapest choice. */
export interface FrequencyPrice {
  id: PaymentFrequency;
  /** Payments the total is split into (1 when paid at once). */
  count: number;
  /** What each payment is, in minor units. */
  amount: number;
  total: number;
}

/** Everything an order page says about the offer before the form: pack, price, what else is paid. */
export interface OfferFacts {
  title: string;
  currency: Currency;
  packs: OfferPack[];
  /** The items' price in minor units, VAT included. */
  price: number;
  /** The cheapest way of delivery this offer takes, in minor units; null when it takes none. */
  shippingFrom: number | null;
  /** Every way of delivery this offer takes costs nothing. */
  shippingFree: boolean;
  /**
   * The fee paying after delivery adds, in minor units, when this offer can be paid that way and
   * the fee is ever charged (never when nothing is to be collected); else null.
   */
  collectionFee: number | null;
  /** Some way of paying costs no fee (card or bank transfer). */
  feeFreePayment: boolean;
  /** Nothing to pay whatever the shopper chooses: a free pack shipped free. */
  nothingToPay: boolean;
  /** The frequencies of a pack paid in instalments, at the cheapest delivery without a fee. */
  frequencies: FrequencyPrice[];
}

function packOf(item: OrderFormConfig['offer']['items'][number]): OfferPack {
  const pack = productPacks[item.sku];
  return {
    sku: item.sku,
    name: item.name,
    quantity: item.quantity,
    capsules: pack ? pack.capsules : null,
    days: pack ? (pack.capsules / pack.dailyCapsules) * item.quantity : null,
  };
}

/**
 * The offer's facts from its current configuration, priced by the same rule as the summary and
 * the API (`priceOrder`): the "from" prices are what the cheapest choice really costs.
 */
export function offerFactsOf(config: OrderFormConfig): OfferFacts {
  const { offer } = config;
  const shipping = config.shippingMethods.filter((method) => method.available);
  const payment = config.paymentMethods.filter((method) => method.available);
  const shippingFrom = shipping.length > 0 ? Math.min(...shipping.map((method) => method.price)) : null;
  const feeFree = payment.filter((method) => method.price === 0);
  const afterDelivery = payment.find((method) => method.id === 'after-delivery');
  const cheapestFee = feeFree.length > 0 ? 0 : Math.min(...payment.map((method) => method.price));
  const price = (frequency: PaymentFrequency | null, paymentFee: number, shippingPrice: number) =>
    priceOrder({
      itemsTotal: offer.itemsTotal,
      discount: 0,
      shippingPrice,
      paymentFee,
      paymentFrequency: frequency,
      instalmentCount: offer.instalmentCount,
    });
  // The fee is charged only where something is collected: with the dearest delivery, if ever.
  const shippingMax = shipping.length > 0 ? Math.max(...shipping.map((method) => method.price)) : 0;
  const feeCharged = afterDelivery ? price(null, afterDelivery.price, shippingMax).payment : 0;
  const frequencies = offer.requiresPaymentFrequency
    ? offer.paymentFrequencies.map((id) => {
        const totals = price(id, Number.isFinite(cheapestFee) ? cheapestFee : 0, shippingFrom ?? 0);
        const count = totals.dueNow === totals.total ? 1 : offer.instalmentCount;
        return { id, count, amount: totals.dueNow, total: totals.total };
      })
    : [];
  return {
    title: offer.title,
    currency: config.currency,
    packs: offer.items.map(packOf),
    price: offer.itemsTotal,
    shippingFrom,
    shippingFree: shipping.length > 0 && shipping.every((method) => method.price === 0),
    collectionFee: feeCharged > 0 ? feeCharged : null,
    feeFreePayment: feeFree.length > 0,
    nothingToPay: offer.itemsTotal === 0 && shippingMax === 0,
    frequencies,
  };
}
