import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The script files only the home page's form needs (its two lazy chunks and what they import that
 * neither the first script, the footer nor the consent bar imports) and the form's stylesheets.
 */
function homeFormChunks(site: string) {
  const manifestFile = join(repoRoot, 'apps', site, 'dist/client-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`no chunk ${key} in the ${site} build`);
    return found;
  };
  const keyOf = (pattern: RegExp) => {
    const key = Object.keys(manifest).find((name) => pattern.test(name));
    if (!key) throw new Error(`no chunk ${pattern} in the ${site} build`);
    return key;
  };
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of chunk(key).imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  };
  // The page carries its offer's configuration, so the form's own code is all it loads.
  const form = closure([keyOf(/(^_OrderFormSection-.*\.js|order\/OrderFormSection\.tsx)$/)]);
  const shell = closure([
    Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '',
    keyOf(/SiteChromeBottom\.tsx$/),
    keyOf(/SiteConsentBar\.tsx$/),
  ]);
  const formOnly = [...form].filter((key) => !shell.has(key));
  return {
    formOnlyFiles: formOnly.map((key) => `/${chunk(key).file}`),
    formStylesheets: formOnly.flatMap((key) => (chunk(key).css ?? []).map((css) => `/${css}`)),
  };
}

test.describe('home page', () => {
  test('the first response is the complete page @mobile', async ({ request, expected }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]*\\slang="${expected.lang}"`));
    expect(html).toMatch(new RegExp(`<title>[^<]*${expected.domain.replace('.', '\\.')}[^<]*</title>`));
    expect(html).toMatch(/<main\b[^>]*>[\s\S]*<h1\b[\s\S]*<\/main>/);
    expect(html).toMatch(/<footer\b/);
    expect(html).toContain(expected.company);
    expect(html).toContain(`href="tel:${expected.phone.raw}"`);
    expect(html).toContain(`href="mailto:${expected.email}"`);
  });

  test('content shows with JavaScript disabled', async ({ browser, baseURL, userAgent, expected }) => {
    const context = await browser.newContext({ baseURL, userAgent, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const response = await page.goto('/');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(expected.company);
      await expect(page.locator(`a[href="tel:${expected.phone.raw}"]`).first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('the form’s code fetches its own imports, without script preload links inserted ahead', async ({
    page,
    site,
  }) => {
    // Each script preload link a script inserts starts a fetch on the main thread, and the
    // bundler's helper inserted a batch per lazy import, inside the tasks that start the page.
    // The form renders nothing the server rendered, so the browser fetches its imports as it
    // loads it; only its stylesheets go first, so it never shows unstyled.
    const { formOnlyFiles, formStylesheets } = homeFormChunks(site);
    expect(formOnlyFiles.length, 'the form has chunks of its own').toBeGreaterThan(3);
    await page.addInitScript(() => {
      const inserted: string[] = [];
      (window as unknown as { insertedLinks: string[] }).insertedLinks = inserted;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && document.readyState !== 'loading') {
              inserted.push(`${node.rel} ${new URL(node.href).pathname}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('.site-HomeOrder form')).toBeVisible();
    const inserted = await page.evaluate(
      () => (window as unknown as { insertedLinks: string[] }).insertedLinks,
    );
    for (const file of formStylesheets) expect(inserted).toContain(`stylesheet ${file}`);
    for (const file of formOnlyFiles) {
      expect(scripts, `${file} is loaded`).toContain(file);
      expect(inserted).not.toContain(`modulepreload ${file}`);
    }
  });
});
