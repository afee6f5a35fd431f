import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Companies whose scripts set cookies on a site, listed in the cookie dialog (SPEC §3). */
export const cookieProviders = pgTable(
  'cookie_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site', { enum: ['sk', 'cz'] }).notNull(),
    /** Stable key of the provider within a site, so the seed can tell what is already there. */
    key: text('key').notNull(),
    companyName: text('company_name').notNull(),
    personalUrl: text('personal_url').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('cookie_providers_site_key_idx').on(table.site, table.key)],
);
