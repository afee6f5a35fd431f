import type * as z from 'zod/mini';
import type { FieldErrors } from './errorBodies';

export type Issues = readonly z.core.$ZodIssue[];

/** Every way a call can fail; `kind` tells them apart. */
export type HttpError =
  /** The server answered with a non-2xx status; `fieldErrors` is set for the API's validation body. */
  | { kind: 'http'; status: number; body: unknown; fieldErrors?: FieldErrors }
  | { kind: 'network' }
  | { kind: 'timeout' }
  /** A 2xx answer that does not match the endpoint's response schema. */
  | { kind: 'invalid-response'; status: number; issues: Issues }
  /** The input failed the endpoint's request schema; nothing was sent. */
  | { kind: 'invalid-request'; issues: Issues }
  /** The caller's signal aborted the call. */
  | { kind: 'aborted' };

export type Result<T, E = HttpError> = { ok: true; data: T } | { ok: false; error: E };
