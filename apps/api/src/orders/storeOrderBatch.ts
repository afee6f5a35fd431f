import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { queryRows, recordsetInsert } from '../db/recordsetInsert';
import { customers, idempotencyKeys, orderItems, orders } from '../db/schema';
import { enqueueMails, newOrderMails } from '../mail/mailOutbox';
import { customerTokenHash, newCustomerToken } from './customerToken';
import { offerOf } from './offerCatalog';
import { rejectionsOf } from './rejectionRule';
import {
  awaitingPaymentOf,
  customerValuesOf,
  type OrderRow,
  type OrderToStore,
  orderValuesOf,
  resultOf,
  saveCustomer,
  statusOf,
  type WrittenOrder,
} from './storeOrder';

const claimKeyOf = (entry: OrderToStore) => `${entry.claim.site}\n${entry.claim.key}`;

/** Thrown when another connection claimed one of the batch's keys after the batch looked. */
export class KeyClaimedMeanwhile extends Error {}

/**
 * The one way orders are written (a lone order is a batch of one). Stores orders that arrived
 * together in one transaction with four statements however many they
 * are: one looks up their keys and draws their numbers, one checks the one-per-person kinds, and
 * one writes keys, customers, orders and items together. Each order ends as it would have alone
 * in arrival order: its key claimed (a key repeated in the batch is taken by its first order),
 * the same refusals, its own customer, and its answer stored with the key. Answers null for an
 * order whose key was taken. Any error rolls the whole batch back, for the caller to store the
 * orders one by one; so does a key another connection claims between the look-up and the write.
 */
export async function writeOrderBatch(
  db: Db,
  entries: readonly OrderToStore[],
): Promise<(WrittenOrder | null)[]> {
  return db.transaction(async (tx) => {
    const written: (WrittenOrder | null)[] = entries.map(() => null);
    const firstWithKey = new Map<string, number>();
    entries.forEach((entry, index) => {
      if (!firstWithKey.has(claimKeyOf(entry))) firstWithKey.set(claimKeyOf(entry), index);
    });
    const candidates = [...firstWithKey.values()];
    // The order number is drawn only for a key not taken, so a repeated request wastes none.
    const looked = await queryRows(
      tx,
      sql`select r.entry_index,
          case when k.key is null then nextval(s.sequence) end as number
        from (select pg_get_serial_sequence('orders', 'number')::regclass as sequence) as s
        cross join jsonb_to_recordset(${JSON.stringify(
          candidates.map((index) => ({
            entry_index: index,
            site: entries[index]!.claim.site,
            key: entries[index]!.claim.key,
          })),
        )}::jsonb) as r(entry_index integer, site text, key text)
        left join idempotency_keys as k on k.site = r.site and k.key = r.key`,
    );
    const numberOf = new Map<number, number>();
    for (const row of looked) {
      if (row.number !== null) numberOf.set(Number(row.entry_index), Number(row.number));
    }
    const claimed = candidates.filter((index) => numberOf.has(index));
    if (claimed.length === 0) return written;

    const rejections = await rejectionsOf(tx, entries, claimed);

    const customerOf = new Map<number, { id: string; token: string }>();
    const newCustomers: (typeof customers.$inferInsert)[] = [];
    for (const index of claimed) {
      if (rejections.has(index)) continue;
      const { order, visitorToken } = entries[index]!;
      if (visitorToken) {
        customerOf.set(index, await saveCustomer(tx, order, visitorToken));
        continue;
      }
      const customer = { id: randomUUID(), token: newCustomerToken() };
      newCustomers.push({
        id: customer.id,
        site: order.site,
        tokenHash: customerTokenHash(customer.token),
        ...customerValuesOf(order),
      });
      customerOf.set(index, customer);
    }

    const rows: OrderRow[] = [];
    const items: (typeof orderItems.$inferInsert)[] = [];
    const keys: (typeof idempotencyKeys.$inferInsert)[] = [];
    for (const index of claimed) {
      const entry = entries[index]!;
      const rejection = rejections.get(index) ?? null;
      const customer = customerOf.get(index);
      const row: OrderRow = {
        id: randomUUID(),
        number: numberOf.get(index)!,
        paidAt: null,
        ...orderValuesOf(entry, statusOf(entry.order, rejection), rejection, customer?.id ?? null),
      };
      rows.push(row);
      for (const item of offerOf(entry.order.offer).items) items.push({ orderId: row.id, ...item });
      const result = row.status === 'payment-required' ? null : resultOf(entry.order, row);
      const awaiting = result ? null : awaitingPaymentOf(entry.order, row);
      // A card order's key holds its answer but for the payment, until the payment is started,
      // so a retry of a request whose payment step failed continues this very order.
      keys.push({
        ...entry.claim,
        responseStatus: result ? 201 : null,
        responseBody: result ?? awaiting,
      });
      written[index] = { row, result, awaiting, token: customer?.token ?? null };
    }

    // Keys in one order everywhere, so two batches holding some of each other's never wait
    // for each other.
    keys.sort((a, b) =>
      a.site === b.site ? (a.key < b.key ? -1 : a.key > b.key ? 1 : 0) : a.site < b.site ? -1 : 1,
    );
    // One statement: its foreign keys are checked once all of its inserts are done.
    const inserts = [
      sql`new_customers as (${recordsetInsert(customers, newCustomers)})`,
      sql`new_orders as (${recordsetInsert(orders, rows)})`,
      sql`new_items as (${recordsetInsert(orderItems, items)})`,
    ].filter((_, position) => [newCustomers, rows, items][position]!.length > 0);
    const [stored] = await queryRows(
      tx,
      sql`with new_keys as (${recordsetInsert(idempotencyKeys, keys, { onConflictDoNothing: true, returning: ['key'] })}),
        ${sql.join(inserts, sql`, `)}
        select count(*) as claimed from new_keys`,
    );
    if (Number(stored?.claimed) !== keys.length)
      throw new KeyClaimedMeanwhile('An order key was claimed meanwhile');
    // The confirmations and the shop's notes commit with the orders, or not at all.
    await enqueueMails(tx, rows.flatMap(newOrderMails));
    return written;
  });
}
