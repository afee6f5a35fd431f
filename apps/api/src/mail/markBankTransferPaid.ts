import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders } from '../db/schema';
import { orderNumberOf } from '../payments/orderPayments';
import { mailOnPaymentChange } from './paymentMails';

export type MarkPaidResult =
  | { ok: true; orderId: string; orderNumber: string }
  | {
      ok: false;
      reason: 'invalid-number' | 'not-found' | 'not-bank-transfer' | 'already-paid' | 'rejected';
      message: string;
    };

const orderNumberPattern = /^(SK|CZ)-(\d{1,12})$/i;

/**
 * Marks a bank-transfer order paid by its order number (`SK-0000123`) when its money arrived, and
 * writes the payment-received mail in the same transaction. Refuses another payment method, a
 * rejected order and one already paid, saying why.
 */
export async function markBankTransferPaid(
  db: Db,
  orderNumber: string,
  now = new Date(),
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
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.site, site), eq(orders.number, number)))
      .for('update')
      .limit(1);
    const name = orderNumberOf(site, number);
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
    if (order.paidAt) {
      return {
        ok: false,
        reason: 'already-paid',
        message: `${name} was marked paid on ${order.paidAt.toISOString()}`,
      };
    }
    const [updated] = await tx
      .update(orders)
      .set({ paidAt: now })
      .where(and(eq(orders.id, order.id), isNull(orders.paidAt)))
      .returning({ id: orders.id });
    if (!updated) return { ok: false, reason: 'already-paid', message: `${name} was marked paid meanwhile` };
    await mailOnPaymentChange(tx, {
      orderId: order.id,
      orderNumber: name,
      site,
      paymentId: '',
      from: 'pending',
      to: 'paid',
    });
    return { ok: true, orderId: order.id, orderNumber: name };
  });
}
