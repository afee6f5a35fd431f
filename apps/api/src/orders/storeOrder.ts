import type { OrderResult, RejectionKind } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { customers, type orders } from '../db/schema';
import { orderNumberOf } from '../payments/orderPayments';
import { customerTokenHash, newCustomerToken } from './customerToken';
import type { IdempotencyClaim } from './idempotencyStore';
import { currencyOfSite, offerOf } from './offerCatalog';
import { cardPaymentOf, receiptOf } from './orderReceipt';
import type { PreparedOrder } from './prepareOrder';

export interface OrderReferences {
  consentProofId?: string | undefined;
  trackingSessionId?: string | undefined;
  deviceId?: string | undefined;
  ipHash?: string | null;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type AwaitingPayment = Omit<Extract<OrderResult, { status: 'payment-required' }>, 'paymentUrl'>;

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
    receipt: receiptOf(row, offerOf(order.offer).items, order.offer, cardPaymentOf(row)),
  };
}

/** The answer of a card order but for where to pay, kept with its key until the payment starts. */
export function awaitingPaymentOf(order: PreparedOrder, row: OrderRow): AwaitingPayment {
  return { status: 'payment-required', ...placedOf(order, row) };
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

/** What a batch wrote for one order; null when its idempotency key was claimed before. */
export interface WrittenOrder {
  row: OrderRow;
  /** The answer, stored with the key; null while a card order waits for its payment. */
  result: OrderResult | null;
  /** A card order's answer but for where to pay, until its payment is started. */
  awaiting: AwaitingPayment | null;
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
