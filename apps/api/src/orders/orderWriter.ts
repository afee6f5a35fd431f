import type { OrderResult } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { orders } from '../db/schema';
import { createWriteBatcher } from '../db/writeBatcher';
import type { OrderPayments } from '../payments/orderPayments';
import { completeKey, type IdempotencyClaim, readKey, type StoredResponse } from './idempotencyStore';
import type { AwaitingPayment, OrderRow, OrderToStore, WrittenOrder } from './storeOrder';
import { KeyClaimedMeanwhile, writeOrderBatch } from './storeOrderBatch';

export interface OrderWriterOptions {
  db: Db;
  payments: OrderPayments;
  /** The most orders stored in one transaction. */
  maxBatch?: number;
  /** How long an order that finds the writer idle waits for others to join its batch. */
  maxWaitMs?: number;
}

export type StoredOrder =
  | {
      kind: 'stored';
      result: OrderResult;
      /** The customer cookie to set: a new token, or the visitor's own one renewed. */
      customerToken: string | null;
    }
  /** The key was sent before with the same order: its answer, for the same order. */
  | { kind: 'replayed'; response: StoredResponse }
  /** The key was sent before with another order. */
  | { kind: 'mismatch' }
  /** The key's row holds no answer yet (only a key claimed before answers were kept with it). */
  | { kind: 'in-progress' };

interface Pending {
  entry: OrderToStore;
  written?: WrittenOrder | null;
}

const nameOf = (claim: IdempotencyClaim) => `${claim.site}\n${claim.key}`;

/**
 * Stores orders with group commit, and is the one place the idempotency key of an order submit
 * is claimed, checked and answered again.
 *
 * Orders that arrive while the database is busy with earlier ones, or within `maxWaitMs` of an
 * order that found it idle, are written together in one transaction, so a burst of orders costs
 * one commit and a few statements instead of a transaction each. A batch the database refuses is
 * stored again order by order, so a failing order fails only its own request.
 *
 * The key is claimed in the order's own transaction and never freed once it committed: a key
 * sent again answers its order's stored response, or 'mismatch' for other data. A card order's
 * payment starts after its batch is committed; if that fails, or the request is lost on the way,
 * the next request with the key starts the payment of that same order.
 */
export function createOrderWriter({ db, payments, maxBatch = 100, maxWaitMs = 2 }: OrderWriterOptions) {
  const writeAlone = async (entry: OrderToStore) => {
    try {
      return (await writeOrderBatch(db, [entry]))[0] ?? null;
    } catch (error) {
      // The key is committed by now, so the look-up of a second try finds it.
      if (!(error instanceof KeyClaimedMeanwhile)) throw error;
      return (await writeOrderBatch(db, [entry]))[0] ?? null;
    }
  };
  const batcher = createWriteBatcher<Pending>({
    maxRows: maxBatch,
    maxWaitMs,
    write: async (batch) => {
      const written = await writeOrderBatch(
        db,
        batch.map((pending) => pending.entry),
      );
      batch.forEach((pending, index) => {
        pending.written = written[index] ?? null;
      });
    },
    writeOne: async (pending) => {
      pending.written = await writeAlone(pending.entry);
    },
  });

  /** Payment starts running in this process, by key: a repeated request waits for the first's. */
  const starting = new Map<string, Promise<StoredResponse>>();

  /**
   * Starts the payment of a card order and stores the key's answer. Of two processes doing so for
   * one key at once (a retry reaching another server while the first still runs), both answer
   * the payment stored first; the other one stays unused at the gateway.
   */
  function payFor(claim: IdempotencyClaim, awaiting: AwaitingPayment, known?: OrderRow) {
    const name = nameOf(claim);
    let running = starting.get(name);
    if (running) return running;
    running = (async () => {
      const row =
        known ?? (await db.select().from(orders).where(eq(orders.id, awaiting.orderId)).limit(1))[0];
      if (!row) throw new Error(`The order ${awaiting.orderId} of a stored key is missing`);
      // Paid since through its payment page: nothing is left to start.
      const result: OrderResult = row.paidAt
        ? {
            ...awaiting,
            status: 'accepted',
            ...(awaiting.receipt ? { receipt: { ...awaiting.receipt, cardPayment: 'paid' as const } } : {}),
          }
        : { ...awaiting, paymentUrl: (await payments.start(row)).paymentUrl };
      return completeKey(db, claim, { status: 201, body: result });
    })().finally(() => starting.delete(name));
    starting.set(name, running);
    return running;
  }

  async function answerAgain(claim: IdempotencyClaim): Promise<StoredOrder> {
    const row = await readKey(db, claim);
    if (!row) throw new Error('A key taken by an order is missing');
    if (row.requestHash !== claim.requestHash) return { kind: 'mismatch' };
    if (row.responseStatus !== null) {
      return { kind: 'replayed', response: { status: row.responseStatus, body: row.responseBody } };
    }
    if (!row.responseBody) return { kind: 'in-progress' };
    return { kind: 'replayed', response: await payFor(claim, row.responseBody as AwaitingPayment) };
  }

  return {
    /** Stores the order, or answers a key sent before; see the writer's description. */
    async store(entry: OrderToStore): Promise<StoredOrder> {
      const pending: Pending = { entry };
      await batcher.add(pending);
      const written = pending.written;
      if (!written) return answerAgain(entry.claim);
      const { row, result, awaiting, token } = written;
      if (result) {
        return { kind: 'stored', result, customerToken: result.status === 'rejected' ? null : token };
      }
      const paid = await payFor(entry.claim, awaiting!, row);
      return { kind: 'stored', result: paid.body as OrderResult, customerToken: token };
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
