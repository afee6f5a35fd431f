import { cookieCategories } from '@shop/contracts/vocabulary';
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cookieScripts } from './cookieScripts';

/** Cookies (and local storage keys) a script stores, with texts in the site's language. */
export const cookies = pgTable(
  'cookies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scriptId: uuid('script_id')
      .notNull()
      .references(() => cookieScripts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type').notNull(),
    category: text('category', { enum: cookieCategories }).notNull(),
    expiration: text('expiration').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [uniqueIndex('cookies_script_name_idx').on(table.scriptId, table.name)],
);
