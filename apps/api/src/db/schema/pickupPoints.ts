import { pickupCarriers } from '@shop/contracts/vocabulary';
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export interface OpeningHoursRow {
  day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
  opens: string;
  closes: string;
}

/** Pickup points of Packeta and PPL in both countries, searched by the order form's picker. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: text('id').primaryKey(),
    carrier: text('carrier', { enum: pickupCarriers }).notNull(),
    type: text('type', { enum: ['parcel-shop', 'parcel-box'] }).notNull(),
    country: text('country', { enum: ['cz', 'sk'] }).notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    zip: text('zip').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHoursRow[]>().notNull(),
    /** City, zip (without its space), name and street, lower case without accents; the city first so a city search can rank it. */
    searchText: text('search_text').notNull(),
  },
  (table) => [index('pickup_points_carrier_country_idx').on(table.carrier, table.country, table.city)],
);
