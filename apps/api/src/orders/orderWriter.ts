import type { Db } from '../db/createDatabase';
import { createWriteBatcher } from '../db/writeBatcher';
import type { OrderPayments } from '../payments/orderPayments';
import {
  finishOrder,
  type OrderToStore,
  type StoredOrder,
  type WrittenOrder,
  writeOrder,
} from './storeOrder';
import { writeOrderBatch } from './storeOrderBatch';

export interface OrderWriterOptions {
  db: Db;
  payments: OrderPayments;
  /** The most orders stored in one transaction. */
  maxBatch?: number;
  /** How long an order that finds the writer idle waits for others to join its batch. */
  maxWaitMs?: number;
}

interface Pending {
  entry: OrderToStore;
  written?: WrittenOrder | null;
}

/**
 * Stores orders with group commit: orders that arrive while the database is busy with earlier
 * ones, or within `maxWaitMs` of an order that found it idle, are written together in one
 * transaction, so a burst of orders costs one commit and a few statements instead of a
 * transaction each. A batch the database refuses is stored again order by order, each in a
 * transaction of its own, so a failing order fails only its own request. The payment step of a
 * card order runs after its batch is committed.
 */
export function createOrderWriter({ db, payments, maxBatch = 100, maxWaitMs = 2 }: OrderWriterOptions) {
  const batcher = createWriteBatcher<Pending>({
    maxRows: maxBatch,
    maxWaitMs,
    // Even a lone order takes the batch's few statements; the one-order transaction, which
    // waits for a key another connection holds instead of failing, stores what a batch refused.
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
      pending.written = await db.transaction((tx) => writeOrder(tx, pending.entry));
    },
  });

  return {
    /** Stores the order (or finds its key taken) and answers as the single-order path does. */
    async store(entry: OrderToStore): Promise<StoredOrder> {
      const pending: Pending = { entry };
      await batcher.add(pending);
      return finishOrder(payments, entry.order, pending.written ?? null);
    },
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;
