import { type OrderReceipt, orderReceiptSchema } from '@shop/contracts';
import type { KeyValueStorage } from '@shop/contracts/browser';
import { ORDER_RECEIPT_KEY } from './orderReceiptStore';

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
