import type { Site } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import type { DbOrTx } from '../payments/paymentStates';
import { enqueueMails, type MailToSend } from './mailOutbox';

/** A payment's state as the shop keeps it. */
export type PaymentState = 'pending' | 'paid' | 'cancelled' | 'timed-out' | 'refunded' | 'partly-refunded';

/** A change of a payment's state, as the payments code reports it once it really happened. */
export interface PaymentChange {
  orderId: string;
  orderNumber: string;
  site: Site;
  /** The shop's id of the payment (for a bank transfer, its `bank-transfer` payment row). */
  paymentId: string;
  from: PaymentState | null;
  to: PaymentState;
}

/** The mail a change of state sends the shopper, if any. */
export function paymentChangeMail(change: PaymentChange, email: string): MailToSend | null {
  const data = { orderId: change.orderId, paymentId: change.paymentId };
  if (change.to === 'paid') return { kind: 'payment-received', site: change.site, recipient: email, data };
  if (change.to === 'cancelled' || change.to === 'timed-out') {
    return {
      kind: 'payment-failed',
      site: change.site,
      recipient: email,
      data: { ...data, reason: change.to },
    };
  }
  return null;
}

/**
 * The payments code's `onStateChange` hook: called in the transaction that changes a payment's
 * state, it writes the payment-received mail (to `paid`) or the cancelled / timed-out mail with
 * the pay-again link in that same transaction. Other changes send nothing.
 */
export async function mailOnPaymentChange(tx: DbOrTx, change: PaymentChange): Promise<void> {
  if (change.to !== 'paid' && change.to !== 'cancelled' && change.to !== 'timed-out') return;
  const [order] = await tx
    .select({ email: orders.email })
    .from(orders)
    .where(eq(orders.id, change.orderId))
    .limit(1);
  if (!order) throw new Error(`mailOnPaymentChange: no order ${change.orderId}`);
  const mail = paymentChangeMail(change, order.email);
  if (mail) await enqueueMails(tx, [mail]);
}
