import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/**
 * The states of a card payment as the shop records them. `pending` is the one live state (the
 * customer may still pay); the others are final, and a payment leaves `pending` once
 * (`recordPaymentState`), apart from a paid one being refunded later.
 */
export const paymentStates = [
  'pending',
  'paid',
  'cancelled',
  'timed-out',
  'refunded',
  'partly-refunded',
] as const;

/** Card payment attempts of orders; an order may have several (cancelled, then paid again). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which gateway took the payment, e.g. `gopay`; `bank-transfer` for a transfer marked paid. */
    gateway: text('gateway').notNull(),
    /**
     * The gateway's own id of the payment; `null` while the payment is reserved and the gateway
     * has not answered yet (a process dying then leaves it for the retry to fill in).
     */
    gatewayPaymentId: text('gateway_payment_id'),
    /** Where the customer pays (the gateway's page); `null` with `gatewayPaymentId`. */
    redirectUrl: text('redirect_url'),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    status: text('status', { enum: paymentStates }).notNull(),
    /** When the reconciler asks the gateway next while the payment is pending. */
    nextCheckAt: timestamp('next_check_at', { withTimezone: true, mode: 'date' }),
    /** How many times the reconciler asked; its backoff grows with it. */
    checks: integer('checks').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId),
    uniqueIndex('payments_gateway_payment_id_idx').on(table.gateway, table.gatewayPaymentId),
    /** One live payment per order: a retry continues it, never starts a second. */
    uniqueIndex('payments_one_live_per_order_idx').on(table.orderId).where(sql`${table.status} = 'pending'`),
    index('payments_next_check_idx').on(table.nextCheckAt).where(sql`${table.status} = 'pending'`),
  ],
);
