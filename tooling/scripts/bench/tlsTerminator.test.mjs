import { createServer, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { endToEndHeaders, forwardedRequestHeaders, startTlsTerminator } from './tlsTerminator.mjs';

describe('forwardedRequestHeaders', () => {
  it('keeps Host and replaces what a client wrote in X-Forwarded-Proto and X-Forwarded-For', () => {
    const headers = forwardedRequestHeaders(
      {
        host: 'localhost',
        accept: 'text/html',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
      },
      { scheme: 'http', remoteAddress: '::ffff:127.0.0.1' },
    );
    expect(headers).toEqual({
      host: 'localhost',
      accept: 'text/html',
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it('drops hop-by-hop headers, including those the Connection header names', () => {
    expect(
      endToEndHeaders({
        connection: 'keep-alive, x-session-hop',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        'x-session-hop': '1',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({ 'set-cookie': ['a=1', 'b=2'] });
  });
});

describe('startTlsTerminator', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  const listening = (server) =>
    new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

  it('forwards plain http to the target with the scheme it came by and passes the answer back', async () => {
    const seen = [];
    const upstream = createServer((req, res) => {
      seen.push({ url: req.url, headers: req.headers });
      res.writeHead(308, { location: 'https://localhost/cart?x=1' }).end();
    });
    const target = await listening(upstream);
    cleanups.push(() => new Promise((done) => upstream.close(done)));
    const terminator = await startTlsTerminator({ httpsPort: 0, httpPort: 0, target });
    cleanups.push(() => terminator.stop());

    const answer = await new Promise((resolve, reject) =>
      request(
        {
          port: terminator.httpPort,
          path: '/cart?x=1',
          headers: { host: 'localhost', 'x-forwarded-proto': 'https' },
        },
        resolve,
      )
        .on('error', reject)
        .end(),
    );
    answer.resume();
    expect(answer.statusCode).toBe(308);
    expect(answer.headers.location).toBe('https://localhost/cart?x=1');
    expect(seen).toEqual([
      {
        url: '/cart?x=1',
        headers: expect.objectContaining({
          host: 'localhost',
          'x-forwarded-proto': 'http',
          'x-forwarded-for': '127.0.0.1',
        }),
      },
    ]);
  });

  it('fails naming the port when it is busy, leaving nothing listening', async () => {
    const taken = createServer();
    const port = await listening(taken);
    cleanups.push(() => new Promise((done) => taken.close(done)));
    await expect(startTlsTerminator({ httpsPort: 0, httpPort: port, target: 1 })).rejects.toThrow(
      `Listening on 127.0.0.1:${port} is busy`,
    );
  });
});
