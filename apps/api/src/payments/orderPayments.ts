import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders, payments } from '../db/schema';
import { orderNumberOf } from './orderNumber';
import type { GatewayPaymentStatus, PaymentGateway } from './paymentGateway';
import { type OnPaymentStateChange, recordPaymentState } from './paymentStates';

export { orderNumberOf } from './orderNumber';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
/**
 * An order's card payment as its pages show it: a paid one given back in part is `partly-refunded`,
 * one given back in full `refunded`.
 */
export type OrderPaymentState = 'unpaid' | 'pending' | 'paid' | 'partly-refunded' | 'refunded';

/** Whether an order in this state was paid, whatever was given back since: nothing is to be paid. */
export const wasPaid = (state: OrderPaymentState): boolean =>
  state === 'paid' || state === 'partly-refunded' || state === 'refunded';

export interface OrderPaymentsOptions {
  /** Called in the transaction of each real change of a payment's state (see `recordPaymentState`). */
  onStateChange?: OnPaymentStateChange;
  /** How long after its start a pending payment is first asked about by the reconciler; 300 s. */
  reconcileAfterMs?: number;
  /**
   * How long a reservation whose gateway call has not answered is left to the request that made
   * it; after that a retry takes it over (its process died). Longer than the gateway's timeout.
   */
  reservationLeaseMs?: number;
  /** How long `start` waits for another request's reservation at most. */
  startWaitMs?: number;
}

/** States of a payment that was paid (refunds follow a payment). */
const paidStates: readonly GatewayPaymentStatus[] = ['paid', 'partly-refunded', 'refunded'];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A reservation released after a failed gateway call: the next try takes it at once. */
const released = new Date(0);

/** The shop's side of card payments: its record of each attempt and the order's paid state. */
export function createOrderPayments(db: Db, gateway: PaymentGateway, options: OrderPaymentsOptions = {}) {
  const reconcileAfterMs = options.reconcileAfterMs ?? 300_000;
  const leaseMs = options.reservationLeaseMs ?? 30_000;
  const startWaitMs = options.startWaitMs ?? leaseMs + 5_000;

  const livePaymentOf = async (orderId: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
        .limit(1)
    )[0];

  /** Takes the order's live payment to fill in: a new reservation, or one whose maker is gone. */
  async function reserve(order: OrderRow, live: PaymentRow | undefined): Promise<string | undefined> {
    if (!live) {
      const [row] = await db
        .insert(payments)
        .values({
          orderId: order.id,
          gateway: gateway.name,
          amount: order.dueNow,
          currency: order.currency,
          status: 'pending',
        })
        .onConflictDoNothing()
        .returning({ id: payments.id });
      return row?.id;
    }
    if (Date.now() - live.updatedAt.getTime() < leaseMs) return undefined;
    // The lease's end is checked again in the update: of two takers the first renews it, and the
    // second's update then finds it running and changes nothing.
    const [row] = await db
      .update(payments)
      .set({ updatedAt: new Date() })
      .where(
        and(
          eq(payments.id, live.id),
          lt(payments.updatedAt, new Date(Date.now() - leaseMs)),
          isNull(payments.gatewayPaymentId),
        ),
      )
      .returning({ id: payments.id });
    return row?.id;
  }

  /**
   * The order's live payment: the one that exists (a retry after a crash continues it), or a new
   * one when the last ended unpaid. The payment row is reserved before the gateway is called, and
   * one live payment per order is a unique index, so two requests or processes never start two.
   * A process dying between the gateway's answer and recording it leaves that gateway payment
   * unknown to the shop and to the customer; it times out at the gateway.
   */
  async function start(order: OrderRow): Promise<{ paymentId: string; paymentUrl: string }> {
    const deadline = Date.now() + startWaitMs;
    for (;;) {
      const live = await livePaymentOf(order.id);
      if (live?.gatewayPaymentId && live.redirectUrl) {
        return { paymentId: live.gatewayPaymentId, paymentUrl: live.redirectUrl };
      }
      const reserved = await reserve(order, live);
      if (reserved) {
        try {
          const created = await gateway.createPayment({
            site: order.site,
            orderId: order.id,
            orderNumber: orderNumberOf(order.site, order.number),
            amount: order.dueNow,
            currency: order.currency,
            description: orderNumberOf(order.site, order.number),
            email: order.email,
          });
          await db
            .update(payments)
            .set({
              gatewayPaymentId: created.paymentId,
              redirectUrl: created.redirectUrl,
              nextCheckAt: new Date(Date.now() + reconcileAfterMs),
              updatedAt: new Date(),
            })
            .where(eq(payments.id, reserved));
          return { paymentId: created.paymentId, paymentUrl: created.redirectUrl };
        } catch (error) {
          await db.update(payments).set({ updatedAt: released }).where(eq(payments.id, reserved));
          throw error;
        }
      }
      if (Date.now() > deadline) {
        throw new Error(`The payment of order ${order.id} is being started elsewhere and did not finish`);
      }
      await sleep(50);
    }
  }

  /**
   * Takes the gateway's word on one payment into the shop's books (`recordPaymentState`). Answers
   * the order and the payment's state afterwards, or `undefined` when the shop knows no such
   * payment. A gateway that does not know it leaves the recorded state.
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
    const told = await gateway.getStatus(gatewayPaymentId);
    let status = payment.status;
    if (told && told !== status) {
      await recordPaymentState(db, payment.id, told, options.onStateChange);
      const [after] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(eq(payments.id, payment.id))
        .limit(1);
      status = after?.status ?? status;
    }
    const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    return order ? { order, status } : undefined;
  }

  /** Where an order's payment stands, after asking the gateway about attempts still pending. */
  async function stateOf(order: OrderRow): Promise<OrderPaymentState> {
    const attempts = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt));
    if (order.paidAt) {
      // Paid; refunded when GoPay gave back all of what was paid, partly when some of it.
      const settled = attempts.filter((attempt) => paidStates.includes(attempt.status));
      if (settled.length > 0 && settled.every((attempt) => attempt.status === 'refunded')) return 'refunded';
      return settled.some((attempt) => attempt.status !== 'paid') ? 'partly-refunded' : 'paid';
    }
    let pending = false;
    for (const attempt of attempts) {
      if (attempt.status !== 'pending') continue;
      // Reserved, its gateway call still running: live, not paid yet.
      if (!attempt.gatewayPaymentId) {
        pending = true;
        continue;
      }
      const synced = await sync(attempt.gatewayPaymentId);
      if (synced?.status === 'paid') return 'paid';
      if (synced?.status === 'pending') pending = true;
    }
    return pending ? 'pending' : 'unpaid';
  }

  return { gatewayName: gateway.name, start, sync, stateOf };
}

export type OrderPayments = ReturnType<typeof createOrderPayments>;
