import type { OrderReceipt } from '@shop/contracts';
import type { KeyValueStorage } from '@shop/contracts/browser';

/** The tab's last order as its answer described it, for the thank-you page and its reloads. */
export const ORDER_RECEIPT_KEY = 'shop:order-receipt';

/** Keeps the answer's receipt; the form's page writes it without the receipt's schema code. */
export function keepOrderReceipt(storage: KeyValueStorage, receipt: OrderReceipt): void {
  try {
    storage.setItem(ORDER_RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Storage refused: the page asks the API instead, or says it cannot show the order.
  }
}
