import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientErrorLogEndpoint, createHttpClient, defineEndpoint, healthEndpoint } from './index';

type Reply = Response | Error | 'hang';

/** A fetch that answers from a script and records what it was asked. */
function fakeFetch(replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const reply = replies.shift() ?? new Error('no reply scripted');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (reply instanceof Error) throw reply;
    return reply;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const health = { status: 'ok', database: 'pglite', version: '0.1.0' };
const errorLog = {
  site: 'sk',
  status: 'unknown',
  message: 'beat failed',
  url: 'https://www.nordlys.sk/',
  userAgent: 'Mozilla/5.0',
  clientTime: 1_700_000_000_000,
} as const;

const deleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/things/:id',
  request: z.object({ id: z.string() }),
  response: z.undefined(),
});

describe('createHttpClient', () => {
  it('returns the parsed body of a successful call', async () => {
    const { fetch, calls } = fakeFetch([json(health)]);
    const client = createHttpClient({ baseUrl: 'https://www.nordlys.sk', fetch });
    const result = await client.call(healthEndpoint);
    expect(result).toEqual({ ok: true, data: health });
    expect(calls[0]?.url).toBe('https://www.nordlys.sk/api/health');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('sends the validated input as a JSON body for POST', async () => {
    const { fetch, calls } = fakeFetch([json({ id: 'abc' }, 201)]);
    const result = await createHttpClient({ fetch }).call(clientErrorLogEndpoint, errorLog);
    expect(result).toEqual({ ok: true, data: { id: 'abc' } });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(errorLog);
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('fills path parameters and puts the remaining GET input in the query', async () => {
    const search = defineEndpoint({
      method: 'GET',
      path: '/api/blog/:slug',
      request: z.object({ slug: z.string(), page: z.number().optional() }),
      response: z.object({ title: z.string() }),
    });
    const { fetch, calls } = fakeFetch([json({ title: 'Omega-3' })]);
    await createHttpClient({ fetch }).call(search, { slug: 'rybí olej', page: 2 });
    expect(calls[0]?.url).toBe('/api/blog/ryb%C3%AD%20olej?page=2');
  });

  it('rejects a bad input without making a request', async () => {
    const { fetch, calls } = fakeFetch([]);
    const result = await createHttpClient({ fetch }).call(clientErrorLogEndpoint, {
      ...errorLog,
      site: 'de',
    } as never);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-request');
    expect(calls).toHaveLength(0);
  });

  describe('retries (SPEC §9)', () => {
    it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET once after %i', async (status) => {
      const { fetch, calls } = fakeFetch([json({ error: 'x' }, status), json(health)]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result.ok).toBe(true);
      expect(calls).toHaveLength(2);
    });

    it('gives up after one retry', async () => {
      const { fetch, calls } = fakeFetch([json({}, 503), json({}, 503), json(health)]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result).toEqual({ ok: false, error: { kind: 'http', status: 503, body: {} } });
      expect(calls).toHaveLength(2);
    });

    it.each([400, 401, 403, 404, 410, 422, 501])('does not retry a GET after %i', async (status) => {
      const { fetch, calls } = fakeFetch([json({ error: 'x' }, status), json(health)]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result.ok).toBe(false);
      expect(calls).toHaveLength(1);
    });

    it('retries a GET after a network error', async () => {
      const { fetch, calls } = fakeFetch([new TypeError('fetch failed'), json(health)]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result.ok).toBe(true);
      expect(calls).toHaveLength(2);
    });

    it.each([500, 503, 429])('never retries a POST, even after %i', async (status) => {
      const { fetch, calls } = fakeFetch([json({ error: 'x' }, status), json({ id: 'a' }, 201)]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(
        clientErrorLogEndpoint,
        errorLog,
      );
      expect(result).toMatchObject({ ok: false, error: { kind: 'http', status } });
      expect(calls).toHaveLength(1);
    });

    it('never retries a mutating call after a network error', async () => {
      const { fetch, calls } = fakeFetch([
        new TypeError('fetch failed'),
        new Response(null, { status: 204 }),
      ]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(deleteEndpoint, { id: '7' });
      expect(result).toEqual({ ok: false, error: { kind: 'network' } });
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe('/api/things/7');
    });

    it('honours a custom retry count for reads', async () => {
      const { fetch, calls } = fakeFetch([json({}, 502), json({}, 502), json({}, 502)]);
      await createHttpClient({ fetch, retries: 0, retryDelayMs: 0 }).call(healthEndpoint);
      expect(calls).toHaveLength(1);
    });
  });

  describe('timeouts and aborts', () => {
    it('times out an attempt and retries a read once', async () => {
      const { fetch, calls } = fakeFetch(['hang', 'hang']);
      const result = await createHttpClient({ fetch, timeoutMs: 20, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
      expect(calls).toHaveLength(2);
    });

    it('succeeds when the retry answers in time', async () => {
      const { fetch } = fakeFetch(['hang', json(health)]);
      const result = await createHttpClient({ fetch, timeoutMs: 20, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result.ok).toBe(true);
    });

    it('times out a POST without retrying', async () => {
      const { fetch, calls } = fakeFetch(['hang', json({ id: 'a' }, 201)]);
      const result = await createHttpClient({ fetch, timeoutMs: 20 }).call(clientErrorLogEndpoint, errorLog);
      expect(result).toEqual({ ok: false, error: { kind: 'timeout' } });
      expect(calls).toHaveLength(1);
    });

    it('reports a caller abort as aborted and does not retry', async () => {
      const { fetch, calls } = fakeFetch(['hang', json(health)]);
      const controller = new AbortController();
      const pending = createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint, undefined, {
        signal: controller.signal,
      });
      controller.abort();
      expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
      expect(calls).toHaveLength(1);
    });

    it('makes no request when the signal is already aborted', async () => {
      const { fetch, calls } = fakeFetch([json(health)]);
      const result = await createHttpClient({ fetch }).call(healthEndpoint, undefined, {
        signal: AbortSignal.abort(),
      });
      expect(result).toEqual({ ok: false, error: { kind: 'aborted' } });
      expect(calls).toHaveLength(0);
    });
  });

  describe('responses', () => {
    it('reports a body that fails the response schema as invalid-response', async () => {
      const { fetch, calls } = fakeFetch([json({ status: 'degraded' }), json(health)]);
      const result = await createHttpClient({ fetch }).call(healthEndpoint);
      expect(result.ok).toBe(false);
      if (result.ok || result.error.kind !== 'invalid-response') throw new Error('expected invalid-response');
      expect(result.error.issues.map((issue) => issue.path[0])).toEqual(
        expect.arrayContaining(['status', 'database', 'version']),
      );
      expect(calls).toHaveLength(1);
    });

    it('reports a non-JSON success body as invalid-response', async () => {
      const { fetch } = fakeFetch([new Response('<html>', { status: 200 })]);
      const result = await createHttpClient({ fetch }).call(healthEndpoint);
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response', status: 200 } });
    });

    it('parses the field errors of a validation answer', async () => {
      const body = { error: 'validation', fieldErrors: { message: ['Too long'], extra: ['Unknown field'] } };
      const { fetch } = fakeFetch([json(body, 400)]);
      const result = await createHttpClient({ fetch }).call(clientErrorLogEndpoint, errorLog);
      expect(result).toEqual({
        ok: false,
        error: { kind: 'http', status: 400, body, fieldErrors: body.fieldErrors },
      });
    });

    it('keeps a non-JSON error body as text', async () => {
      const { fetch } = fakeFetch([
        new Response('Bad Gateway', { status: 502 }),
        new Response('Bad Gateway', { status: 502 }),
      ]);
      const result = await createHttpClient({ fetch, retryDelayMs: 0 }).call(healthEndpoint);
      expect(result).toEqual({ ok: false, error: { kind: 'http', status: 502, body: 'Bad Gateway' } });
    });

    it('accepts an empty 204 answer when the schema allows it', async () => {
      const { fetch } = fakeFetch([new Response(null, { status: 204 })]);
      const result = await createHttpClient({ fetch }).call(deleteEndpoint, { id: '1' });
      expect(result).toEqual({ ok: true, data: undefined });
    });
  });
});
