import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The sandbox card gateway's own records, standing in for the books of a real gateway; a real
 * adapter keeps none here, so this table goes with the sandbox.
 */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  site: text('site', { enum: ['sk', 'cz'] }).notNull(),
  orderNumber: text('order_number').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency', { enum: ['EUR', 'CZK'] }).notNull(),
  status: text('status', { enum: ['pending', 'paid', 'cancelled'] })
    .notNull()
    .default('pending'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
