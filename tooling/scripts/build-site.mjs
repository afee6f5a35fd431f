// Builds one country app (run from the app's directory, as its `build` script): the client
// bundle, the server bundle, and every static page prerendered to HTML. Outputs under dist/:
//   client/            what is served as files (hashed JS/CSS under assets/, public files,
//                      prerendered pages, _build/latest.json, _build/meta/<build id>.json
//                      (the build manifest: route rules), .gz/.br twins of assets)
//   server/            entry-server.js: `renderPage(request, options)`, `site`, `createPageAssets`
//   client-manifest.json  Vite's client manifest (kept out of client/ so it is not served)
//   page-assets.json   scripts, stylesheets, preloads and build id every page loads
//   prerendered.json   path -> file, the nonce placeholder to replace in those files, the A/B
//                      test, the external tracking host the server redirects first visits to,
//                      and the pages whose order form configuration the server embeds
//   route-rules.json   the site's route rules (redirects by exact path): the config's and the
//                      server's own (`siteRouteRules`: the conditions index, other spellings)
//   client/_headers    the Node server's security headers and, per document, a CSP without a nonce
//                      (inline scripts by hash), for a file host serving client/ (`staticCsp.mjs`)
//   static-csp.json    the same policies per document (path -> file, hashes, policy)
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { precompressDir } from './precompress.mjs';
import { headersFileProblems, staticSitePolicies } from './staticCsp.mjs';

const CLIENT_ENTRY = 'src/entry-client.tsx';
const SERVER_ENTRY = 'src/entry-server.tsx';
// Rendered into 404.html, the page static hosts answer unknown paths with.
const NOT_FOUND_PROBE_PATH = '/404';
const AB_VARIANT_LETTERS = ['a', 'b', 'c', 'd'];

const appDir = process.cwd();
const sharedPublicDir = join(dirname(fileURLToPath(import.meta.url)), '../../packages/site/public');
const distDir = join(appDir, 'dist');
const clientDir = join(distDir, 'client');
const serverDir = join(distDir, 'server');

function writeJson(file, value) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function buildClient() {
  await build({
    root: appDir,
    mode: 'production',
    logLevel: 'warn',
    build: { outDir: clientDir, emptyOutDir: true },
  });
  const viteDir = join(clientDir, '.vite');
  renameSync(join(viteDir, 'manifest.json'), join(distDir, 'client-manifest.json'));
  rmSync(viteDir, { recursive: true, force: true });
  // Files of the shared shell (images, fonts); an app's own public file of the same name wins.
  if (existsSync(sharedPublicDir)) cpSync(sharedPublicDir, clientDir, { recursive: true, force: false });
}

async function buildServer() {
  await build({
    root: appDir,
    mode: 'production',
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // One self-contained file: the API process that imports it has none of the site's packages.
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_ENTRY,
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      // Size matters for what browsers download, not for the server bundle.
      chunkSizeWarningLimit: 10_000,
      rolldownOptions: { input: SERVER_ENTRY },
    },
  });
}

function fileForPath(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
}

/**
 * Prerendered pages are rendered with a placeholder nonce that the server swaps for a fresh one
 * per response: besides the router's inline scripts, react-aria adds a `<style>` at run time
 * that it marks with the page's `csp-nonce`, which build-time hashes cannot cover.
 */
async function prerender(server, assets) {
  const noncePlaceholder = randomBytes(18).toString('base64');
  const errors = [];
  const originalConsoleError = console.error;
  console.error = (...args) => {
    errors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
    originalConsoleError(...args);
  };
  const origin = server.site.website.baseUrl;
  const render = async (path, expectedStatus, file, abVariant) => {
    const page = await server.renderPage(new Request(new URL(path, origin)), {
      assets,
      nonce: noncePlaceholder,
      ...(abVariant ? { abVariant } : {}),
    });
    if (page.status !== expectedStatus) {
      throw new Error(`Prerendering ${path} answered ${page.status}, expected ${expectedStatus}`);
    }
    const target = join(clientDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, page.html);
    return file;
  };
  try {
    const pages = {};
    for (const path of server.buildPlan.staticPaths) {
      pages[path] = await render(path, 200, fileForPath(path));
    }
    const notFound = await render(NOT_FOUND_PROBE_PATH, 404, '404.html');
    const { variants, abTest } = await prerenderVariants(server, render);
    if (errors.length > 0) throw new Error(`Prerendering logged errors:\n${errors.join('\n')}`);
    return { noncePlaceholder, pages, notFound, variants, abTest };
  } finally {
    console.error = originalConsoleError;
  }
}

/**
 * While an A/B test runs, each experiment page is rendered once per variant (SPEC §4: the home
 * page's variant b has its own phone number), so the server answers with the right document at
 * once and nothing changes after hydration. The server picks the variant per request.
 */
async function prerenderVariants(server, render) {
  const website = server.site.website;
  const abTest = {
    testId: website.currentAbTestId,
    running: website.abTestRunning,
    variantAmount: website.abTestVariantAmount,
  };
  const variants = {};
  if (!website.abTestRunning) return { variants, abTest };
  const letters = AB_VARIANT_LETTERS.slice(0, website.abTestVariantAmount);
  for (const path of server.buildPlan.experimentPaths) {
    variants[path] = {};
    for (const letter of letters) {
      const file = fileForPath(path).replace(/index\.html$/, `index.${letter}.html`);
      variants[path][letter] = await render(path, 200, file, letter);
    }
  }
  return { variants, abTest };
}

/**
 * The CSP of every prerendered document for a file host (`_headers`, and per document in
 * static-csp.json), from the API's own policy function so the two cannot drift apart (the app's
 * turbo.json has `@shop/api` built first). The Node server never serves `_headers` (a name without
 * an extension is not a file to it).
 */
async function writeStaticPolicies(website, prerendered) {
  const api = await import('@shop/api/dist/staticSitePolicy.js');
  const files = [
    ...Object.entries(prerendered.pages).map(([path, file]) => ({ path, file })),
    { path: `/${prerendered.notFound}`, file: prerendered.notFound },
    ...Object.values(prerendered.variants).flatMap((byLetter) =>
      Object.values(byLetter).map((file) => ({ path: `/${file}`, file })),
    ),
  ];
  const documents = files.map(({ path, file }) => ({
    path,
    file,
    html: readFileSync(join(clientDir, file), 'utf8'),
  }));
  const { pages, fallback, headersFile } = staticSitePolicies(documents, {
    document: (hashes) => api.staticDocumentPolicy(website.tracking, hashes),
    fallback: (hashes) => api.staticFallbackPolicies(website.tracking, hashes),
    securityHeaders: () => api.staticSecurityHeaders(),
  });
  writeFileSync(join(clientDir, '_headers'), headersFile);
  writeJson(join(distDir, 'static-csp.json'), {
    fallback,
    pages: Object.fromEntries(pages.map(({ path, ...page }) => [path, page])),
  });
  for (const problem of headersFileProblems(headersFile)) {
    console.warn(`${website.domain}: _headers has ${problem}, beyond Cloudflare Pages' limits`);
  }
}

async function main() {
  // The server bundle validates the website config at build; the client gets the result as JSON.
  await buildServer();
  const server = await import(pathToFileURL(join(serverDir, 'entry-server.js')).href);
  const websiteJson = join(distDir, 'website.json');
  writeJson(websiteJson, server.site.website);
  process.env.SHOP_WEBSITE_JSON = websiteJson;
  await buildClient();
  const manifestText = readFileSync(join(distDir, 'client-manifest.json'), 'utf8');
  const buildId = createHash('sha256').update(manifestText).digest('hex').slice(0, 16);
  const assets = server.createPageAssets(JSON.parse(manifestText), {
    entry: CLIENT_ENTRY,
    buildId,
    readCss: (file) => readFileSync(join(clientDir, file), 'utf8'),
    // Each page preloads its route's chunks with the entry.
    routeModules: server.buildPlan.routeModules(),
  });
  writeJson(join(distDir, 'page-assets.json'), assets);
  const prerendered = await prerender(server, assets);
  // The server settles each first visit's tracking id before sending HTML (SPEC §4).
  const { trackingHost } = server.site.website;
  // The server puts the current configuration of these pages' offers into their HTML.
  const orderConfigs = server.buildPlan.orderConfigPaths;
  writeJson(join(distDir, 'prerendered.json'), {
    ...prerendered,
    ...(trackingHost ? { trackingHost } : {}),
    orderConfigs,
  });
  writeJson(join(clientDir, '_build/latest.json'), { buildId });
  // The build manifest (SPEC §4, §9): the route rules of client-side navigations, fetched by the
  // page about 1 s after start instead of riding in its first script.
  writeJson(join(clientDir, `_build/meta/${buildId}.json`), { id: buildId, routeRules: server.routeRules });
  writeJson(join(distDir, 'route-rules.json'), server.routeRules);
  await writeStaticPolicies(server.site.website, prerendered);
  await precompressDir(clientDir);
  const pageCount = Object.keys(prerendered.pages).length;
  console.log(`${server.site.website.domain}: build ${buildId}, ${pageCount} pages prerendered + 404.html`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
