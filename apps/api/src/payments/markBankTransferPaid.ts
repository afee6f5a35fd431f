import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders, payments } from '../db/schema';
import { orderNumberOf } from './orderNumber';
import { type OnPaymentStateChange, recordPaymentState } from './paymentStates';

/** The `payments.gateway` of a bank transfer: the shop's own record of money that arrived. */
export const bankTransferGateway = 'bank-transfer';

export type MarkPaidResult =
  | { ok: true; orderId: string; orderNumber: string }
  | {
      ok: false;
      reason: 'invalid-number' | 'not-found' | 'not-bank-transfer' | 'already-paid' | 'rejected';
      message: string;
    };

const orderNumberPattern = /^(SK|CZ)-(\d{1,12})$/i;

/**
 * Marks a bank-transfer order paid by its order number (`SK-0000123`) when its money arrived. The
 * transfer is a payment row of its own (gateway `bank-transfer`), and its change to `paid` goes
 * through `recordPaymentState` as a card payment's does: a conditional update, the order marked
 * paid with it, and `onStateChange` (the payment-received mail) called inside that transaction.
 * A second call changes nothing and sends nothing. Refuses another payment method, a rejected
 * order and one already paid, saying why.
 */
export async function markBankTransferPaid(
  db: Db,
  orderNumber: string,
  onStateChange?: OnPaymentStateChange,
): Promise<MarkPaidResult> {
  const match = orderNumberPattern.exec(orderNumber.trim());
  if (!match) {
    return {
      ok: false,
      reason: 'invalid-number',
      message: `${orderNumber} is not an order number such as SK-0000123`,
    };
  }
  const site = match[1]!.toLowerCase() as 'sk' | 'cz';
  const number = Number(match[2]);
  const name = orderNumberOf(site, number);
  return db.transaction(async (tx) => {
    // The order's lock makes two operators marking it at once take turns.
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.site, site), eq(orders.number, number)))
      .for('update')
      .limit(1);
    if (!order) return { ok: false, reason: 'not-found', message: `No order ${name}` };
    if (order.status === 'rejected')
      return { ok: false, reason: 'rejected', message: `${name} was rejected: nothing is to be paid` };
    if (order.paymentMethod !== 'bank-transfer') {
      return {
        ok: false,
        reason: 'not-bank-transfer',
        message: `${name} is paid by ${order.paymentMethod}, not by bank transfer`,
      };
    }
    const alreadyPaid = (paidAt: Date): MarkPaidResult => ({
      ok: false,
      reason: 'already-paid',
      message: `${name} was marked paid on ${paidAt.toISOString()}`,
    });
    if (order.paidAt) return alreadyPaid(order.paidAt);
    const [existing] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.gateway, bankTransferGateway)))
      .orderBy(asc(payments.createdAt))
      .limit(1);
    const paymentId =
      existing?.id ??
      (
        await tx
          .insert(payments)
          .values({
            orderId: order.id,
            gateway: bankTransferGateway,
            amount: order.dueNow,
            currency: order.currency,
            status: 'pending',
          })
          .returning({ id: payments.id })
      )[0]!.id;
    if (!(await recordPaymentState(tx, paymentId, 'paid', onStateChange))) {
      const [after] = await tx
        .select({ paidAt: orders.paidAt })
        .from(orders)
        .where(eq(orders.id, order.id))
        .limit(1);
      return alreadyPaid(after?.paidAt ?? new Date());
    }
    return { ok: true, orderId: order.id, orderNumber: name };
  });
}
