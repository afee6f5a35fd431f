// Bundle sizes as a browser downloads them: what each prerendered page loads up front (scripts,
// module preloads, stylesheets) and what it may fetch later (lazy chunks), raw and gzip.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const attributePattern = (name) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i');

function attribute(tag, name) {
  const match = attributePattern(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3] ?? null) : null;
}

/** Same-origin asset URLs a page references in `<script src>` and `<link rel=modulepreload|stylesheet>`. */
export function pageAssetReferences(html) {
  const scripts = [];
  const modulePreloads = [];
  const stylesheets = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src) scripts.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel.includes('modulepreload')) modulePreloads.push(href);
    else if (rel.includes('stylesheet')) stylesheets.push(href);
  }
  const local = (url) => url.startsWith('/') && !url.startsWith('//');
  return {
    scripts: scripts.filter(local),
    modulePreloads: modulePreloads.filter(local),
    stylesheets: stylesheets.filter(local),
  };
}

/** Raw and gzip (level 9, as the build precompresses) byte counts of one file. */
export function fileSize(file) {
  const content = readFileSync(file);
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function sumSizes(files) {
  return files.reduce(
    (total, file) => {
      const size = fileSize(file);
      return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, files: total.files + 1 };
    },
    { raw: 0, gzip: 0, files: 0 },
  );
}

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * The route a prerendered file answers: `index.html` is `/`, `a/b/index.html` is `/a/b`, and
 * `404.html` (sent for every unknown path) is `(not found)`.
 */
export function routeOfHtmlFile(relativeFile) {
  const path = relativeFile.split(sep).join('/');
  if (path === 'index.html') return '/';
  if (path === '404.html') return '(not found)';
  if (path.endsWith('/index.html')) return `/${path.slice(0, -'/index.html'.length)}`;
  return `/${path}`;
}

function fileOfUrl(clientDir, url) {
  return join(clientDir, decodeURIComponent(url.split(/[?#]/)[0] ?? '').replace(/^\/+/, ''));
}

/**
 * Sizes per prerendered page of an app's `dist/client`: initial JS (scripts + module preloads),
 * initial CSS, and the app's other JS chunks, which the page can only load lazily.
 */
export function routeBundleSizes(clientDir) {
  const allFiles = [...filesUnder(clientDir)];
  const allJs = allFiles.filter((file) => extname(file) === '.js');
  const htmlFiles = allFiles.filter((file) => extname(file) === '.html').sort();
  return htmlFiles.map((htmlFile) => {
    const references = pageAssetReferences(readFileSync(htmlFile, 'utf8'));
    const toFiles = (urls) => [...new Set(urls.map((url) => fileOfUrl(clientDir, url)))];
    const jsFiles = toFiles([...references.scripts, ...references.modulePreloads]);
    const cssFiles = toFiles(references.stylesheets);
    const missing = [...jsFiles, ...cssFiles].filter((file) => !existsSync(file));
    if (missing.length > 0) {
      throw new Error(`${htmlFile} references missing files: ${missing.join(', ')}`);
    }
    const initial = new Set(jsFiles);
    return {
      route: routeOfHtmlFile(relative(clientDir, htmlFile)),
      file: relative(clientDir, htmlFile).split(sep).join('/'),
      initialJs: sumSizes(jsFiles),
      initialCss: sumSizes(cssFiles),
      lazyJs: sumSizes(allJs.filter((file) => !initial.has(file))),
    };
  });
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function entryFiles(exportsField) {
  const files = new Set();
  const visit = (value) => {
    if (typeof value === 'string') files.add(value);
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) visit(inner);
  };
  visit(exportsField);
  return [...files].filter((file) => /\.(m?js|css)$/.test(file) && file.startsWith('./dist/'));
}

/** Gzip size of each built entry file (JS and CSS under `exports`) of every package in `packagesDir`. */
export function packageEntrySizes(packagesDir) {
  const rows = [];
  for (const name of readdirSync(packagesDir).sort()) {
    const manifestFile = join(packagesDir, name, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = readJson(manifestFile);
    for (const entry of entryFiles(manifest.exports)) {
      const file = join(packagesDir, name, entry);
      if (!existsSync(file) || !statSync(file).isFile()) {
        rows.push({ package: manifest.name, entry, missing: true, raw: 0, gzip: 0 });
        continue;
      }
      rows.push({ package: manifest.name, entry, missing: false, ...fileSize(file) });
    }
  }
  return rows;
}
