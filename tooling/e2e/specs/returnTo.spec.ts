import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

const missingPath = '/tato-stranka-neexistuje';

test.describe('return-to path', { tag: SITE_INDEPENDENT }, () => {
  test.beforeEach(({ pageIssues }) => {
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
  });

  test('visiting the home page stores / in the returnTo cookie for one hour', async ({ page, context }) => {
    await page.goto('/');
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'returnTo'))
      .toBe(true);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'returnTo');
    expect(decodeURIComponent(cookie?.value ?? '')).toBe('/');
    expect(cookie?.path).toBe('/');
    const secondsLeft = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(3_600 - 120);
    expect(secondsLeft).toBeLessThanOrEqual(3_600 + 5);
  });

  test('the back header of a subpage links to the stored path', async ({
    page,
    context,
    baseURL,
    expected,
  }) => {
    await context.addCookies([{ name: 'returnTo', value: '/rocnek2', url: baseURL ?? '' }]);
    await page.goto(missingPath);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: expected.backToOrder })).toHaveAttribute(
      'href',
      '/rocnek2',
    );
  });

  test('a full page load gives the header links the stored path before any module script runs', async ({
    page,
    context,
    baseURL,
    expected,
    pageIssues,
  }) => {
    pageIssues.allow(/net::ERR_FAILED|Failed to load/);
    await context.addCookies([{ name: 'returnTo', value: '%2Frocnek2', url: baseURL ?? '' }]);
    // Without the module scripts nothing hydrates: what shows is the HTML and its inline scripts.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(missingPath);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: expected.logoLabel })).toHaveAttribute('href', '/rocnek2');
    await expect(header.getByRole('link', { name: expected.backToOrder })).toHaveAttribute(
      'href',
      '/rocnek2',
    );
  });

  test('the header links keep the stored path through hydration and client navigation', async ({
    page,
    context,
    baseURL,
    expected,
  }) => {
    await context.addCookies([{ name: 'returnTo', value: '%2Fskusobny-balicek', url: baseURL ?? '' }]);
    await page.goto(missingPath);
    await page.waitForLoadState('load');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: expected.backToOrder })).toHaveAttribute(
      'href',
      '/skusobny-balicek',
    );
    await expect(header.getByRole('link', { name: expected.logoLabel })).toHaveAttribute(
      'href',
      '/skusobny-balicek',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: expected.footer.reviews }).click();
    await expect(header.getByRole('link', { name: expected.backToOrder })).toHaveAttribute(
      'href',
      '/skusobny-balicek',
    );
  });

  test('the back link leads back to the order page', async ({ page, expected }) => {
    await page.goto('/');
    await page.goto(missingPath);
    await page.getByRole('banner').getByRole('link', { name: expected.backToOrder }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
