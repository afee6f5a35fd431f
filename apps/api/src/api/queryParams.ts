import type { Context } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import { validationError } from './errorResponses';

/**
 * Middleware that validates the query string with any zod schema, zod/mini or classic; the
 * handler after it reads the data with `c.req.valid('query')`. A bad query is answered 400 with
 * field errors. The schema sees the first value of each name (`c.req.query()`), not the lists of
 * repeated names the validator is handed, so `?page=2&page=x` reads as page 2.
 */
export function validQuery<S extends z.core.$ZodType>(schema: S) {
  return validator('query', (_values, c: Context) => {
    const parsed = z.safeParse(schema, c.req.query());
    if (!parsed.success) return validationError(c, parsed.error.issues);
    return parsed.data as z.output<S>;
  });
}
