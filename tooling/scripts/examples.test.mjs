// The published packages proven from outside: examples/consent-vanilla and examples/brand-react are
// copied out of the repository, install the packed tarballs with npm as a brand team would, build,
// and run in Chromium; the size budgets are measured on bundles built from the installed packages.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findChromium } from './provision.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Workspace packages the examples install, with their folders; the first two are what they import. */
const packed = {
  '@shop/consent': 'packages/consent',
  '@shop/tracking': 'packages/tracking',
  '@shop/contracts': 'packages/contracts',
  '@shop/ui': 'packages/ui',
  '@shop/i18n': 'packages/i18n',
};
/**
 * Issue budgets (gzip bytes) of what a consumer's bundle gains. The store's was 3 kB until
 * revoking had to expire the cookies a choice turns off, on the page's parent domains and by
 * pattern names (+0.29 kB): a legal duty of the store, not a convenience.
 */
const budgets = {
  consentStore: 3_350,
  consentStoreAndParse: 5_000,
  reactBarWithCss: 15_000,
  trackingCore: 6_000,
};
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function registryReachable() {
  const result = spawnSync('npm', ['ping'], { encoding: 'utf8', timeout: 20_000 });
  return result.status === 0;
}

const online = registryReachable();
if (!online) console.warn('examples: the npm registry is unreachable, so the examples are skipped.');

/** Runs a command to its end, rejecting with its output when it fails. */
function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** The packages' dist as `turbo run build` leaves it, built here when any is missing. */
async function ensureBuilt() {
  const missing = Object.values(packed).some((dir) => !existsSync(join(root, dir, 'dist')));
  if (!missing) return;
  const filters = Object.keys(packed).flatMap((name) => ['--filter', name]);
  await run('pnpm', [...filters, 'build'], root);
}

async function packAll(into) {
  const tarballs = {};
  for (const [name, dir] of Object.entries(packed)) {
    const output = await run('pnpm', ['pack', '--pack-destination', into], join(root, dir));
    const file = output
      .trim()
      .split('\n')
      .map((line) => line.trim())
      .findLast((line) => line.endsWith('.tgz'));
    tarballs[name] = `file:${file.startsWith('/') ? file : join(into, file)}`;
  }
  return tarballs;
}

/** Copies an example out of the repository and points its @shop dependencies at the tarballs. */
function copyExample(name, into, tarballs) {
  const dir = join(into, name);
  cpSync(join(root, 'examples', name), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$/.test(source),
  });
  const manifestPath = join(dir, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  for (const dependency of Object.keys(manifest.dependencies)) {
    if (tarballs[dependency]) manifest.dependencies[dependency] = tarballs[dependency];
  }
  // The packages' own @shop dependencies (ranges such as ^0.1.0) resolve to the tarballs too.
  manifest.overrides = Object.fromEntries(
    Object.entries(tarballs).filter(([dependency]) => !manifest.dependencies[dependency]),
  );
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

function gzipSize(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

function filesIn(dir, extensions) {
  return readdirSync(dir, { recursive: true })
    .map((file) => join(dir, file))
    .filter((file) => extensions.includes(extname(file)));
}

/** Bundles `code` with esbuild in the consumer's folder, minified; returns the gzip size of the result. */
async function esbuildSize(dir, name, code, external = []) {
  writeFileSync(join(dir, `${name}.measure.js`), code);
  const outfile = join(dir, 'measure', `${name}.js`);
  await run(
    join(dir, 'node_modules/.bin/esbuild'),
    [
      `${name}.measure.js`,
      '--bundle',
      '--minify',
      '--format=esm',
      '--target=es2022',
      `--outfile=${outfile}`,
      ...external.map((pattern) => `--external:${pattern}`),
    ],
    dir,
  );
  return gzipSize([outfile]);
}

/** The chunk `file` and every chunk it imports statically: what loads with it, before any `import()`. */
function staticClosure(dir, file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dir, file), 'utf8');
  // Minified static imports: `import{a as b}from"./x.js"`, `import"./x.js"`; `import("./x.js")` is left out.
  for (const [, chunk] of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    staticClosure(dir, chunk, seen);
  return seen;
}

/**
 * The React bar with its CSS and the detailed dialog behind `import()`, as the consumer's Vite builds
 * them with React and react-aria left out: the JavaScript counted is what the first load fetches
 * (the entry and the chunks it imports statically), not the dialog's chunks.
 */
async function reactBarSize(dir) {
  writeFileSync(
    join(dir, 'bar.measure.js'),
    [
      "import '@shop/ui/styles.css';",
      "import '@shop/consent/bar.css';",
      "import { lazy } from 'react';",
      "export { createConsentStore, documentCookieJar, parseProviders } from '@shop/consent';",
      "export { ConsentBar, ConsentProvider } from '@shop/consent/react';",
      "export { barTexts } from '@shop/consent/texts/en/bar';",
      "export const ConsentDialog = lazy(() => import('@shop/consent/dialog').then((module) => ({ default: module.ConsentDialog })));",
      "export const dialogTexts = () => import('@shop/consent/texts/en/dialog');",
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, 'measure.config.mjs'),
    `export default {
  logLevel: 'warn',
  build: {
    outDir: 'measure',
    minify: true,
    lib: { entry: 'bar.measure.js', formats: ['es'], fileName: 'bar' },
    rolldownOptions: {
      external: [/^react($|\\/)/, /^react-dom($|\\/)/, /^react-aria-components($|\\/)/, /^react-aria($|\\/)/, /^react-stately($|\\/)/, /^@react-aria\\//, /^@react-stately\\//, /^@internationalized\\//],
    },
  },
};
`,
  );
  await run(join(dir, 'node_modules/.bin/vite'), ['build', '--config', 'measure.config.mjs'], dir);
  const out = join(dir, 'measure');
  const firstLoad = [...staticClosure(out, 'bar.js')].map((file) => join(out, file));
  const dialog = filesIn(out, ['.js']).filter((file) => !firstLoad.includes(file));
  if (dialog.length === 0) throw new Error('the dialog was bundled into the first load');
  return { js: gzipSize(firstLoad), css: gzipSize(filesIn(out, ['.css'])), dialog: gzipSize(dialog) };
}

/** Serves a built example and the beat endpoint's stub, which keeps every beat it receives. */
function serve(dir) {
  const beats = [];
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        if (path === '/api/beat') beats.push(body);
        response.writeHead(204).end();
      });
      return;
    }
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        beats,
        close: () => {
          server.closeAllConnections();
          server.close();
        },
      });
    });
  });
}

const work = online ? mkdtempSync(join(tmpdir(), 'shop-examples-')) : '';
const sizes = {};
const examples = {};
let browser;
let decodeBeat;

/**
 * A fresh visitor the tracking host has already seen (its `nmtid` cookie), so no redirect happens, in
 * a browser that does not say it is headless (the tracker ignores crawlers, headless Chrome among them).
 */
async function openPage(example, query = '') {
  const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
  const context = await browser.newContext({ userAgent });
  await context.addCookies([{ name: 'nmtid', value: 'example-visitor', url: example.url }]);
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${example.url}${query}`);
  // The provider list has answered: a choice is then expanded at once into a full setting.
  await page.waitForFunction(() => localStorage.getItem('cookieProviders') !== null);
  return { page, errors, close: () => context.close() };
}

async function consentOutcome(page) {
  await page.waitForFunction(() => localStorage.getItem('cookieConsent') !== null);
  return page.evaluate(() => ({
    record: JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'),
    commands: window.dataLayer.map((command) => Array.from(command)),
  }));
}

async function expectBeats(example) {
  await expect
    .poll(() => example.beats.map((body) => decodeBeat(body).action), { timeout: 10_000 })
    .toContain('PAGE');
}

describe.skipIf(!online)('examples installed from the packed packages', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await ensureBuilt();
    const tarballs = await packAll(work);
    const vanilla = copyExample('consent-vanilla', work, tarballs);
    const react = copyExample('brand-react', work, tarballs);
    const install = ['install', '--no-audit', '--no-fund', '--prefer-offline'];
    await Promise.all([run('npm', install, vanilla), run('npm', install, react)]);
    await run('npm', ['run', 'build'], vanilla);
    await run('npm', ['run', 'build'], react);

    sizes.consentStore = await esbuildSize(
      vanilla,
      'store',
      "export { createConsentStore, documentCookieJar, writeConsentDefaults } from '@shop/consent';\n",
    );
    sizes.consentStoreAndParse = await esbuildSize(
      vanilla,
      'store-parse',
      "export { createConsentStore, documentCookieJar, parseProviders, writeConsentDefaults } from '@shop/consent';\n",
    );
    sizes.trackingCore = await esbuildSize(
      vanilla,
      'tracking',
      "export { createTracker, safeStorage, documentCookieJar, isCrawler } from '@shop/tracking';\n",
      ['@fingerprintjs/fingerprintjs'],
    );
    const bar = await reactBarSize(react);
    sizes.reactBarWithCss = bar.js + bar.css;
    console.log(
      `examples: gzip sizes, consent store ${sizes.consentStore} B, store + parseProviders ${sizes.consentStoreAndParse} B, ` +
        `React bar ${bar.js} B + CSS ${bar.css} B over React and react-aria (the dialog ${bar.dialog} B on demand), ` +
        `tracking core ${sizes.trackingCore} B`,
    );

    ({ decodeBeat } = await import(
      pathToFileURL(join(vanilla, 'node_modules/@shop/tracking/dist/index.js')).href
    ));
    examples.vanilla = await serve(join(vanilla, 'dist'));
    examples.react = await serve(join(react, 'dist'));
    browser = await chromium.launch({
      // The browser `test:all` chose, else the one the machine has (a fresh one may have only the
      // headless shell).
      executablePath: findChromium() ?? '/usr/bin/chromium',
      headless: true,
      args: chromiumArgs,
    });
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    for (const example of Object.values(examples)) example.close();
    if (work) rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it.each(Object.entries(budgets))('%s stays within its budget of %i B gzip', (name, budget) => {
    expect(sizes[name]).toBeGreaterThan(500);
    expect(sizes[name]).toBeLessThanOrEqual(budget);
  });

  it('consent-vanilla: accept all stores the record, grants Consent Mode and runs the tool', async () => {
    const { page, errors, close } = await openPage(examples.vanilla);
    await page.getByRole('button', { name: 'Accept all cookies' }).click();
    const { record, commands } = await consentOutcome(page);
    expect(record).toMatchObject({ setting: { web: true, ga: true, 'google-remarketing': true } });
    expect(record.offered).toEqual(expect.arrayContaining(['web', 'ga', 'google-remarketing']));
    expect(commands).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.analytics)).toBe('on');
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor({ state: 'detached' });
    await expectBeats(examples.vanilla);
    expect(errors).toEqual([]);
    await close();
  });

  it('consent-vanilla: deny stores an empty setting and keeps Consent Mode denied', async () => {
    const { page, errors, close } = await openPage(examples.vanilla);
    await page.getByRole('button', { name: 'Reject' }).click();
    const { record, commands } = await consentOutcome(page);
    expect(record).toMatchObject({ setting: {} });
    expect(typeof record.savedAt).toBe('number');
    expect(commands).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(errors).toEqual([]);
    await close();
  });

  it('brand-react: the bar speaks Polish in the brand colour, accept all stores and grants', async () => {
    const { page, errors, close } = await openPage(examples.react, '?lang=pl');
    const bar = page.getByRole('region', { name: 'Zgoda na pliki cookie' });
    await bar.getByText('Ta strona używa plików cookie.', { exact: false }).waitFor();
    const border = await page
      .locator('.shop-ConsentBar')
      .evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(border).toBe('rgb(15, 110, 90)');
    await bar.getByRole('button', { name: 'Zaakceptuj wszystkie pliki cookie' }).click();
    const { record, commands } = await consentOutcome(page);
    expect(record).toMatchObject({ setting: { web: true, ga: true, 'google-remarketing': true } });
    expect(commands).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);
    await expectBeats(examples.react);
    expect(errors).toEqual([]);
    await close();
  });

  it('brand-react: in English, deny stores an empty setting, keeps Consent Mode denied and says so', async () => {
    const { page, errors, close } = await openPage(examples.react);
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.getByText('We use cookies to run this shop', { exact: false }).waitFor();
    await bar.getByRole('button', { name: 'Reject' }).click();
    const { record, commands } = await consentOutcome(page);
    expect(record).toMatchObject({ setting: {} });
    expect(commands).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    const toast = page
      .getByRole('region', { name: 'Notifications' })
      .getByRole('alertdialog', { name: 'Done' });
    await toast.getByText('Your cookie settings have been saved.').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('brand-react: the dialog loads on demand in Polish, with no catalog of the shop', async () => {
    const { page, errors, close } = await openPage(examples.react, '?lang=pl');
    const scripts = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const before = await scripts();
    const bar = page.getByRole('region', { name: 'Zgoda na pliki cookie' });
    await bar.getByRole('button', { name: 'Ustawienia', exact: true }).click();
    await bar.getByRole('button', { name: 'Szczegółowe ustawienia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ustawienia plików cookie' });
    await dialog.waitFor();
    expect((await scripts()).length).toBeGreaterThan(before.length);
    // react-aria's hidden dismiss button speaks the page's locale (its I18nProvider), not the browser's English.
    expect(await page.getByRole('button', { name: 'Zignoruj' }).count()).toBe(1);
    await dialog.getByRole('tab', { name: 'Informacje o plikach cookie' }).click();
    await dialog.getByRole('heading', { name: 'Cookie policy' }).waitFor();
    await dialog.getByRole('button', { name: 'Zamknij' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator('body').textContent()).not.toMatch(/Zavrieť|Zavřít|Close|Oznámen/);
    expect(errors).toEqual([]);
    await close();
  });
});

/** The first fenced code block after `after` in a README, as lines. */
function readmeBlock(readme, after) {
  const text = readFileSync(join(root, readme), 'utf8');
  const start = text.indexOf('```', text.indexOf(after));
  const body = text.slice(text.indexOf('\n', start) + 1, text.indexOf('\n```', start));
  return body.split('\n');
}

describe('the examples run the READMEs’ code as written', () => {
  it.each([
    ['packages/consent/README.md', '## Example\n', 'examples/consent-vanilla/src/consent.ts'],
    ['packages/consent/README.md', 'For\nanother language', 'examples/brand-react/src/CookieConsent.tsx'],
    [
      'packages/consent/README.md',
      'in the module the example above loads',
      'examples/brand-react/src/polishDialogTexts.ts',
    ],
    ['packages/tracking/README.md', '## Example (vanilla)', 'examples/consent-vanilla/src/tracking.ts'],
    ['packages/tracking/README.md', '## Example (vanilla)', 'examples/brand-react/src/tracking.ts'],
  ])('%s (%j) is in %s, line by line in order', (readme, after, example) => {
    const lines = readFileSync(join(root, example), 'utf8').split('\n');
    let at = 0;
    for (const line of readmeBlock(readme, after).filter((line) => line.trim() !== '')) {
      const found = lines.indexOf(line, at);
      expect(found, `${example} lacks, in order: ${line}`).toBeGreaterThanOrEqual(0);
      at = found + 1;
    }
  });
});
