import { expect, test } from '../fixtures';

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

  test('its lazily loaded parts insert no script preload links while the page starts', async ({ page }) => {
    // Each script preload link a script inserts starts a fetch on the main thread, a fraction of a
    // millisecond each even on a fast machine, and the bundler's helper inserted a whole batch per
    // lazy import, inside the tasks that hydrate the page; a lazy chunk's own imports are fetched
    // by the browser as it loads the chunk. Stylesheets still come first, so nothing is unstyled.
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
    await page.goto('/');
    await expect(page.locator('.site-HomeOrder form')).toBeVisible();
    const inserted = await page.evaluate(
      () => (window as unknown as { insertedLinks: string[] }).insertedLinks,
    );
    expect(
      inserted.filter((link) => link.startsWith('stylesheet ')).length,
      'the form’s stylesheets',
    ).toBeGreaterThan(0);
    expect(inserted.filter((link) => !link.startsWith('stylesheet '))).toEqual([]);
  });
});
