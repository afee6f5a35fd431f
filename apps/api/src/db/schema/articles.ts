import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Blog articles, written separately for each site. `contentHtml` is sanitised before it is stored. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    perex: text('perex').notNull(),
    imagePath: text('image_path').notNull(),
    contentHtml: text('content_html').notNull(),
    /** Articles of one topic are each other's first related articles. */
    topic: text('topic').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    readCount: integer('read_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('articles_site_slug_idx').on(table.site, table.slug),
    index('articles_site_published_at_idx').on(table.site, table.publishedAt),
    check('articles_reading_minutes_check', sql`${table.readingMinutes} >= 1`),
  ],
);
