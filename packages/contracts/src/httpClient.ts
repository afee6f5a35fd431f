import * as z from 'zod/mini';
import {
  type AnySchema,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  isMutatingMethod,
} from './endpoint';
import { validationErrorBodySchema } from './errorBodies';
import type { HttpError, Result } from './httpError';

/** Statuses worth one more try of a read: the server may answer differently a moment later. */
export const HTTP_RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
const RETRIED_STATUSES: ReadonlySet<number> = new Set(HTTP_RETRY_STATUSES);

export interface HttpClientOptions {
  /** Prefix of every endpoint path, e.g. `https://www.nordlys.sk`; empty for same-origin calls. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** Limit of one attempt, including reading the body. */
  timeoutMs?: number;
  /** Extra attempts for GET, HEAD and OPTIONS; mutating methods are never retried. */
  retries?: number;
  /** Pause before a retry. */
  retryDelayMs?: number;
  /** Headers sent with every call. */
  headers?: Record<string, string>;
}

/** Per-call fetch options; method and body come from the endpoint and the input. */
export type CallInit = Omit<RequestInit, 'method' | 'body'>;

type CallArgs<E extends Endpoint> = E['request'] extends AnySchema
  ? [input: EndpointInput<E>, init?: CallInit]
  : [input?: undefined, init?: CallInit];

export interface HttpClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Result<EndpointOutput<E>>>;
}

interface PreparedRequest {
  url: string;
  body: string | undefined;
}

type Attempt<T> = { ok: true; data: T } | { ok: false; error: HttpError; retryable: boolean };

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const {
    baseUrl = '',
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = 10_000,
    retries = 1,
    retryDelayMs = 250,
    headers: defaultHeaders = {},
  } = options;

  async function attempt<E extends Endpoint>(
    endpoint: E,
    prepared: PreparedRequest,
    init: CallInit,
  ): Promise<Attempt<EndpointOutput<E>>> {
    const callerSignal = init.signal ?? undefined;
    if (callerSignal?.aborted) return { ok: false, error: { kind: 'aborted' }, retryable: false };
    const controller = new AbortController();
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);

    const headers = new Headers(defaultHeaders);
    headers.set('accept', 'application/json');
    if (prepared.body !== undefined) headers.set('content-type', 'application/json');
    new Headers(init.headers).forEach((value, name) => {
      headers.set(name, value);
    });

    try {
      const response = await fetchImpl(prepared.url, {
        ...init,
        method: endpoint.method,
        headers,
        body: prepared.body,
        signal: controller.signal,
      });
      const text = await response.text();
      return interpret(endpoint, response, text);
    } catch {
      if (callerSignal?.aborted) return { ok: false, error: { kind: 'aborted' }, retryable: false };
      if (timedOut) return { ok: false, error: { kind: 'timeout' }, retryable: true };
      return { ok: false, error: { kind: 'network' }, retryable: true };
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    async call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<Result<EndpointOutput<E>>> {
      const [input, init = {}] = args;
      let payload: unknown;
      if (endpoint.request) {
        const parsed = z.safeParse(endpoint.request, input);
        if (!parsed.success)
          return { ok: false, error: { kind: 'invalid-request', issues: parsed.error.issues } };
        payload = parsed.data;
      }
      const prepared = prepareRequest(baseUrl, endpoint, payload);
      const attempts = isMutatingMethod(endpoint.method) ? 1 : 1 + Math.max(0, retries);

      for (let number = 1; ; number += 1) {
        const outcome = await attempt(endpoint, prepared, init);
        if (outcome.ok) return outcome;
        if (!outcome.retryable || number >= attempts) return { ok: false, error: outcome.error };
        if (!(await pause(retryDelayMs, init.signal ?? undefined))) {
          return { ok: false, error: { kind: 'aborted' } };
        }
      }
    },
  };
}

function interpret<E extends Endpoint>(
  endpoint: E,
  response: Response,
  text: string,
): Attempt<EndpointOutput<E>> {
  const body = parseBody(text);
  if (!response.ok) {
    const validation = z.safeParse(validationErrorBodySchema, body.value);
    const error: HttpError = validation.success
      ? { kind: 'http', status: response.status, body: body.value, fieldErrors: validation.data.fieldErrors }
      : { kind: 'http', status: response.status, body: body.value };
    return { ok: false, error, retryable: RETRIED_STATUSES.has(response.status) };
  }
  if (!body.json) {
    return {
      ok: false,
      error: {
        kind: 'invalid-response',
        status: response.status,
        issues: [{ code: 'custom', message: 'Response body is not JSON', path: [], input: text }],
      },
      retryable: false,
    };
  }
  const parsed = z.safeParse(endpoint.response, body.value);
  if (!parsed.success) {
    return {
      ok: false,
      error: { kind: 'invalid-response', status: response.status, issues: parsed.error.issues },
      retryable: false,
    };
  }
  return { ok: true, data: parsed.data as EndpointOutput<E> };
}

/** An empty body reads as `undefined` (e.g. 204); anything else must be JSON to count as JSON. */
function parseBody(text: string): { json: boolean; value: unknown } {
  if (text === '') return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) };
  } catch {
    return { json: false, value: text };
  }
}

function prepareRequest(baseUrl: string, endpoint: Endpoint, payload: unknown): PreparedRequest {
  const isObjectPayload = payload !== null && typeof payload === 'object' && !Array.isArray(payload);
  const fields: Record<string, unknown> = isObjectPayload ? { ...payload } : {};
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = fields[name];
    delete fields[name];
    return encodeURIComponent(String(value));
  });

  if (isMutatingMethod(endpoint.method)) {
    const body = isObjectPayload ? fields : payload;
    return { url: baseUrl + path, body: body === undefined ? undefined : JSON.stringify(body) };
  }
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(name, String(item));
    }
  }
  const search = query.toString();
  return { url: baseUrl + path + (search ? `?${search}` : ''), body: undefined };
}

/** Resolves `false` when the caller aborts while waiting. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
