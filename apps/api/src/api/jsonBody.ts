import type { Context, Env, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { apiError, validationError } from './errorResponses';
import { unstorableJsonIssues } from './storableJson';

const jsonContentType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** What `jsonBody(schema)` gives the handlers after it: `c.req.valid('json')`, as Hono's validators do. */
type JsonBodyInput<S extends z.core.$ZodType> = {
  in: { json: z.input<S> };
  out: { json: z.output<S> };
};

/**
 * Middleware that reads and validates a JSON request body with any zod schema (the contracts' are
 * zod/mini, the API's own classic zod); the handler after it reads the data with
 * `c.req.valid('json')`. Every way the body can be wrong is answered 4xx here, never with an
 * exception: 415 for another content type, 400 field errors for malformed JSON or a body the
 * schema refuses. Before the schema sees it, the body is checked for what no schema should have to
 * handle (`unstorableJsonIssues`: NUL, lone surrogates, infinite numbers, nesting deeper than
 * `MAX_JSON_DEPTH`), so a field that passes its schema can be stored.
 *
 * Not `validator('json', …)` of `hono/validator`: that one hands an empty object to the check for
 * another content type and throws on malformed JSON, where this API answers 415 and a field-level
 * 400.
 */
export function jsonBody<S extends z.core.$ZodType>(
  schema: S,
): MiddlewareHandler<Env, string, JsonBodyInput<S>> {
  return async (c, next) => {
    const body = await readJsonBody(c, schema);
    if (!body.ok) return body.response;
    c.req.addValidatedData('json', body.data as object);
    return next();
  };
}

async function readJsonBody<S extends z.core.$ZodType>(
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
