import type { Context } from 'hono';
import { z } from 'zod';
import { validationError } from './errorResponses';

/**
 * Validates the query string (its last value per name) with any zod schema, zod/mini or classic;
 * a bad one ends in a 400 with field errors.
 */
export function readQuery<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const parsed = z.safeParse(schema, c.req.query());
  if (!parsed.success) return { ok: false, response: validationError(c, parsed.error.issues) };
  return { ok: true, data: parsed.data };
}
