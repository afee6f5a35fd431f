import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Messages from the contact form. The sender's IP is kept only as a salted hash. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    customerType: text('customer_type', { enum: ['new', 'existing'] }).notNull(),
    customerNumber: text('customer_number'),
    questionType: text('question_type', {
      enum: ['loyalty', 'shipping-change', 'product', 'other'],
    }).notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** When the sender agreed to the processing of their data (the moment of sending). */
    gdprConsentAt: timestamp('gdpr_consent_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipHash: text('ip_hash'),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);
