import { createHash } from 'node:crypto';
import { sanitizeContentHtml } from './sanitizeContentHtml';

/** Stored content HTML as it may be sent to a page. */
export type ServedContentHtml = (storedHtml: string) => string;

export interface ServedContentHtmlOptions {
  /** How many distinct contents keep their sanitised form; 1,000 by default. */
  maxEntries?: number;
  /** The sanitiser; `sanitizeContentHtml` by default (tests count its calls). */
  sanitize?: (html: string) => string;
}

/**
 * Sanitises stored content HTML (articles, reviews, conditions) on its way out, so a row edited
 * in the database after seeding cannot put a script into a page. The result is kept under a hash
 * of the stored text, so content is sanitised once per version, not on every request, and an
 * edit is sanitised the first time it is served. The least recently served versions are dropped
 * past `maxEntries`.
 */
export function createServedContentHtml(options: ServedContentHtmlOptions = {}): ServedContentHtml {
  const maxEntries = options.maxEntries ?? 1_000;
  const sanitize = options.sanitize ?? sanitizeContentHtml;
  const cache = new Map<string, string>();
  return (storedHtml) => {
    const key = createHash('sha256').update(storedHtml).digest('base64');
    const cached = cache.get(key);
    if (cached !== undefined) {
      // Map order is insertion order: moving the entry to the end keeps it the freshest.
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const clean = sanitize(storedHtml);
    cache.set(key, clean);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return clean;
  };
}
