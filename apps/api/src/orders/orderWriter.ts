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
}

interface Pending {
  entry: OrderToStore;
  written?: WrittenOrder | null;
}

/**
 * Stores orders with group commit: orders that arrive while the database is busy with earlier
 * ones are written together in one transaction when it is free, so a burst of orders costs one
 * commit and a few statements instead of a transaction each. A batch the database refuses is
 * stored again order by order, each in its own transaction, so a failing order fails only its
 * own request. The payment step of a card order runs after its batch is committed.
 */
export function createOrderWriter({ db, payments, maxBatch = 100 }: OrderWriterOptions) {
  const batcher = createWriteBatcher<Pending>({
    maxRows: maxBatch,
    write: async (batch) => {
      if (batch.length === 1) {
        const pending = batch[0]!;
        pending.written = await db.transaction((tx) => writeOrder(tx, pending.entry));
        return;
      }
      const written = await writeOrderBatch(
        db,
        batch.map((pending) => pending.entry),
      );
      batch.forEach((pending, index) => {
        pending.written = written[index] ?? null;
      });
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
