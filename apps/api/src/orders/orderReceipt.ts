import type { CardPaymentState, OrderReceipt, PaymentMethodId, ShippingMethodId } from '@shop/contracts';
import { instalmentCountOf } from '@shop/order-form';
import type { orderItems, orders } from '../db/schema';
import { orderNumberOf } from '../payments/orderPayments';
import { type OfferRow, offerTypeNameOf } from './offerCatalog';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** A card order's payment state for its receipt; null for orders paid otherwise or owing nothing. */
export function cardPaymentOf(
  row: Pick<OrderRow, 'paymentMethod' | 'dueNow' | 'paidAt'>,
  state?: CardPaymentState,
) {
  if (row.paymentMethod !== 'card' || row.dueNow === 0) return null;
  if (row.paidAt) return state === 'refunded' || state === 'partly-refunded' ? state : 'paid';
  return state ?? 'unpaid';
}

/**
 * What the thank-you page shows of a stored order: its number, lines, amounts as charged and the
 * ways of delivery and paying. The offer's title and instalments are the offer's current ones.
 */
export function receiptOf(
  row: OrderRow,
  items: readonly Pick<OrderItemRow, 'name' | 'quantity' | 'total'>[],
  offer: Pick<OfferRow, 'title' | 'instalmentCount'> | undefined,
  cardPayment: CardPaymentState | null,
): OrderReceipt {
  return {
    orderId: row.id,
    orderNumber: orderNumberOf(row.site, row.number),
    placedAt: row.createdAt.toISOString(),
    offerType: row.offerType,
    offerTypeName: offerTypeNameOf(row.offerType),
    offerTitle: offer?.title ?? row.offerSlug,
    items: items.map((item) => ({ name: item.name, quantity: item.quantity, total: item.total })),
    currency: row.currency,
    totals: {
      items: row.itemsTotal,
      discount: row.discountTotal,
      shipping: row.shippingPrice,
      payment: row.paymentPrice,
      total: row.total,
      dueNow: row.dueNow,
      paymentFrequency: row.paymentFrequency,
    },
    instalments: instalmentCountOf(row.paymentFrequency, offer?.instalmentCount ?? 1),
    shippingMethod: row.shippingMethod as ShippingMethodId,
    paymentMethod: row.paymentMethod as PaymentMethodId,
    cardPayment,
  };
}
