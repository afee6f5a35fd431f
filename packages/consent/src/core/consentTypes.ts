import type { CookieCategory } from '@shop/contracts/vocabulary';

// The record's plain types and values, apart from its schema: the code every page runs at start
// (reading the stored choice, applying it) imports these and so no zod.

/** Deny needs no provider list (it saves an empty setting), so only the two accepts can wait for one. */
export const PENDING_CHOICE_SOURCES = ['accept-all', 'accept-selected'] as const;

/** Script slug to consent; a slug that is missing counts as not consented. */
export type ConsentSetting = Record<string, boolean>;

/**
 * A choice made before the provider list was known: which button, the categories accepted as a whole
 * and the script slugs accepted one by one. The store expands it into a setting once it knows the list.
 */
export interface ConsentChoice {
  source: (typeof PENDING_CHOICE_SOURCES)[number];
  categories: CookieCategory[];
  scripts: string[];
}
