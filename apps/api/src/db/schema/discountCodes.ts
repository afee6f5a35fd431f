import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Discount codes per site; `code` is stored upper-case and matched without regard to case. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    /** Percent for `percent`, minor units for `amount`. */
    value: integer('value').notNull(),
    /** Offer types the code applies to. */
    offerTypes: jsonb('offer_types').$type<string[]>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('discount_codes_site_code_idx').on(table.site, table.code),
    check('discount_codes_value_check', sql`${table.value} > 0`),
  ],
);
