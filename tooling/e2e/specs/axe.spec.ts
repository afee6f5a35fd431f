import { expect, type Page, test } from '@playwright/test';
import { axeResultsOfSettledPage } from '../axe';
import { SITE_INDEPENDENT } from '../tags';

/** An origin no server listens on: the pages below are answered by the test itself. */
const origin = 'http://localhost:3999';

const html = (body: string) =>
  `<!doctype html><html lang="sk"><head><title>Audit</title></head><body>${body}</body></html>`;

async function serve(page: Page, pages: Record<string, string>) {
  await page.route(`${origin}/**`, (route) => {
    const body = pages[new URL(route.request().url()).pathname];
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'text/html; charset=utf-8', body });
  });
}

/**
 * The audit helper every page spec relies on: it must report what a visitor would be failed on,
 * in the page and in a same-origin frame, and nothing on a clean page.
 */
test.describe('axe helper', { tag: SITE_INDEPENDENT }, () => {
  test('reports violations in the page and in a same-origin frame', async ({ page }) => {
    await serve(page, {
      '/': html(`<main><h1>Audit</h1>
        <img src="/pixel.gif">
        <p style="color:#bbb;background:#fff">Sotva čitateľný text</p>
        <iframe title="Formulár" src="/frame"></iframe></main>`),
      '/frame': html('<input type="text">'),
    });
    await page.goto(`${origin}/`);
    await expect.poll(() => page.frames().length).toBe(2);
    await page.frames()[1]?.waitForLoadState();

    const results = await axeResultsOfSettledPage(page);
    const targets = Object.fromEntries(
      results.violations.map((violation) => [
        violation.id,
        violation.nodes.map((node) => node.target.join(' ')),
      ]),
    );
    expect(Object.keys(targets).sort()).toEqual(['color-contrast', 'image-alt', 'label']);
    expect(targets.label, 'the field inside the frame').toEqual(['iframe input']);
  });

  test('reports nothing on a page without faults', async ({ page }) => {
    await serve(page, { '/': html('<main><h1>Audit</h1><label>Meno <input type="text"></label></main>') });
    await page.goto(`${origin}/`);
    expect((await axeResultsOfSettledPage(page)).violations).toEqual([]);
  });
});
