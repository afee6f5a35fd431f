import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { validationError } from './errorResponses';
import { isStorableText } from './storableJson';

/** `%00` in the raw path: decoded, it is a NUL character in a path parameter. */
const ENCODED_NUL = /%00/i;

/**
 * Refuses a request whose path or query holds text Postgres cannot store (a NUL character, sent
 * as `%00`): path parameters and query values reach queries as they are, and a database error
 * would answer 500. Answers 400 with field errors `invalid-characters` on the query parameter, on
 * `path` for the path, or on `_root` for a parameter name.
 */
export function refuseUnstorableUrl(): MiddlewareHandler {
  return (c, next) => {
    const issues: z.core.$ZodIssue[] = [];
    const report = (path: string[]) =>
      issues.push({ code: 'custom', message: 'invalid-characters', path, input: undefined });
    const url = c.req.url;
    const queryStart = url.indexOf('?');
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    if (ENCODED_NUL.test(rawPath) || !isStorableText(c.req.path)) report(['path']);
    if (queryStart !== -1) {
      for (const [name, values] of Object.entries(c.req.queries())) {
        if (!isStorableText(name)) report([]);
        else if (!values.every(isStorableText)) report([name]);
      }
    }
    return issues.length > 0 ? Promise.resolve(validationError(c, issues)) : next();
  };
}
