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

/**
 * Stores orders that arrived together in one transaction, with one multi-row statement per table
 * where the single-order path runs a handful per order: on the embedded database, statements
 * and commits are what an order costs. Each order ends as it would have alone in arrival order:
 * its key claimed (a key repeated in the batch is taken by its first order), the same refusals,
 * its own customer, and its answer stored with the key. Answers null for an order whose key was
 * taken. Any error rolls the whole batch back, for the caller to store the orders one by one.
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
    const claimedKeys = await queryRows(
      tx,
      recordsetInsert(
        idempotencyKeys,
        candidates.map((index) => entries[index]!.claim),
        { onConflictDoNothing: true, returning: ['site', 'key'] },
      ),
    );
    const won = new Set(claimedKeys.map((row) => `${row.site}\n${row.key}`));
    const claimed = candidates.filter((index) => won.has(claimKeyOf(entries[index]!)));
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
    if (newCustomers.length > 0) await tx.execute(recordsetInsert(customers, newCustomers));

    const values = claimed.map((index) => {
      const entry = entries[index]!;
      const rejection = rejections.get(index) ?? null;
      return {
        id: randomUUID(),
        ...orderValuesOf(
          entry,
          statusOf(entry.order, rejection),
          rejection,
          customerOf.get(index)?.id ?? null,
        ),
      };
    });
    const numbered = await queryRows(tx, recordsetInsert(orders, values, { returning: ['id', 'number'] }));
    const numberOf = new Map(numbered.map((row) => [String(row.id), Number(row.number)]));
    await tx.execute(
      recordsetInsert(
        orderItems,
        claimed.flatMap((index, position) =>
          offerOf(entries[index]!.order.offer).items.map((item) => ({
            orderId: values[position]!.id,
            ...item,
          })),
        ),
      ),
    );

    const completions: { site: Site; key: string; body: unknown }[] = [];
    claimed.forEach((index, position) => {
      const entry = entries[index]!;
      const value = values[position]!;
      const row: OrderRow = { ...value, number: numberOf.get(value.id)!, paidAt: null };
      const result = row.status === 'payment-required' ? null : resultOf(entry.order, row);
      if (result) completions.push({ site: entry.claim.site, key: entry.claim.key, body: result });
      written[index] = { row, result, token: customerOf.get(index)?.token ?? null };
    });
    if (completions.length > 0) {
      await tx.execute(sql`update idempotency_keys as k
        set response_status = 201, response_body = r.body
        from jsonb_to_recordset(${JSON.stringify(completions)}::jsonb) as r(site text, key text, body jsonb)
        where k.site = r.site and k.key = r.key`);
    }
    return written;
  });
}
