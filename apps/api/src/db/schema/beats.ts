import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Tracking events (SPEC §3) as the beat endpoint received them. The visitor's IP is kept only as a salted hash. */
export const beats = pgTable(
  'beats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    sessionId: text('session_id').notNull(),
    /** Absent for clients that do not number their beats; such beats are never taken for repeats. */
    sequence: integer('sequence'),
    action: text('action').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    delivery: jsonb('delivery').$type<Record<string, unknown>>(),
    clientTime: timestamp('client_time', { withTimezone: true, mode: 'date' }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipHash: text('ip_hash'),
  },
  (table) => [
    uniqueIndex('beats_session_sequence_idx').on(table.sessionId, table.sequence),
    index('beats_received_at_idx').on(table.receivedAt),
  ],
);
