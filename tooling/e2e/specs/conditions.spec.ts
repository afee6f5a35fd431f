import { expect, test } from '../fixtures';

const text = {
  sk: { terms: 'Obchodné podmienky', navTitle: 'Podmienky a dokumenty', updated: 'Aktualizované' },
  cz: { terms: 'Obchodní podmínky', navTitle: 'Podmínky a dokumenty', updated: 'Aktualizováno' },
} as const;

const names = ['terms', 'delivery-payment', 'personal-data', 'cookies', 'loyalty-programme', 'reviews'];

test.describe('conditions', () => {
  test('a condition is complete HTML in the first response', async ({ request, site, expected }) => {
    const response = await request.get('/podmienky/terms');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${text[site].terms} | ${expected.domain}</title>`);
    expect(html).toContain(text[site].updated);
    expect(html).toContain(`<link rel="canonical" href="https://www.${expected.domain}/podmienky/terms"`);
    for (const name of names) expect(html).toContain(`href="/podmienky/${name}"`);
  });

  test('the navigation opens another condition', async ({ page, site }) => {
    await page.goto('/podmienky/reviews');
    const nav = page.getByRole('navigation', { name: text[site].navTitle });
    await nav.getByRole('link', { name: text[site].terms }).click();
    await expect(page).toHaveURL(/\/podmienky\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[site].terms);
  });

  test('the Czech spelling moves permanently to /podmienky', async ({ request }) => {
    const response = await request.get('/podminky/terms', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toMatch(/\/podmienky\/terms$/);
  });

  test('an unknown condition answers 404 with the not-found view', async ({ page, expected, pageIssues }) => {
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
    const response = await page.goto('/podmienky/neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      expected.notFoundTitle,
    );
  });
});
