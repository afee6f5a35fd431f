import type { catalog } from './catalogs/cs/index';

export type Locale = 'sk' | 'cs';

/**
 * The shape every catalog has. The Czech catalog defines it; the Slovak one must match it
 * key for key, so a missing or extra key is a type error.
 */
export type Messages = typeof catalog;
