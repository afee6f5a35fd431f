import type { BlogArticle, BlogArticleSummary } from '@shop/contracts';
import { sk } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import {
  createFakeApi,
  createPageRenderer,
  createTestSite,
  jsonLdOf,
  jsonResponse,
  pagedResponse,
  TEST_NONCE,
} from '../test/serverRendering';

function summary(index: number): BlogArticleSummary {
  return {
    slug: `clanok-${index}`,
    title: `Článok ${index} </script>`,
    perex: `Perex článku ${index}.`,
    imagePath: `/images/blog/clanok-${index}.webp`,
    publishedAt: `2024-0${(index % 9) + 1}-10T08:00:00.000Z`,
    readingMinutes: index,
    readCount: 100 * index,
  };
}

const articles = Array.from({ length: 8 }, (_, index) => summary(index + 1));

function articleOf(item: BlogArticleSummary): BlogArticle {
  return { ...item, contentHtml: '<p>Obsah článku.</p>', related: articles.slice(0, 2) };
}

type ApiBehaviour = 'ok' | 'down';

/** A stand-in for the API's blog endpoints. */
function fakeApi(behaviour: ApiBehaviour = 'ok') {
  return createFakeApi((url) => {
    if (behaviour === 'down') return jsonResponse({ error: 'unavailable' }, 503);
    const slug = url.pathname.match(/^\/api\/blog\/articles\/(.+)$/)?.[1];
    if (slug) {
      const found = articles.find((item) => item.slug === slug);
      return found ? jsonResponse(articleOf(found)) : jsonResponse({ error: 'not_found' }, 404);
    }
    const sorted =
      url.searchParams.get('sort') === 'most-read'
        ? [...articles].sort((a, b) => (b.readCount ?? 0) - (a.readCount ?? 0))
        : [...articles].reverse();
    return pagedResponse(sorted, url);
  });
}

const render = createPageRenderer(createTestSite('sk'), fakeApi);
const renderCzech = createPageRenderer(createTestSite('cz'), fakeApi);

describe('blog pages rendered on the server', () => {
  it('renders the list with the most-read block, newest first, and the list head', async () => {
    const api = fakeApi();
    const page = await render('/blog', api);
    expect(page.status).toBe(200);
    expect(api.calls).toContain('/api/blog/articles?page=1&pageSize=3&sort=most-read');
    expect(page.html).toContain('Najčítanejšie');
    expect(page.html).toContain('Prečítať celý článok');
    expect(page.html).toContain('<title>Blog o zdraví a výžive | nordlys.sk</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/blog" ');
    expect(page.html).toContain('href="/blog?page=2"');
    expect(jsonLdOf(page.html)).toMatchObject({ '@type': 'Blog', url: 'https://www.nordlys.sk/blog' });
  });

  it('renders a later page without the most-read block and links back to newer articles', async () => {
    const page = await render('/blog?page=2');
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Najčítanejšie');
    expect(page.html).toContain('Blog o zdraví a výžive, strana 2 | nordlys.sk');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/blog?page=2"');
  });

  it('heads a later page by its number, not as the newest articles', async () => {
    const later = await render('/blog?page=2');
    expect(later.html).toMatch(/<h2 id="blog-articles"[^>]*>Články – strana 2<\/h2>/);
    expect(later.html).not.toContain('Najnovšie články');
    expect(later.html).toContain('<title>Blog o zdraví a výžive, strana 2 | nordlys.sk</title>');
    const first = await render('/blog');
    expect(first.html).toMatch(/<h2 id="blog-articles"[^>]*>Najnovšie články<\/h2>/);
  });

  it('heads a later page by its number in Czech too', async () => {
    const page = await renderCzech('/blog?page=2');
    expect(page.html).toMatch(/<h2 id="blog-articles"[^>]*>Články – strana 2<\/h2>/);
    expect(page.html).not.toContain('Nejnovější články');
    expect(page.html).toContain('<title>Blog o zdraví a výživě, strana 2 | nordlys.cz</title>');
  });

  it.each(['/blog?page=0', '/blog?page=abc', '/blog?page=1.5', '/blog?page=9'])(
    '%s is the not-found view with status 404',
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
    },
  );

  it('renders an article with its sanitised body, related articles and Article JSON-LD', async () => {
    const page = await render('/blog/clanok-3');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>Obsah článku.</p>');
    expect(page.html).not.toContain('aria-current="page"');
    expect(page.html).toContain('Súvisiace články');
    expect(page.html).toMatch(/<meta property="og:type" content="article"[^>]*>/);
    const data = jsonLdOf(page.html) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Article', headline: 'Článok 3 </script>' });
    expect(page.html).not.toContain('Článok 3 </script>"');
    expect(page.html).toContain(`<script type="application/ld+json" nonce="${TEST_NONCE}">`);
  });

  it('answers an unknown slug with the not-found view and status 404', async () => {
    const page = await render('/blog/neexistuje');
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
  });

  it('shows the error view when the API fails', async () => {
    const page = await render('/blog', fakeApi('down'));
    expect(page.status).toBe(500);
    expect(page.html).toContain(sk.shell.errorPage.serverErrorTitle);
  });

  it('dehydrates the loader data into the document for hydration', async () => {
    const page = await render('/blog/clanok-3');
    expect(page.html).toContain('$_TSR');
    expect(page.html).toContain('Obsah článku.');
    expect(page.html.match(/Perex článku 3\./g)?.length ?? 0).toBeGreaterThan(1);
  });
});
