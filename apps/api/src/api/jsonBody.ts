import type { Context } from 'hono';
import { z } from 'zod';
import { apiError, validationError } from './errorResponses';
import { unstorableJsonIssues } from './storableJson';

const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * Reads and validates a JSON request body with any zod schema (the contracts' are zod/mini, the
 * API's own classic zod). Every way the body can be wrong ends in a 4xx answer for the caller to
 * return, never in an exception. Before the schema sees it, the body is checked for what no
 * schema should have to handle (`unstorableJsonIssues`: NUL, lone surrogates, infinite numbers,
 * nesting deeper than `MAX_JSON_DEPTH`), so a field that passes its schema can be stored.
 */
export async function readJsonBody<S extends z.core.$ZodType>(
  c: Context,
  schema: S,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; response: Response }> {
  if (!jsonContentType.test(c.req.header('content-type') ?? '')) {
    return {
      ok: false,
      response: apiError(c, 415, 'unsupported_media_type', 'Send the body as application/json'),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    return {
      ok: false,
      response: validationError(c, [{ code: 'custom', message: 'Malformed JSON', path: [] }]),
    };
  }
  const unstorable = unstorableJsonIssues(value);
  if (unstorable.length > 0) return { ok: false, response: validationError(c, unstorable) };
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) return { ok: false, response: validationError(c, parsed.error.issues) };
  return { ok: true, data: parsed.data };
}
