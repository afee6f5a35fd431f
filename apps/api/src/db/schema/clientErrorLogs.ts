import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Client error logs of SPEC §3. The visitor's IP is kept only as a salted hash. */
export const clientErrorLogs = pgTable(
  'client_error_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    /** An HTTP status as text, or `unknown`. */
    status: text('status').notNull(),
    message: text('message').notNull(),
    url: text('url').notNull(),
    userAgent: text('user_agent').notNull(),
    clientTime: timestamp('client_time', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipHash: text('ip_hash'),
  },
  (table) => [index('client_error_logs_received_at_idx').on(table.receivedAt)],
);
