// A small TLS-terminating proxy, as a load balancer in front of the production server would be: https
// is decrypted and forwarded as plain http with `X-Forwarded-Proto: https`, and plain http is
// forwarded as it came with `X-Forwarded-Proto: http`, so the server's own redirect answers it.
import { Agent, createServer as createHttpServer, request } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';

/** Headers that describe one connection and end at a proxy (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** `headers` without the hop-by-hop ones, including any the `Connection` header names. */
export function endToEndHeaders(headers) {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !named.includes(name.toLowerCase()),
    ),
  );
}

/**
 * The headers a request is forwarded with: its own end-to-end headers (Host included), with
 * `X-Forwarded-Proto` and `X-Forwarded-For` replaced by what this proxy saw. The proxy is the edge,
 * so what a client wrote in either is not passed on: the server believes their first entries.
 */
export function forwardedRequestHeaders(headers, { scheme, remoteAddress }) {
  const forwarded = endToEndHeaders(headers);
  for (const name of Object.keys(forwarded)) {
    if (['x-forwarded-proto', 'x-forwarded-for'].includes(name.toLowerCase())) delete forwarded[name];
  }
  forwarded['x-forwarded-proto'] = scheme;
  forwarded['x-forwarded-for'] = (remoteAddress ?? '').replace(/^::ffff:/, '');
  return forwarded;
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      const why =
        error.code === 'EADDRINUSE'
          ? 'is busy'
          : error.code === 'EACCES'
            ? 'needs root (a port below 1024)'
            : `failed (${error.code ?? error.message})`;
      reject(new Error(`Listening on ${host}:${port} ${why}`));
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/**
 * Listens on `host` at `httpsPort` (TLS with `key` and `cert`) and `httpPort`, forwarding both to
 * `http://127.0.0.1:<target>`; `setTarget(port)` changes the server behind it. Resolves with
 * `{ httpsPort, httpPort, setTarget, stop }` (the ports bound, for 0); rejects, with nothing left
 * listening, when a port is busy.
 */
export async function startTlsTerminator({ key, cert, httpsPort, httpPort, target, host = '127.0.0.1' }) {
  const agent = new Agent({ keepAlive: true });
  let targetPort = target;

  const forwardAs = (scheme) => (req, res) => {
    const forward = request(
      {
        agent,
        hostname: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: forwardedRequestHeaders(req.headers, { scheme, remoteAddress: req.socket.remoteAddress }),
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  };

  const https = createHttpsServer({ key, cert }, forwardAs('https'));
  const http = createHttpServer(forwardAs('http'));
  const close = (server) =>
    new Promise((done) => {
      if (!server.listening) return done();
      server.closeAllConnections();
      server.close(() => done());
    });
  const stop = async () => {
    await Promise.all([close(https), close(http)]);
    agent.destroy();
  };

  try {
    await listen(https, httpsPort, host);
    await listen(http, httpPort, host);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    httpsPort: https.address().port,
    httpPort: http.address().port,
    setTarget(port) {
      targetPort = port;
    },
    stop,
  };
}
