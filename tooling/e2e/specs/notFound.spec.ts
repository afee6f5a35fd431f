import { expect, test } from '../fixtures';

// '/Blog': another case of a real path is no second copy of the page.
const missingPaths = ['/tato-stranka-neexistuje', '/blog/neexistuje/hlbsie', '/Blog'];

test.describe('not-found page', () => {
  for (const path of missingPaths) {
    test(`${path} answers 404 with the not-found view`, async ({ page, expected, pageIssues }) => {
      // Chromium reports the document's own 404 as a failed resource load.
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(new RegExp(`Page Not Found: ${path}`));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toContain('text/html');

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.notFoundTitle);
      await expect(main).toContainText(path);
      await expect(main.locator(`a[href="tel:${expected.errorPhone.raw}"]`)).toHaveText(
        expected.errorPhone.readable,
      );
      await expect(main.locator(`a[href="mailto:${expected.email}"]`)).toHaveText(expected.email);
      await expect(main.locator('a[href="/"]').first()).toBeVisible();

      await expect(page.getByRole('banner').getByRole('link', { name: expected.backToOrder })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(expected.company);
    });
  }

  test('the 404 body is complete HTML in the first response', async ({ request, expected }) => {
    const response = await request.get('/tato-stranka-neexistuje');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(expected.notFoundTitle);
    expect(html).toContain(`href="tel:${expected.errorPhone.raw}"`);
    expect(html).toContain(`href="mailto:${expected.email}"`);
  });
});
