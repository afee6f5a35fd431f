import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { payments } from '../db/schema';
import type { Logger } from '../logger';
import type { OrderPayments } from './orderPayments';

export interface PaymentReconcilerOptions {
  db: Db;
  payments: OrderPayments;
  logger: Logger;
  /** The first question's distance from the payment's start, and the backoff's base (`PAYMENT_RECONCILE_AFTER_S`). */
  afterMs: number;
  /** The longest wait between two questions about one payment (`PAYMENT_RECONCILE_MAX_S`). */
  maxMs: number;
  /** How often due payments are looked for; 5 s by default. */
  pollMs?: number;
  /** Payments asked about per round at most; 50 by default. */
  batchSize?: number;
  now?: () => Date;
}

/** The wait after the `checks`-th question: the base doubling each time, up to the maximum. */
export function reconcileBackoffMs(checks: number, afterMs: number, maxMs: number): number {
  return Math.min(afterMs * 2 ** Math.max(0, checks - 1), maxMs);
}

/**
 * Asks the gateway about every payment still pending once it is due (`next_check_at`), so a
 * notification GoPay never delivered still marks the order paid. Each payment is asked again
 * with a doubling wait until its state is final (`recordPaymentState` clears `next_check_at`).
 * Due payments are claimed with `FOR UPDATE SKIP LOCKED` and their next check moved in one short
 * transaction, so two API processes never ask about the same payment in one round; PGlite runs
 * the same SQL.
 */
export function createPaymentReconciler(options: PaymentReconcilerOptions) {
  const { db, logger, afterMs, maxMs } = options;
  const now = options.now ?? (() => new Date());
  const batchSize = options.batchSize ?? 50;
  const pollMs = options.pollMs ?? 5000;

  async function claimDue() {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: payments.id, gatewayPaymentId: payments.gatewayPaymentId, checks: payments.checks })
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.gateway, options.payments.gatewayName),
            isNotNull(payments.gatewayPaymentId),
            lte(payments.nextCheckAt, now()),
          ),
        )
        .orderBy(asc(payments.nextCheckAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const payment of due) {
        const checks = payment.checks + 1;
        await tx
          .update(payments)
          .set({
            checks,
            nextCheckAt: new Date(now().getTime() + reconcileBackoffMs(checks, afterMs, maxMs)),
          })
          .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      }
      return due;
    });
  }

  /** One round: claims the due payments and asks the gateway about each. Answers how many it asked. */
  async function runOnce(): Promise<{ asked: number; changed: number; failed: number }> {
    const due = await claimDue();
    let changed = 0;
    let failed = 0;
    for (const payment of due) {
      try {
        const before = await db
          .select({ status: payments.status })
          .from(payments)
          .where(eq(payments.id, payment.id))
          .limit(1);
        const synced = await options.payments.sync(payment.gatewayPaymentId!);
        if (synced && synced.status !== before[0]?.status) changed += 1;
      } catch (error) {
        failed += 1;
        logger.warn('a pending payment could not be reconciled; asked again later', {
          error,
          paymentId: payment.id,
        });
      }
    }
    return { asked: due.length, changed, failed };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    runOnce,
    /** Runs a round every `pollMs` until `stop`; rounds that find a full batch follow at once. */
    start() {
      if (timer) return;
      const drain = async () => {
        let round: Awaited<ReturnType<typeof runOnce>>;
        do round = await runOnce();
        while (round.asked === batchSize && timer);
      };
      timer = setInterval(() => {
        if (running) return;
        running = drain()
          .catch((error) => logger.warn('payment reconciliation round failed', { error }))
          .finally(() => {
            running = undefined;
          });
      }, pollMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
