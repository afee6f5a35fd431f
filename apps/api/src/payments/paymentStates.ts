import type { Site } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders, payments } from '../db/schema';
import { orderNumberOf } from './orderNumber';
import type { GatewayPaymentStatus } from './paymentGateway';

/** A database handle or a transaction of one: both run the same queries. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** One change of a payment's state, as the hook hears of it. */
export interface PaymentStateChange {
  orderId: string;
  orderNumber: string;
  site: Site;
  paymentId: string;
  from: GatewayPaymentStatus;
  to: GatewayPaymentStatus;
}

/**
 * Called inside the transaction that changed a payment's state, once per real change: work that
 * must happen exactly with the change (an outbox message: "payment received", "payment cancelled",
 * "payment timed out") is written with `tx` and commits or rolls back with it.
 */
export type OnPaymentStateChange = (tx: DbOrTx, change: PaymentStateChange) => Promise<void> | void;

/** From which states each state may be reached: `pending` leaves once; a paid payment may be refunded. */
const reachableFrom: Record<GatewayPaymentStatus, GatewayPaymentStatus[]> = {
  pending: [],
  paid: ['pending'],
  cancelled: ['pending'],
  'timed-out': ['pending'],
  'partly-refunded': ['pending', 'paid'],
  refunded: ['pending', 'paid', 'partly-refunded'],
};

/** States a payment reaches only after the gateway took the money. */
const paidAtGateway: readonly GatewayPaymentStatus[] = ['paid', 'partly-refunded', 'refunded'];

/**
 * The one place a payment's state changes. The update is conditional (only from a state the new
 * one may follow), so of a notification, the return and the reconciler racing with the same news,
 * one changes the row and the others change nothing; the first PAID wins. A payment becoming paid
 * marks its order paid and accepted in the same transaction, and so does one the shop first hears
 * of as refunded in part or in full (its notification of PAID was lost before the refund: the money
 * was taken). Answers whether the state changed.
 */
export async function recordPaymentState(
  db: DbOrTx,
  paymentId: string,
  to: GatewayPaymentStatus,
  onStateChange?: OnPaymentStateChange,
): Promise<boolean> {
  const from = reachableFrom[to];
  if (from.length === 0) return false;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, paymentId))
      .for('update')
      .limit(1);
    if (!before || !from.includes(before.status)) return false;
    const [changed] = await tx
      .update(payments)
      .set({ status: to, updatedAt: new Date(), nextCheckAt: null })
      .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
      .returning({ orderId: payments.orderId });
    if (!changed) return false;
    const [order] = await tx
      .select({ site: orders.site, number: orders.number, paidAt: orders.paidAt })
      .from(orders)
      .where(eq(orders.id, changed.orderId))
      .limit(1);
    if (!order) throw new Error(`The order ${changed.orderId} of payment ${paymentId} is missing`);
    if (paidAtGateway.includes(to) && !order.paidAt) {
      await tx
        .update(orders)
        .set({ paidAt: new Date(), status: 'accepted' })
        .where(eq(orders.id, changed.orderId));
    }
    await onStateChange?.(tx, {
      orderId: changed.orderId,
      orderNumber: orderNumberOf(order.site, order.number),
      site: order.site,
      paymentId,
      from: before.status,
      to,
    });
    return true;
  });
}
