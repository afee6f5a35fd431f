import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Card payment attempts of orders; an order may have several (cancelled, then paid again). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Which gateway took the payment, e.g. `sandbox`. */
    gateway: text('gateway').notNull(),
    /** The gateway's own id of the payment. */
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'cancelled'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order_id_idx').on(table.orderId),
    uniqueIndex('payments_gateway_payment_id_idx').on(table.gateway, table.gatewayPaymentId),
  ],
);
