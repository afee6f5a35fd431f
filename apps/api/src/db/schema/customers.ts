import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Delivery data of a customer, found again by the `customerToken` cookie; only the token's
 * SHA-256 is stored, so a database leak gives no working cookie.
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company'),
    street: text('street'),
    houseNumber: text('house_number'),
    streetAndNumber: text('street_and_number').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    /** ISO date. */
    birthDate: text('birth_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customers_token_hash_idx').on(table.tokenHash)],
);
