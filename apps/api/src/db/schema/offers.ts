import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export interface OfferItemRow {
  sku: string;
  name: string;
  quantity: number;
  /** Minor units of the site's currency. */
  unitPrice: number;
}

/** What the order pages sell, per site; prices in the site's currency (minor units). */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    slug: text('slug').notNull(),
    type: text('type', { enum: ['free-trial', 'sample', 'single', 'yearly'] }).notNull(),
    title: text('title').notNull(),
    items: jsonb('items').$type<OfferItemRow[]>().notNull(),
    requiresPaymentFrequency: boolean('requires_payment_frequency').notNull().default(false),
    instalmentCount: integer('instalment_count').notNull().default(1),
    freeShipping: boolean('free_shipping').notNull().default(false),
    /** Shipping method ids this offer cannot go by, e.g. a yearly pack does not fit a mailbox. */
    unavailableShipping: jsonb('unavailable_shipping').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('offers_site_slug_idx').on(table.site, table.slug)],
);
