import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** Every order sent, refused ones included; the amounts are the server's own pricing. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Running number behind the customer-facing order number. */
    number: bigserial('number', { mode: 'number' }).notNull(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    status: text('status', { enum: ['accepted', 'rejected', 'payment-required'] }).notNull(),
    rejectionKind: text('rejection_kind', { enum: ['general', 'sample', 'yearly'] }),
    offerSlug: text('offer_slug').notNull(),
    offerType: text('offer_type', { enum: ['free-trial', 'sample', 'single', 'yearly'] }).notNull(),
    customerId: uuid('customer_id').references(() => customers.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street'),
    houseNumber: text('house_number'),
    streetAndNumber: text('street_and_number').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    birthDate: text('birth_date').notNull(),
    shippingMethod: text('shipping_method').notNull(),
    pickupPointId: text('pickup_point_id'),
    paymentMethod: text('payment_method').notNull(),
    paymentFrequency: text('payment_frequency', { enum: ['monthly', 'yearly'] }),
    discountCode: text('discount_code'),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    itemsTotal: integer('items_total').notNull(),
    discountTotal: integer('discount_total').notNull(),
    shippingPrice: integer('shipping_price').notNull(),
    paymentPrice: integer('payment_price').notNull(),
    total: integer('total').notNull(),
    dueNow: integer('due_now').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    consentProofId: text('consent_proof_id'),
    trackingSessionId: text('tracking_session_id'),
    deviceId: text('device_id'),
    ipHash: text('ip_hash'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_number_idx').on(table.number),
    // The rejection rule looks people up by email, phone, or name with birth date and zip.
    index('orders_site_type_email_idx').on(table.site, table.offerType, sql`lower(${table.email})`),
    index('orders_site_type_phone_idx').on(table.site, table.offerType, table.phone),
    index('orders_site_type_birth_zip_idx').on(table.site, table.offerType, table.birthDate, table.zip),
    index('orders_created_at_idx').on(table.createdAt),
  ],
);
