import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox of e-mail: a row is written in the same transaction as the order,
 * payment change or contact message that causes it, and the mail dispatcher sends it from here.
 * `data` names what the mail is about (ids); the mail is rendered from it when it is sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', {
      enum: [
        'order-confirmation',
        'payment-received',
        'payment-failed',
        'shop-new-order',
        'shop-contact-message',
      ],
    }).notNull(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    /** A shopper's address, or `orders` / `support` for the shop's addresses of the settings. */
    recipient: text('recipient').notNull(),
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    state: text('state', { enum: ['queued', 'sent', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this time is the message tried (again). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** While a dispatcher sends it, until this time no other one takes it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('mail_outbox_due_idx').on(table.state, table.nextAttemptAt)],
);
