import type * as z from 'zod/mini';
import type { FieldErrors } from './errorBodies';

export const ROOT_FIELD = '_root';

/**
 * Groups zod issues by field path, the shape of the API's 400 body. Unknown keys of a strict
 * object are reported on the key itself so a caller sees which field was not expected. Field
 * names come from the input, so they are collected in a map: a key such as `constructor` or
 * `__proto__` must name a field, not reach the prototype of a plain object.
 */
export function fieldErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors = new Map<string, string[]>();
  const add = (field: string, message: string) => {
    const messages = fieldErrors.get(field);
    if (messages) messages.push(message);
    else fieldErrors.set(field, [message]);
  };
  for (const issue of issues) {
    const prefix = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(prefix ? `${prefix}.${key}` : key, 'Unknown field');
    } else {
      add(prefix || ROOT_FIELD, issue.message);
    }
  }
  return Object.fromEntries(fieldErrors);
}
