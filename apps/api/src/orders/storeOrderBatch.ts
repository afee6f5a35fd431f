import { randomUUID } from 'node:crypto';
import type { OfferType, RejectionKind, Site } from '@shop/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { queryRows, recordsetInsert } from '../db/recordsetInsert';
import { customers, idempotencyKeys, orderItems, orders } from '../db/schema';
import { customerTokenHash, newCustomerToken } from './customerToken';
import { offerOf } from './offerCatalog';
import {
  customerValuesOf,
  lockRejectionRule,
  type OrderRow,
  type OrderToStore,
  orderValuesOf,
  resultOf,
  saveCustomer,
  statusOf,
  type Tx,
  type WrittenOrder,
  YEARLY_PACK_DAYS,
} from './storeOrder';

const claimKeyOf = (entry: OrderToStore) => `${entry.claim.site}\n${entry.claim.key}`;

/** How an order of a one-per-person kind is compared with earlier ones. */
interface Person {
  index: number;
  site: Site;
  type: OfferType;
  /** As the order's rejection query compares them: the new order's values lower-cased here… */
  emailKey: string;
  firstNameKey: string;
  lastNameKey: string;
  /** …and a stored order's lower-cased by the database. */
  storedEmail: string;
  storedFirstName: string;
  storedLastName: string;
  phone: string;
  birthDate: string;
  zip: string;
  createdAt: number;
  /** A yearly pack only counts earlier packs created since then. */
  since: number | null;
}

const isSamePerson = (earlier: Person, order: Person) =>
  earlier.storedEmail === order.emailKey ||
  earlier.phone === order.phone ||
  (earlier.storedFirstName === order.firstNameKey &&
    earlier.storedLastName === order.lastNameKey &&
    earlier.birthDate === order.birthDate &&
    earlier.zip === order.zip);

/**
 * The refusals of a batch's one-per-person orders, as if each had been checked on its own in
 * arrival order: an order is refused when a stored order or an earlier accepted order of the
 * batch of the same site and kind came from the same person. The database answers the first
 * part for every order in one query, and lower-cases each order's values as it does stored ones,
 * so the comparison within the batch is the one the query makes.
 */
async function rejectionsOf(
  tx: Tx,
  entries: readonly OrderToStore[],
  indexes: readonly number[],
): Promise<Map<number, RejectionKind>> {
  const rejections = new Map<number, RejectionKind>();
  const checked = indexes.filter((index) => entries[index]!.order.offer.type !== 'single');
  if (checked.length === 0) return rejections;
  // Locks taken in one order everywhere, so two batches never wait for each other's.
  const locks = new Map<string, { site: Site; type: OfferType }>();
  for (const index of checked) {
    const { site, offer } = entries[index]!.order;
    locks.set(`${site}:${offer.type}`, { site, type: offer.type });
  }
  for (const name of [...locks.keys()].sort()) {
    const lock = locks.get(name)!;
    await lockRejectionRule(tx, lock.site, lock.type);
  }

  const records = checked.map((index) => {
    const { order, now } = entries[index]!;
    const { data } = order;
    return {
      index,
      site: order.site,
      type: order.offer.type,
      email: data.email,
      emailKey: data.email.toLowerCase(),
      firstName: data.firstName,
      firstNameKey: data.firstName.toLowerCase(),
      lastName: data.lastName,
      lastNameKey: data.lastName.toLowerCase(),
      phone: data.phone,
      birthDate: data.birthDate,
      zip: data.zip,
      createdAt: now.getTime(),
      since: order.offer.type === 'yearly' ? new Date(now.getTime() - YEARLY_PACK_DAYS * 86_400_000) : null,
    };
  });
  const answers = await queryRows(
    tx,
    sql`select r.entry_index, lower(r.email) as email, lower(r.first_name) as first_name,
        lower(r.last_name) as last_name,
        exists (
          select 1 from orders o
          where o.site = r.site and o.offer_type = r.type and o.status <> 'rejected'
            and (lower(o.email) = r.email_key or o.phone = r.phone
              or (lower(o.first_name) = r.first_name_key and lower(o.last_name) = r.last_name_key
                and o.birth_date = r.birth_date and o.zip = r.zip))
            and (r.since is null or o.created_at >= r.since)
        ) as taken
      from jsonb_to_recordset(${JSON.stringify(
        records.map(({ createdAt: _createdAt, index, ...record }) => ({
          ...record,
          entry_index: index,
          email_key: record.emailKey,
          first_name: record.firstName,
          first_name_key: record.firstNameKey,
          last_name: record.lastName,
          last_name_key: record.lastNameKey,
          birth_date: record.birthDate,
          since: record.since?.toISOString() ?? null,
        })),
      )}::jsonb) as r(entry_index integer, site text, type text, email text, email_key text,
        first_name text, first_name_key text, last_name text, last_name_key text, phone text,
        birth_date text, zip text, since timestamptz)`,
  );
  const answerOf = new Map(answers.map((answer) => [Number(answer.entry_index), answer]));

  const accepted: Person[] = [];
  for (const record of records) {
    const answer = answerOf.get(record.index)!;
    const person: Person = {
      ...record,
      storedEmail: String(answer.email),
      storedFirstName: String(answer.first_name),
      storedLastName: String(answer.last_name),
      since: record.since?.getTime() ?? null,
    };
    const taken =
      answer.taken === true ||
      accepted.some(
        (earlier) =>
          earlier.site === person.site &&
          earlier.type === person.type &&
          (person.since === null || earlier.createdAt >= person.since) &&
          isSamePerson(earlier, person),
      );
    if (taken) {
      rejections.set(record.index, offerOf(entries[record.index]!.order.offer).rejectionKind);
    } else {
      accepted.push(person);
    }
  }
  return rejections;
}

/** Thrown when another connection claimed one of the batch's keys after the batch looked. */
class KeyClaimedMeanwhile extends Error {}

/**
 * Stores orders that arrived together in one transaction with four statements however many they
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
      keys.push({
        ...entry.claim,
        responseStatus: result ? 201 : null,
        responseBody: result,
      });
      written[index] = { row, result, token: customer?.token ?? null };
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
    return written;
  });
}
