import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per `Idempotency-Key` of an order submit, written in the order's own transaction and
 * never deleted. The primary key makes a second request with the same key lose the insert race,
 * so it replays the first one's response.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request body, so a key reused for other data is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while a card order's payment is not started yet. */
    responseStatus: integer('response_status'),
    /** The answer; while the status is null, a card order's answer but for where to pay. */
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.site, table.key] })],
);
