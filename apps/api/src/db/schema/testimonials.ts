import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Customer reviews per site, each with one of the labels of SPEC §1. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    age: integer('age'),
    label: text('label', { enum: ['verified-customer', 'partner', 'unverified-customer'] }).notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('testimonials_site_slug_idx').on(table.site, table.slug),
    index('testimonials_site_published_at_idx').on(table.site, table.publishedAt),
    check('testimonials_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
