import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Content-Security-Policy violations the sites' pages report (`report-uri` / `report-to`). URLs
 * are kept without query and fragment, and the visitor's IP only as a salted hash.
 */
export const cspReports = pgTable(
  'csp_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The origin's site; absent where the API serves no single site. */
    site: text('site', { enum: ['sk', 'cz'] }),
    documentUrl: text('document_url').notNull(),
    /** What was blocked: a URL, or a keyword such as `inline` or `eval`. */
    blockedUrl: text('blocked_url'),
    effectiveDirective: text('effective_directive').notNull(),
    /** `enforce`, or `report` for a report-only policy. */
    disposition: text('disposition'),
    sourceFile: text('source_file'),
    lineNumber: integer('line_number'),
    columnNumber: integer('column_number'),
    /** The first characters of a blocked inline script or style, when the policy asks for them. */
    sample: text('sample'),
    userAgent: text('user_agent'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    ipHash: text('ip_hash'),
  },
  (table) => [index('csp_reports_received_at_idx').on(table.receivedAt)],
);
