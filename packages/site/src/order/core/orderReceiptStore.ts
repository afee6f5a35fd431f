import { type OrderReceipt, orderReceiptSchema } from '@shop/contracts';
import type { KeyValueStorage } from '@shop/contracts/browser';

/** The tab's last order as its answer described it, for the thank-you page and its reloads. */
export const ORDER_RECEIPT_KEY = 'shop:order-receipt';

export function keepOrderReceipt(storage: KeyValueStorage, receipt: OrderReceipt): void {
  try {
    storage.setItem(ORDER_RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Storage refused: the page asks the API instead, or says it cannot show the order.
  }
}

/**
 * The receipt this tab kept, when it is the order asked for (any, without an id); null when
 * there is none, it is another order's, or what is stored is not a receipt.
 */
export function readOrderReceipt(storage: KeyValueStorage, orderId?: string): OrderReceipt | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(ORDER_RECEIPT_KEY) ?? 'null');
  } catch {
    return null;
  }
  const parsed = orderReceiptSchema.safeParse(value);
  if (!parsed.success) return null;
  return orderId === undefined || parsed.data.orderId === orderId ? parsed.data : null;
}
