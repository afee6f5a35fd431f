// `pnpm dev`: the API alone on API_ONLY_PORT (3100, restarted on change by tsx watch) and, for each
// country app, a Vite dev server in middleware mode that renders every page on the server from
// source, hydrates it with React Fast Refresh, and proxies /api and /_ipx to the API.
// `node tooling/scripts/dev.mjs sk` runs one app only.
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnGopayEmulator } from '@shop/gopay-emulator/spawn';
import { createServer as createViteServer } from 'vite';
import { startMailCatcher } from './mailCatcher.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const sharedPublicDir = join(root, 'packages/site/public');
const apiPort = Number(process.env.API_ONLY_PORT ?? 3100);
const apps = {
  sk: { dir: join(root, 'apps/sk'), port: Number(process.env.SK_PORT ?? 3000) },
  cz: { dir: join(root, 'apps/cz'), port: Number(process.env.CZ_PORT ?? 3001) },
};
const CLIENT_ENTRY = '/src/entry-client.tsx';
const SERVER_ENTRY = '/src/entry-server.tsx';
const PROXIED = /^\/(?:api|_ipx)(?:\/|$)/;
const MIME_TYPES = {
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
};

const selected = process.argv.slice(2);
for (const name of selected) {
  if (!(name in apps)) {
    console.error(`Unknown app "${name}"; choose from ${Object.keys(apps).join(', ')}`);
    process.exit(1);
  }
}
const appNames = selected.length > 0 ? selected : Object.keys(apps);

function startApi(extraEnv) {
  const tsx = join(root, 'node_modules/.bin/tsx');
  return spawn(
    tsx,
    ['watch', '--clear-screen=false', '--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/main.ts'],
    {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        ...extraEnv,
        API_ONLY_PORT: String(apiPort),
      },
    },
  );
}

function proxyToApi(req, res) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: apiPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-host': req.headers.host ?? '', 'x-forwarded-proto': 'http' },
    },
    (upstreamRes) => {
      res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
      upstreamRes.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) return res.destroy();
    res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`The API on :${apiPort} is not answering (yet).`);
  });
  req.pipe(upstream);
}

/** The shell's shared public files, which the build copies next to each app's own. */
function serveSharedPublicFile(req, res) {
  if (!existsSync(sharedPublicDir)) return false;
  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname);
  const file = normalize(join(sharedPublicDir, pathname));
  if (!file.startsWith(sharedPublicDir + sep) || !existsSync(file) || !statSync(file).isFile()) return false;
  res.writeHead(200, { 'content-type': MIME_TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
  return true;
}

/** The scripts Vite and its plugins put into an HTML page: the HMR client and the Fast Refresh preamble. */
async function devScripts(vite, url) {
  const html = await vite.transformIndexHtml(url, '<!doctype html><html><head></head><body></body></html>');
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    scripts.push(src ? { src } : { content });
  }
  scripts.push({ src: CLIENT_ENTRY });
  return scripts;
}

function toRequest(req, port) {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(url, { method: req.method, headers });
}

async function startApp(name) {
  const { dir, port } = apps[name];
  const httpServer = createHttpServer();
  const vite = await createViteServer({
    root: dir,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });

  const render = async (req, res) => {
    try {
      const url = req.url ?? '/';
      const entry = await vite.ssrLoadModule(SERVER_ENTRY);
      const assets = {
        buildId: 'dev',
        scripts: await devScripts(vite, url),
        stylesheets: [],
        modulePreloads: [],
      };
      const page = await entry.renderPage(toRequest(req, port), { assets });
      const headers = { ...page.headers, 'cache-control': 'no-store' };
      delete headers['content-length'];
      res.writeHead(page.status, headers);
      res.end(req.method === 'HEAD' ? undefined : page.html);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(error);
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(error instanceof Error ? (error.stack ?? error.message) : String(error));
    }
  };

  httpServer.on('request', (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://dev').pathname;
    if (PROXIED.test(pathname)) return proxyToApi(req, res);
    vite.middlewares(req, res, () => {
      if (!serveSharedPublicFile(req, res)) void render(req, res);
    });
  });

  await new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(port, resolve);
  });
  console.log(`${name}: http://localhost:${port}`);
  return { close: () => Promise.all([vite.close(), new Promise((resolve) => httpServer.close(resolve))]) };
}

// Card payments go to the GoPay emulator (its own process) unless GOPAY_API_URL names a GoPay.
const gopay = process.env.GOPAY_API_URL
  ? undefined
  : await spawnGopayEmulator({ port: Number(process.env.GOPAY_EMULATOR_PORT ?? 3090) });
const gopayEnv = gopay?.shopEnv ?? {};
// Mails go to a local maildev unless SMTP_URL names a server (see mailCatcher.mjs).
const mailCatcher = await startMailCatcher();
if (mailCatcher.webUrl) console.log(`mails: ${mailCatcher.webUrl} (maildev)`);
const api = startApi({ ...mailCatcher.env, ...gopayEnv });
let servers = [];
try {
  servers = await Promise.all(appNames.map(startApp));
} catch (error) {
  console.error(error);
  api.kill('SIGTERM');
  await gopay?.stop();
  process.exit(1);
}

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  api.kill(signal);
  await Promise.all([...servers.map((server) => server.close()), gopay?.stop(), mailCatcher.stop()]);
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stop(signal));
api.on('exit', (code) => {
  if (stopping) return;
  console.error(`The API exited (${code}); stopping the dev servers.`);
  void stop('SIGTERM');
});
