import type { Site } from '@shop/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders, payments } from '../db/schema';
import type { GatewayPaymentStatus, PaymentGateway } from './paymentGateway';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPaymentState = 'unpaid' | 'pending' | 'paid';

export function orderNumberOf(site: Site, number: number): string {
  return `${site.toUpperCase()}-${String(number).padStart(7, '0')}`;
}

/** The shop's side of card payments: its record of each attempt and the order's paid state. */
export function createOrderPayments(db: Db, gateway: PaymentGateway) {
  async function start(order: OrderRow): Promise<{ paymentId: string; paymentUrl: string }> {
    const created = await gateway.createPayment({
      site: order.site,
      orderId: order.id,
      orderNumber: orderNumberOf(order.site, order.number),
      amount: order.dueNow,
      currency: order.currency,
    });
    await db.insert(payments).values({
      orderId: order.id,
      gateway: gateway.name,
      gatewayPaymentId: created.paymentId,
      amount: order.dueNow,
      currency: order.currency,
      status: 'pending',
    });
    return { paymentId: created.paymentId, paymentUrl: created.redirectUrl };
  }

  /**
   * Takes the gateway's word on one payment into the shop's books; a paid payment marks its order
   * paid and accepted. Answers the order and the payment's status, or `undefined` when unknown.
   */
  async function sync(
    gatewayPaymentId: string,
  ): Promise<{ order: OrderRow; status: GatewayPaymentStatus } | undefined> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.gateway, gateway.name), eq(payments.gatewayPaymentId, gatewayPaymentId)))
      .limit(1);
    if (!payment) return undefined;
    const status = (await gateway.getStatus(gatewayPaymentId)) ?? payment.status;
    if (status !== payment.status) {
      await db.update(payments).set({ status, updatedAt: new Date() }).where(eq(payments.id, payment.id));
    }
    if (status === 'paid') {
      await db
        .update(orders)
        .set({ paidAt: new Date(), status: 'accepted' })
        .where(and(eq(orders.id, payment.orderId), isNull(orders.paidAt)));
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    return order ? { order, status } : undefined;
  }

  /** Where an order's payment stands, after asking the gateway about attempts still pending. */
  async function stateOf(order: OrderRow): Promise<OrderPaymentState> {
    if (order.paidAt) return 'paid';
    const attempts = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt));
    let pending = false;
    for (const attempt of attempts) {
      if (attempt.status !== 'pending') continue;
      const synced = await sync(attempt.gatewayPaymentId);
      if (synced?.status === 'paid') return 'paid';
      if (synced?.status === 'pending') pending = true;
    }
    return pending ? 'pending' : 'unpaid';
  }

  return { start, sync, stateOf };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
