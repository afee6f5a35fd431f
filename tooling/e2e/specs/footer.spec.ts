import { expect, test } from '../fixtures';

declare global {
  interface Window {
    __shopConsentOpenCount?: number;
  }
}

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
  });

  test('shows the company, contacts and links of the site', async ({ page, expected }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(expected.company);
    await expect(footer.getByRole('link', { name: expected.phone.readable })).toHaveAttribute(
      'href',
      `tel:${expected.phone.raw}`,
    );
    await expect(footer.getByRole('link', { name: expected.email })).toHaveAttribute(
      'href',
      `mailto:${expected.email}`,
    );
    await expect(footer.getByRole('link', { name: expected.footer.cookiesPersonalData })).toHaveAttribute(
      'href',
      expected.cookiesPath,
    );
    await expect(footer.getByRole('link', { name: expected.footer.reviews, exact: true })).toHaveAttribute(
      'href',
      expected.reviewsPath,
    );
    await expect(footer.getByRole('link', { name: expected.footer.blog, exact: true })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(footer.getByRole('link', { name: expected.footer.accessibility })).toHaveAttribute(
      'href',
      '/pristupnost',
    );
    await expect(footer.getByRole('img', { name: 'Visa' })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Mastercard' })).toBeVisible();
  });

  test('the cookie settings button asks the consent UI to open', async ({ page, expected }) => {
    await page.evaluate(() => {
      window.__shopConsentOpenCount = 0;
      window.addEventListener('shop:consent-open', () => {
        window.__shopConsentOpenCount = (window.__shopConsentOpenCount ?? 0) + 1;
      });
    });
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).click();
    await expect.poll(() => page.evaluate(() => window.__shopConsentOpenCount)).toBe(1);
  });

  test('each panel opens as a dialog and closes with Escape, focus back on its button', async ({
    page,
    expected,
  }) => {
    for (const panel of ['terms', 'deliveryPayment', 'reviewsInfo'] as const) {
      const button = page.getByRole('contentinfo').getByRole('button', { name: expected.footer[panel] });
      await button.click();
      const dialog = page.getByRole('dialog', { name: expected.footer[panel] });
      await expect(dialog, panel).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog, panel).toBeHidden();
      await expect(button, panel).toBeFocused();
    }
  });

  test('the reviews popup explains the four review labels', async ({ page, expected }) => {
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.reviewsInfo }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText([...expected.reviewExplanations]);
  });
});
