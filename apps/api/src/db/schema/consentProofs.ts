import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Proofs of consent (issue 5): what a visitor chose, when, and against which provider list and texts. */
export const consentProofs = pgTable(
  'consent_proofs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    deviceIds: jsonb('device_ids').$type<string[]>().notNull(),
    setting: jsonb('setting').$type<Record<string, boolean>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true, mode: 'date' }).notNull(),
    providersHash: text('providers_hash').notNull(),
    textVersion: text('text_version').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipHash: text('ip_hash'),
    userAgent: text('user_agent').notNull(),
  },
  (table) => [index('consent_proofs_received_at_idx').on(table.receivedAt)],
);
