// A pass-through HTTP proxy in front of one site that can answer the tracking chunk with an empty
// component. The site imports that chunk after hydration and decides only inside it whether to
// track (crawlers are not tracked), so a crawler user agent would still load and run the chunk:
// replacing it is the one way to measure the same build without tracking.
import { Agent, createServer, request } from 'node:http';
import { TRACKING_CHUNK } from './comparisonReport.mjs';

/** The stand-in module: `React.lazy` needs a default export that is a component. */
export const TRACKING_STUB_MODULE = 'export default function TrackingRuntime(){return null}\n';

/**
 * Listens on a free port of 127.0.0.1 and forwards everything to `target` (an origin), except the
 * tracking chunk while `setStubTracking(true)`. Resolves with `{ origin, setStubTracking, stop }`.
 */
export function startTrackingStubProxy({ target }) {
  const upstream = new URL(target);
  const agent = new Agent({ keepAlive: true });
  let stubTracking = false;

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', upstream).pathname;
    if (stubTracking && req.method === 'GET' && TRACKING_CHUNK.test(path)) {
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': Buffer.byteLength(TRACKING_STUB_MODULE),
      });
      res.end(TRACKING_STUB_MODULE);
      return;
    }
    const forward = request(
      {
        agent,
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(forward);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        setStubTracking(value) {
          stubTracking = value;
        },
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => {
              agent.destroy();
              done();
            });
          }),
      });
    });
  });
}
