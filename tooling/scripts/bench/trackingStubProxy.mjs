// A pass-through HTTP proxy in front of one site that can answer the tracking chunk with its
// component stubbed out. The site imports that chunk after hydration and decides only inside it
// whether to track (crawlers are not tracked), so a crawler user agent would still load and run the
// chunk: stubbing it is the one way to measure the same build without tracking.
import { Agent, createServer, request } from 'node:http';
import { TRACKING_CHUNK } from './comparisonReport.mjs';

/**
 * The tracking chunk with its default export (the component `React.lazy` renders) replaced by one
 * that renders nothing. The chunk also holds modules other chunks import (the tracker's and the
 * consent record's code), so its other exports stay as they are; nothing runs that the component
 * would have started.
 */
export function withTrackingStubbedOut(source) {
  const exportList = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(source);
  if (!exportList) throw new Error('The tracking chunk does not end with an export list');
  const names = exportList[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const kept = names.filter((name) => !/(^|\s)as\s+default$/.test(name) && name !== 'default');
  if (kept.length === names.length) throw new Error('The tracking chunk has no default export');
  return `${source.slice(0, exportList.index)}function __noTracking(){return null}export{${[...kept, '__noTracking as default'].join(',')}};\n`;
}

async function stubbedChunk(url) {
  const answer = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!answer.ok) throw new Error(`The tracking chunk answered ${answer.status}`);
  return withTrackingStubbedOut(await answer.text());
}

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
      stubbedChunk(new URL(req.url ?? '/', upstream)).then(
        (body) => {
          res.writeHead(200, {
            'content-type': 'text/javascript; charset=utf-8',
            'cache-control': 'no-store',
            'content-length': Buffer.byteLength(body),
          });
          res.end(body);
        },
        (error) => {
          res.writeHead(502, { 'content-type': 'text/plain' });
          res.end(String(error));
        },
      );
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
