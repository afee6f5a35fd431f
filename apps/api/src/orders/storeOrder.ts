import type { OfferType, OrderResult, RejectionKind, Site } from '@shop/contracts';
import { and, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { customers, orderItems, orders } from '../db/schema';
import { type OrderPayments, orderNumberOf } from '../payments/orderPayments';
import { customerTokenHash, newCustomerToken } from './customerToken';
import { claimWithin, completeWithin, type IdempotencyClaim } from './idempotencyStore';
import { currencyOfSite, offerOf } from './offerCatalog';
import type { PreparedOrder } from './prepareOrder';

export interface OrderReferences {
  consentProofId?: string | undefined;
  trackingSessionId?: string | undefined;
  deviceId?: string | undefined;
  ipHash?: string | null;
}

export type StoredOrder =
  | {
      kind: 'stored';
      result: OrderResult;
      /** The customer cookie to set: a new token, or the visitor's own one renewed. */
      customerToken: string | null;
      /** Whether the key's response was stored with the order; a card order's waits for its payment. */
      completed: boolean;
    }
  /** The idempotency key was claimed by an earlier request: nothing was stored. */
  | { kind: 'key-taken' };

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long one yearly pack runs: a second one for the same person within it is refused. */
export const YEARLY_PACK_DAYS = 365;

/**
 * Two first orders of one person sent at once must not both pass: the check and the insert of
 * each order of one kind run one at a time per site, until the transaction ends.
 */
export async function lockRejectionRule(tx: Tx, site: Site, type: OfferType): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${site}:${type}`}))`);
}

/**
 * Whether an earlier order of the same kind (its rule locked by the caller) came from the same person: same email, same phone,
 * or same name, birth date and zip. Trials and samples are one per person ever; a yearly pack
 * one per year. Refused orders do not count.
 */
async function rejectionOf(tx: Tx, order: PreparedOrder, now: Date): Promise<RejectionKind | null> {
  const { offer, data, site } = order;
  if (offer.type === 'single') return null;
  const samePerson = or(
    eq(sql`lower(${orders.email})`, data.email.toLowerCase()),
    eq(orders.phone, data.phone),
    and(
      eq(sql`lower(${orders.firstName})`, data.firstName.toLowerCase()),
      eq(sql`lower(${orders.lastName})`, data.lastName.toLowerCase()),
      eq(orders.birthDate, data.birthDate),
      eq(orders.zip, data.zip),
    ),
  );
  const conditions: SQL[] = [
    eq(orders.site, site),
    eq(orders.offerType, offer.type),
    ne(orders.status, 'rejected'),
    samePerson as SQL,
  ];
  if (offer.type === 'yearly') {
    conditions.push(gte(orders.createdAt, new Date(now.getTime() - YEARLY_PACK_DAYS * 86_400_000)));
  }
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return earlier ? offerOf(offer).rejectionKind : null;
}

export function customerValuesOf(order: PreparedOrder) {
  const { data } = order;
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    company: data.company,
    street: data.street,
    houseNumber: data.houseNumber,
    streetAndNumber: data.streetAndNumber,
    city: data.city,
    zip: data.zip,
    phone: data.phone,
    email: data.email,
    birthDate: data.birthDate,
  };
}

/** Updates the visitor's own customer, or creates one with a new token. */
export async function saveCustomer(
  tx: Tx,
  order: PreparedOrder,
  visitorToken: string | undefined,
): Promise<{ id: string; token: string }> {
  const { site } = order;
  const fields = customerValuesOf(order);
  if (visitorToken) {
    const [known] = await tx
      .update(customers)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(customers.tokenHash, customerTokenHash(visitorToken)), eq(customers.site, site)))
      .returning({ id: customers.id });
    if (known) return { id: known.id, token: visitorToken };
  }
  const token = newCustomerToken();
  const [created] = await tx
    .insert(customers)
    .values({ ...fields, site, tokenHash: customerTokenHash(token) })
    .returning({ id: customers.id });
  return { id: created!.id, token };
}

export type OrderRow = typeof orders.$inferSelect;

function placedOf(order: PreparedOrder, row: OrderRow) {
  return {
    orderId: row.id,
    orderNumber: orderNumberOf(order.site, row.number),
    offerType: order.offer.type,
    offerTypeName: offerOf(order.offer).offerTypeName,
    currency: row.currency,
    totals: order.totals,
  };
}

/** The answer of an order that needs no payment step. */
export function resultOf(order: PreparedOrder, row: OrderRow): OrderResult {
  if (row.status === 'rejected') {
    return {
      status: 'rejected',
      orderId: row.id,
      offerType: order.offer.type,
      rejectionKind: row.rejectionKind!,
    };
  }
  return { status: 'accepted', ...placedOf(order, row) };
}

export interface OrderToStore {
  order: PreparedOrder;
  references: OrderReferences;
  /** The visitor's customer cookie, if any. */
  visitorToken: string | undefined;
  now: Date;
  claim: IdempotencyClaim;
}

/** What an order's transaction wrote; null when its idempotency key was claimed before. */
export interface WrittenOrder {
  row: OrderRow;
  /** The answer, stored with the key; null while a card order waits for its payment. */
  result: OrderResult | null;
  /** The customer's token, new or the visitor's own; null for a refused order. */
  token: string | null;
}

export type OrderStatus = OrderRow['status'];

export function statusOf(order: PreparedOrder, rejection: RejectionKind | null): OrderStatus {
  if (rejection) return 'rejected';
  return order.data.paymentMethod === 'card' && order.totals.dueNow > 0 ? 'payment-required' : 'accepted';
}

/** The order's row as inserted, but for the id and number the database gives it. */
export function orderValuesOf(
  entry: OrderToStore,
  status: OrderStatus,
  rejection: RejectionKind | null,
  customerId: string | null,
): Omit<OrderRow, 'id' | 'number' | 'paidAt'> {
  const { order, references, now } = entry;
  const { offer, data, totals, site } = order;
  return {
    site,
    status,
    rejectionKind: rejection,
    offerSlug: offer.slug,
    offerType: offer.type,
    customerId,
    ...customerValuesOf(order),
    shippingMethod: data.shippingMethod,
    pickupPointId: data.pickupPointId,
    paymentMethod: data.paymentMethod,
    paymentFrequency: data.paymentFrequency,
    discountCode: order.discountCode,
    currency: currencyOfSite(site),
    itemsTotal: totals.items,
    discountTotal: totals.discount,
    shippingPrice: totals.shipping,
    paymentPrice: totals.payment,
    total: totals.total,
    dueNow: totals.dueNow,
    consentProofId: references.consentProofId ?? null,
    trackingSessionId: references.trackingSessionId ?? null,
    deviceId: references.deviceId ?? null,
    ipHash: references.ipHash ?? null,
    createdAt: now,
  };
}

/**
 * Stores one checked order with its items and, unless it is refused, its customer, inside the
 * caller's transaction. The idempotency key is claimed there too, and the response of an order
 * without a payment step is stored with it, so the claim, the order and the answer commit once.
 */
export async function writeOrder(tx: Tx, entry: OrderToStore): Promise<WrittenOrder | null> {
  const { order, claim, now } = entry;
  // The rule's lock comes before the key, as in a batch: a transaction never holds a key while
  // it waits for the lock of one that may be waiting for that key.
  if (order.offer.type !== 'single') await lockRejectionRule(tx, order.site, order.offer.type);
  if (!(await claimWithin(tx, claim))) return null;
  const rejection = await rejectionOf(tx, order, now);
  const customer = rejection ? null : await saveCustomer(tx, order, entry.visitorToken);
  const status = statusOf(order, rejection);
  const [row] = await tx
    .insert(orders)
    .values(orderValuesOf(entry, status, rejection, customer?.id ?? null))
    .returning();
  await tx
    .insert(orderItems)
    .values(offerOf(order.offer).items.map((item) => ({ orderId: row!.id, ...item })));
  const result = row!.status === 'payment-required' ? null : resultOf(order, row!);
  if (result) await completeWithin(tx, claim, { status: 201, body: result });
  return { row: row!, result, token: customer?.token ?? null };
}

/**
 * The answer of a written order: a card order with something to pay gets a payment at the
 * gateway and answers where to send the browser.
 */
export async function finishOrder(
  payments: OrderPayments,
  order: PreparedOrder,
  written: WrittenOrder | null,
): Promise<StoredOrder> {
  if (!written) return { kind: 'key-taken' };
  const { row, result, token } = written;
  if (result) {
    return {
      kind: 'stored',
      result,
      customerToken: result.status === 'rejected' ? null : token,
      completed: true,
    };
  }
  const payment = await payments.start(row);
  return {
    kind: 'stored',
    result: { status: 'payment-required', ...placedOf(order, row), paymentUrl: payment.paymentUrl },
    customerToken: token,
    completed: false,
  };
}
