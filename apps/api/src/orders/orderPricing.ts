import type { OrderTotals, PaymentFrequency } from '@shop/contracts';

export interface PricingInput {
  itemsTotal: number;
  discount: number;
  shippingPrice: number;
  /** The fee of the chosen payment method. */
  paymentFee: number;
  paymentFrequency: PaymentFrequency | null;
  /** Instalments of a monthly-paid offer. */
  instalmentCount: number;
}

/**
 * The amounts of an order, all from the server's own prices. A collection fee is charged only
 * when there is something to collect; monthly payment splits the total into equal instalments,
 * each rounded up to whole minor units.
 */
export function priceOrder(input: PricingInput): OrderTotals {
  const items = input.itemsTotal;
  const discount = Math.min(input.discount, items);
  const beforePayment = items - discount + input.shippingPrice;
  const payment = beforePayment > 0 ? input.paymentFee : 0;
  const total = beforePayment + payment;
  const monthly = input.paymentFrequency === 'monthly' && input.instalmentCount > 1;
  const dueNow = monthly ? Math.ceil(total / input.instalmentCount) : total;
  return {
    items,
    discount,
    shipping: input.shippingPrice,
    payment,
    total,
    dueNow,
    paymentFrequency: input.paymentFrequency,
  };
}
