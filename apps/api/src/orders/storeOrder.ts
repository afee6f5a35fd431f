import type { OrderResult, RejectionKind } from '@shop/contracts';
import { and, eq, gte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/createDatabase';
import { customers, orderItems, orders } from '../db/schema';
import { type OrderPayments, orderNumberOf } from '../payments/orderPayments';
import { customerTokenHash, newCustomerToken } from './customerToken';
import { currencyOfSite, offerOf } from './offerCatalog';
import type { PreparedOrder } from './prepareOrder';

export interface OrderReferences {
  consentProofId?: string | undefined;
  trackingSessionId?: string | undefined;
  deviceId?: string | undefined;
  ipHash?: string | null;
}

export interface StoredOrder {
  result: OrderResult;
  /** The customer cookie to set: a new token, or the visitor's own one renewed. */
  customerToken: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long one yearly pack runs: a second one for the same person within it is refused. */
const YEARLY_PACK_DAYS = 365;

/**
 * Whether an earlier order of the same kind came from the same person: same email, same phone,
 * or same name, birth date and zip. Trials and samples are one per person ever; a yearly pack
 * one per year. Refused orders do not count.
 */
async function rejectionOf(tx: Tx, order: PreparedOrder, now: Date): Promise<RejectionKind | null> {
  const { offer, data, site } = order;
  if (offer.type === 'single') return null;
  // Two first orders of one person sent at once must not both pass: the check and the insert of
  // each order of this kind run one at a time per site.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders:${site}:${offer.type}`}))`);
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

async function saveCustomer(
  tx: Tx,
  order: PreparedOrder,
  visitorToken: string | undefined,
): Promise<{ id: string; token: string }> {
  const { data, site } = order;
  const fields = {
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

/**
 * Stores a checked order with its items and, unless it is refused, its customer; a card order
 * with something to pay gets a payment at the gateway and answers where to send the browser.
 */
export async function storeOrder(
  db: Db,
  payments: OrderPayments,
  order: PreparedOrder,
  references: OrderReferences,
  visitorToken: string | undefined,
  now: Date,
): Promise<StoredOrder> {
  const { offer, data, totals, site } = order;
  const described = offerOf(offer);
  const stored = await db.transaction(async (tx) => {
    const rejection = await rejectionOf(tx, order, now);
    const customer = rejection ? null : await saveCustomer(tx, order, visitorToken);
    const status = rejection
      ? ('rejected' as const)
      : data.paymentMethod === 'card' && totals.dueNow > 0
        ? ('payment-required' as const)
        : ('accepted' as const);
    const [row] = await tx
      .insert(orders)
      .values({
        site,
        status,
        rejectionKind: rejection,
        offerSlug: offer.slug,
        offerType: offer.type,
        customerId: customer?.id ?? null,
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
      })
      .returning();
    await tx.insert(orderItems).values(described.items.map((item) => ({ orderId: row!.id, ...item })));
    return { row: row!, token: customer?.token ?? null };
  });

  const { row, token } = stored;
  if (row.status === 'rejected') {
    return {
      result: {
        status: 'rejected',
        orderId: row.id,
        offerType: offer.type,
        rejectionKind: row.rejectionKind!,
      },
      customerToken: null,
    };
  }
  const placed = {
    orderId: row.id,
    orderNumber: orderNumberOf(site, row.number),
    offerType: offer.type,
    offerTypeName: described.offerTypeName,
    currency: row.currency,
    totals,
  };
  if (row.status === 'payment-required') {
    const payment = await payments.start(row);
    return {
      result: { status: 'payment-required', ...placed, paymentUrl: payment.paymentUrl },
      customerToken: token,
    };
  }
  return { result: { status: 'accepted', ...placed }, customerToken: token };
}
