import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** The lines of an order as priced when it was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [index('order_items_order_id_idx').on(table.orderId)],
);
