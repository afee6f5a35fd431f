import type { Site } from '@shop/contracts';
import { mailOutbox } from '../db/schema';
import type { Tx } from '../orders/storeOrder';

export type MailKind = (typeof mailOutbox.$inferInsert)['kind'];

/** The shop's own addresses, resolved from the settings when the mail is sent. */
export const SHOP_ORDERS = 'orders';
export const SHOP_SUPPORT = 'support';

export interface MailToSend {
  kind: MailKind;
  site: Site;
  /** A shopper's address, or `SHOP_ORDERS` / `SHOP_SUPPORT`. */
  recipient: string;
  /** The ids the mail is rendered from when it is sent, e.g. `{ orderId }`. */
  data: Record<string, string>;
}

/**
 * Writes mails into the outbox in the caller's transaction: they are sent once it commits, and
 * never if it rolls back.
 */
export async function enqueueMails(tx: Pick<Tx, 'insert'>, mails: readonly MailToSend[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(mails.map((mail) => ({ ...mail })));
}

/** The mails of a newly placed order: the confirmation to the shopper and the note to the shop. */
export function newOrderMails(order: {
  id: string;
  site: Site;
  status: string;
  email: string;
}): MailToSend[] {
  if (order.status === 'rejected') return [];
  const data = { orderId: order.id };
  return [
    { kind: 'order-confirmation', site: order.site, recipient: order.email, data },
    { kind: 'shop-new-order', site: order.site, recipient: SHOP_ORDERS, data },
  ];
}
