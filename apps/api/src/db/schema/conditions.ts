import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Legal and programme conditions per site, under names shared by both sites. */
export const conditions = pgTable(
  'conditions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    /** Position in the list of conditions. */
    position: integer('position').notNull(),
    contentHtml: text('content_html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [uniqueIndex('conditions_site_name_idx').on(table.site, table.name)],
);
