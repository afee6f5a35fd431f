import { expect, test } from '../fixtures';

const text = {
  sk: {
    listTitle: 'Recenzie zákazníkov',
    readFullReview: 'Prečítať celú recenziu',
    older: 'Staršie',
    verified: 'Overený zákazník',
    rating: /^Hodnotenie [1-5] z 5$/,
    conditionsTitle: 'Podmienky zverejňovania recenzií',
  },
  cz: {
    listTitle: 'Recenze zákazníků',
    readFullReview: 'Přečíst celou recenzi',
    older: 'Starší',
    verified: 'Ověřený zákazník',
    rating: /^Hodnocení [1-5] z 5$/,
    conditionsTitle: 'Podmínky zveřejňování recenzí',
  },
} as const;

test.describe('reviews', () => {
  test('the list is complete HTML in the first response', async ({ request, site, expected }) => {
    const response = await request.get(expected.reviewsPath);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${text[site].listTitle} | ${expected.domain}</title>`);
    expect(html.match(new RegExp(text[site].readFullReview, 'g'))?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(html).toContain('"@type":"Review"');
    expect(html).toContain('"itemReviewed":{"@type":"Product","name":"Nordlys"}');
    expect(html).toContain(
      `<link rel="canonical" href="https://www.${expected.domain}${expected.reviewsPath}"`,
    );
    expect(html).toContain(`href="${expected.reviewsPath}?page=2"`);
  });

  test('shows rating, label and opens a review', async ({ page, site, expected }) => {
    await page.goto(expected.reviewsPath);
    const card = page.getByRole('article').first();
    await expect(card.getByRole('img', { name: text[site].rating })).toBeVisible();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: text[site].readFullReview }).click();
    await expect(page).toHaveURL(new RegExp(`${expected.reviewsPath}/[a-z0-9-]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${expected.domain}`);
    const response = await page.request.get(new URL(page.url()).pathname);
    const html = await response.text();
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Review',
      name: title,
      reviewRating: { bestRating: 5 },
      itemReviewed: { '@type': 'Product' },
    });
  });

  test('the label badge leads to the review conditions', async ({ page, site, expected }) => {
    await page.goto(expected.reviewsPath);
    const badge = page.getByRole('link', { name: new RegExp(`^${text[site].verified}:`) }).first();
    await expect(badge).toHaveAttribute('href', '/podmienky/reviews');
    await badge.click();
    await expect(page).toHaveURL(/\/podmienky\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[site].conditionsTitle);
  });

  test('pages through the list', async ({ page, site, expected }) => {
    await page.goto(expected.reviewsPath);
    await page.getByRole('link', { name: text[site].older }).click();
    await expect(page).toHaveURL(new RegExp(`${expected.reviewsPath}\\?page=2$`));
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  for (const suffix of ['/tato-recenzia-neexistuje', '?page=abc', '?page=99']) {
    test(`{reviews}${suffix} answers 404 with the not-found view`, async ({ page, expected, pageIssues }) => {
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(/Page Not Found: /);
      const response = await page.goto(`${expected.reviewsPath}${suffix}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        expected.notFoundTitle,
      );
    });
  }
});
