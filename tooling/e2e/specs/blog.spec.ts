import { expect, test } from '../fixtures';

const text = {
  sk: {
    listTitle: 'Blog o zdraví a výžive',
    mostRead: 'Najčítanejšie',
    newest: 'Najnovšie články',
    secondPage: 'Články – strana 2',
    secondPageTitle: 'Blog o zdraví a výžive, strana 2',
    newer: 'Novšie',
    older: 'Staršie',
    readFullArticle: 'Prečítať celý článok',
    related: 'Súvisiace články',
  },
  cz: {
    listTitle: 'Blog o zdraví a výživě',
    mostRead: 'Nejčtenější',
    newest: 'Nejnovější články',
    secondPage: 'Články – strana 2',
    secondPageTitle: 'Blog o zdraví a výživě, strana 2',
    newer: 'Novější',
    older: 'Starší',
    readFullArticle: 'Přečíst celý článek',
    related: 'Související články',
  },
} as const;

// Seeded on both sites under the same slug.
const articlePath = '/blog/vitamin-d3-v-zime';

test.describe('blog', () => {
  test('the list is complete HTML in the first response', async ({ request, site, expected }) => {
    const response = await request.get('/blog');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("'nonce-");
    const html = await response.text();
    expect(html).toContain(`<title>${text[site].listTitle} | ${expected.domain}</title>`);
    expect(html).toContain(text[site].mostRead);
    expect(html.match(new RegExp(text[site].readFullArticle, 'g'))?.length ?? 0).toBeGreaterThanOrEqual(6);
    expect(html).toContain('/_ipx/');
    expect(html).toContain('"@type":"Blog"');
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/www\.[^"]+\/blog"/);
  });

  test('pages through the list with older and newer links', async ({ page, site, expected }) => {
    await page.goto('/blog');
    const pager = page.getByRole('navigation', { name: /./ }).filter({ hasText: text[site].older });
    const newest = page.getByRole('region', { name: text[site].newest });
    const firstPageTitles = await newest.getByRole('heading', { level: 3 }).allTextContents();
    await pager.getByRole('link', { name: text[site].older }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByRole('heading', { name: text[site].mostRead })).toHaveCount(0);
    await expect(page).toHaveTitle(`${text[site].secondPageTitle} | ${expected.domain}`);
    await expect(newest).toHaveCount(0);
    const secondPage = page.getByRole('region', { name: text[site].secondPage });
    const secondPageTitles = await secondPage.getByRole('heading', { level: 3 }).allTextContents();
    expect(secondPageTitles.length).toBeGreaterThan(0);
    for (const title of secondPageTitles) expect(firstPageTitles).not.toContain(title);
    await page.getByRole('link', { name: text[site].newer }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { name: text[site].mostRead })).toBeVisible();
  });

  test('a later page is server-rendered on its own address', async ({ request, site }) => {
    const response = await request.get('/blog?page=2');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(text[site].newer);
    expect(html).not.toContain(text[site].mostRead);
  });

  test('opens an article with its title, JSON-LD and related articles', async ({ page, site, expected }) => {
    await page.goto('/blog');
    const card = page
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${articlePath}"]`) })
      .first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: text[site].readFullArticle }).click();
    await expect(page).toHaveURL(new RegExp(`${articlePath}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | ${expected.domain}`);
    await expect(page.getByRole('heading', { name: text[site].related })).toBeVisible();

    const response = await page.request.get(articlePath);
    const html = await response.text();
    const jsonLd = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ '@type': 'Article', headline: title });
    expect(html).toContain('<meta property="og:type" content="article"');
  });

  test('an article loaded directly hydrates without a second API call', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/blog')) apiCalls.push(request.url());
    });
    const response = await page.goto(articlePath);
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(apiCalls).toEqual([]);
  });

  for (const path of ['/blog/tento-clanok-neexistuje', '/blog?page=abc', '/blog?page=99']) {
    test(`${path} answers 404 with the not-found view`, async ({ page, expected, pageIssues }) => {
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(/Page Not Found: /);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        expected.notFoundTitle,
      );
    });
  }

  test('a client navigation to an unknown article shows the not-found view without reloading', async ({
    page,
    expected,
    pageIssues,
  }) => {
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
    await page.goto('/blog');
    await page.waitForLoadState('networkidle');
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // A history entry the router follows on popstate, as a link to a removed article would.
    await page.evaluate(() => {
      window.history.pushState(window.history.state, '', '/blog/clanok-bol-odstraneny');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      expected.notFoundTitle,
    );
    await expect(page.getByRole('main')).toContainText('/blog/clanok-bol-odstraneny');
    expect(documents).toEqual([]);
  });
});
