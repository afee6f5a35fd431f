import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { bodySizeLimit } from './bodySizeLimit';

function appWithLimit(maxSize: number) {
  return new Hono()
    .use(bodySizeLimit({ maxSize, onError: (c) => c.text('too large', 413) }))
    .post('/', async (c) => c.text(`read ${(await c.req.text()).length}`))
    .get('/', (c) => c.text('got'));
}

/** A request that records whether anything asked for its body stream. */
function watchedRequest(init: RequestInit) {
  const request = new Request('http://localhost/', init);
  const body = request.body;
  const watch = { streamAsked: false, request };
  Object.defineProperty(request, 'body', {
    get() {
      watch.streamAsked = true;
      return body;
    },
  });
  return watch;
}

describe('bodySizeLimit', () => {
  it('decides a body with a declared length from the header, without asking for its stream', async () => {
    const app = appWithLimit(8);
    const small = watchedRequest({ method: 'POST', body: 'abc', headers: { 'content-length': '3' } });
    const response = await app.fetch(small.request);
    expect(await response.text()).toBe('read 3');
    expect(small.streamAsked).toBe(false);
    const large = watchedRequest({ method: 'POST', body: 'x'.repeat(9), headers: { 'content-length': '9' } });
    expect((await app.fetch(large.request)).status).toBe(413);
    expect(large.streamAsked).toBe(false);
  });

  it('lets a request without a body through untouched', async () => {
    const get = watchedRequest({ method: 'GET' });
    expect(await (await appWithLimit(8).fetch(get.request)).text()).toBe('got');
    expect(get.streamAsked).toBe(false);
  });

  it('counts a body of undeclared length while it streams in', async () => {
    const app = appWithLimit(8);
    const streamed = (text: string) =>
      new Request('http://localhost/', {
        method: 'POST',
        body: new Blob([text]).stream(),
        duplex: 'half',
      } as RequestInit);
    expect(await (await app.fetch(streamed('abcdefgh'))).text()).toBe('read 8');
    expect((await app.fetch(streamed('abcdefghi'))).status).toBe(413);
  });
});
