import { describe, expect, it } from 'vitest';
import { createRenderFetch } from './apiFetch';

describe('createRenderFetch', () => {
  it('hands site-relative API paths to the in-process API with method, headers and query', async () => {
    const seen: Request[] = [];
    const fetch = createRenderFetch((request) => {
      seen.push(request);
      return new Response('{}', { status: 200 });
    }, null);
    const response = await fetch?.('/api/blog/articles?page=2', { headers: { accept: 'application/json' } });
    expect(response?.status).toBe(200);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(new URL(request?.url ?? '').pathname + new URL(request?.url ?? '').search).toBe(
      '/api/blog/articles?page=2',
    );
    expect(request?.method).toBe('GET');
    expect(request?.headers.get('accept')).toBe('application/json');
  });

  it('resolves paths against the connection origin when the server knows it', async () => {
    const seen: string[] = [];
    const fetch = createRenderFetch((request) => {
      seen.push(request.url);
      return new Response(null, { status: 204 });
    }, 'http://127.0.0.1:3000');
    await fetch?.('/api/health');
    expect(seen).toEqual(['http://127.0.0.1:3000/api/health']);
  });

  it('gives no fetch when neither an API nor a connection address is known', () => {
    expect(createRenderFetch(undefined, null)).toBeUndefined();
  });
});
