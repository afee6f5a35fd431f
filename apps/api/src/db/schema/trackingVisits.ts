import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Tracking ids handed out by the reference tracking host (SPEC §4): one row per id issued, with
 * the address the visitor landed on and where they came from. `issuedWith` says how the id
 * travelled: set with the first HTML response (`document`) or through the redirect round trip
 * (`redirect`, pages served without the Node server).
 */
export const trackingVisits = pgTable(
  'tracking_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    trackingId: text('tracking_id').notNull(),
    site: text('site', { enum: ['sk', 'cz'] }),
    url: text('url').notNull(),
    referrer: text('referrer'),
    issuedWith: text('issued_with', { enum: ['document', 'redirect'] }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('tracking_visits_tracking_id_idx').on(table.trackingId)],
);
