import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { routeBundleSizes } from '../../scripts/bench/bundleSizes.mjs';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Issue 4 budget: the home page with its order form (whose code and configuration load after hydration). */
const homeInitialJsBudget = 140_000;

for (const app of ['sk', 'cz']) {
  test(`${app}: home page initial JS is at most 140 kB gzip`, () => {
    const clientDir = join(repoRoot, 'apps', app, 'dist/client');
    expect(existsSync(clientDir), `${clientDir} exists (build the app first)`).toBe(true);
    const home = routeBundleSizes(clientDir).find((row) => row.route === '/');
    expect(home, 'a prerendered index.html').toBeDefined();
    expect(home?.initialJs.files, 'home page loads at least one script').toBeGreaterThan(0);
    test.info().annotations.push({
      type: 'size',
      description: `${app} home initial JS ${home?.initialJs.gzip} B gzip (${home?.initialJs.files} files)`,
    });
    expect(home?.initialJs.gzip).toBeLessThanOrEqual(homeInitialJsBudget);
  });
}

/** Minifiers may keep non-ASCII text as written or as `\uXXXX` escapes; look for both. */
function textForms(text: string): string[] {
  const escaped = text.replace(
    /[^\u0020-\u007e]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return [text, escaped];
}

function bundledScripts(app: string): string {
  const assetsDir = join(repoRoot, 'apps', app, 'dist/client/assets');
  return readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assetsDir, file), 'utf8'))
    .join('\n');
}

const notFoundTitle = { sk: 'Stránka nebola nájdená', cz: 'Stránka nebyla nalezena' } as const;

for (const [app, other] of [
  ['sk', 'cz'],
  ['cz', 'sk'],
] as const) {
  test(`${app}: the bundle carries its own catalog and not the other language's`, () => {
    const scripts = bundledScripts(app);
    expect(textForms(notFoundTitle[app]).some((form) => scripts.includes(form))).toBe(true);
    for (const form of textForms(notFoundTitle[other])) expect(scripts).not.toContain(form);
  });
}

/** Issue 5: the consent dialog loads on demand within 15 kB gzip; no page's first load carries consent UI code. */
const consentDialogBudget = 15_000;
/** Issue 5: the bar's code, JS and CSS, at most 8 kB gzip. */
const consentBarBudget = 8_000;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const gzipOf = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const isConsentSource = (key: string) => /packages\/consent\/src\/|packages\/site\/src\/consent\//.test(key);

for (const app of ['sk', 'cz']) {
  test(`${app}: consent bar and dialog stay within their budgets and out of every page's first load`, () => {
    const distDir = join(repoRoot, 'apps', app, 'dist');
    const manifest = JSON.parse(readFileSync(join(distDir, 'client-manifest.json'), 'utf8')) as Record<
      string,
      ManifestChunk
    >;
    const keyOf = (suffix: string) => {
      const key = Object.keys(manifest).find((name) => name.endsWith(suffix));
      expect(key, `${suffix} is a chunk of the build`).toBeDefined();
      return key ?? '';
    };
    const barKey = keyOf('site/src/consent/SiteConsentBar.tsx');
    const dialogKey = keyOf('site/src/consent/SiteConsentDialog.tsx');
    const importers = new Map<string, string[]>();
    for (const [key, chunk] of Object.entries(manifest)) {
      for (const imported of chunk.imports ?? [])
        importers.set(imported, [...(importers.get(imported) ?? []), key]);
    }
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      return seen;
    };
    // The bar's code: its chunk and the chunks only consent code loads. Chunks that other parts of the
    // site load too (react-aria, tracking, the site shell) are theirs and counted there.
    const barClosure = closure(barKey);
    const barOwn = [...barClosure].filter((key) =>
      (importers.get(key) ?? []).every((importer) => barClosure.has(importer) || isConsentSource(importer)),
    );
    const assetFile = (file: string) => join(distDir, 'client', file);
    // The bar's CSS is part of the page's first stylesheet (the bar is in the first HTML), so its
    // share is counted from its source, as a file of its own would be.
    const barCss = join(repoRoot, 'packages/consent/src/bar.css');
    const barSize = [...barOwn.map((key) => assetFile(manifest[key]?.file ?? '')), barCss]
      .map(gzipOf)
      .reduce((sum, size) => sum + size, 0);
    const dialog = manifest[dialogKey] as ManifestChunk;
    const dialogSize = [dialog.file, ...(dialog.css ?? [])]
      .map((file) => gzipOf(assetFile(file)))
      .reduce((sum, size) => sum + size, 0);
    test.info().annotations.push({
      type: 'size',
      description: `${app} consent bar ${barSize} B gzip (${barOwn.length} chunks + bar.css), dialog ${dialogSize} B gzip (+ shared react-aria chunks)`,
    });
    expect(barSize).toBeLessThanOrEqual(consentBarBudget);
    expect(dialogSize).toBeLessThanOrEqual(consentDialogBudget);

    for (const row of routeBundleSizes(join(distDir, 'client'))) {
      const html = readFileSync(join(distDir, 'client', row.file), 'utf8');
      for (const file of [manifest[barKey]?.file ?? '', dialog.file]) {
        expect(html, `${row.route} loads ${file} up front`).not.toContain(file);
      }
    }
  });
}
