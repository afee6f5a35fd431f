import { cookieCategories } from '@shop/contracts/vocabulary';
import { boolean, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cookieProviders } from './cookieProviders';

/** The scripts of a provider; a slug names one script per site, the key of the consent setting. */
export const cookieScripts = pgTable(
  'cookie_scripts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => cookieProviders.id, { onDelete: 'cascade' }),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    category: text('category', { enum: cookieCategories }).notNull(),
    active: boolean('active').notNull().default(true),
    showingCookies: boolean('showing_cookies').notNull().default(true),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('cookie_scripts_site_slug_idx').on(table.site, table.slug)],
);
