import type { z } from 'zod';

/**
 * Deepest nesting of arrays and objects accepted in a JSON body or a beat's event. The shop's
 * own bodies nest three levels at most; recursive code further on (JSON serialisers, the
 * drivers) runs out of stack on values thousands of levels deep.
 */
export const MAX_JSON_DEPTH = 32;

/** Enough to show a caller what is wrong without echoing a whole hostile body back. */
const MAX_ISSUES = 20;

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A string Postgres stores as text or jsonb: no NUL character and no lone UTF-16 surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

type Path = (string | number)[];

/**
 * What no schema should have to think about, found in a value fresh from `JSON.parse`: text
 * Postgres refuses (a NUL character, a lone surrogate) in any string or key, a number too large
 * to be one (`1e400` parses as Infinity), and nesting deeper than `maxDepth`. Each is an issue at
 * its field, coded `invalid-characters`, `invalid-number` or `too-deep` (a bad key is reported on
 * the object holding it, so the key is not echoed back). The walk keeps its own stack, so any
 * depth is safe to look at.
 */
export function unstorableJsonIssues(value: unknown, maxDepth = MAX_JSON_DEPTH): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const report = (path: Path, message: string) =>
    issues.push({ code: 'custom', message, path, input: undefined });
  const pending: { value: unknown; path: Path; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (pending.length > 0 && issues.length < MAX_ISSUES) {
    const { value: current, path, depth } = pending.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) report(path, 'invalid-characters');
    } else if (typeof current === 'number') {
      if (!Number.isFinite(current)) report(path, 'invalid-number');
    } else if (current !== null && typeof current === 'object') {
      if (depth >= maxDepth) {
        report(path, 'too-deep');
        continue;
      }
      if (Array.isArray(current)) {
        for (let index = current.length - 1; index >= 0; index -= 1) {
          pending.push({ value: current[index], path: [...path, index], depth: depth + 1 });
        }
      } else {
        let badKey = false;
        for (const [key, item] of Object.entries(current)) {
          if (!isStorableText(key)) badKey = true;
          else pending.push({ value: item, path: [...path, key], depth: depth + 1 });
        }
        if (badKey) report(path, 'invalid-characters');
      }
    }
  }
  return issues;
}
