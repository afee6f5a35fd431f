import type { Testimonial, TestimonialSummary } from '@shop/contracts';
import { sk } from '@shop/i18n/sk';
import { describe, expect, it } from 'vitest';
import {
  createFakeApi,
  createPageRenderer,
  createTestSite,
  jsonLdOf,
  jsonResponse,
  pagedResponse,
} from '../test/serverRendering';

const labels = ['verified-customer', 'partner', 'unverified-customer'] as const;

function summary(index: number): TestimonialSummary {
  return {
    slug: `recenzia-${index}`,
    name: `Zákazník ${index}`,
    city: 'Trnava',
    label: labels[index % 3] as TestimonialSummary['label'],
    rating: (index % 5) + 1,
    title: `Recenzia ${index} </script>`,
    excerpt: `Úryvok recenzie ${index}.`,
    publishedAt: `2024-0${(index % 9) + 1}-10T08:00:00.000Z`,
  };
}

const reviews = Array.from({ length: 12 }, (_, index) => summary(index + 1));

function reviewOf(item: TestimonialSummary): Testimonial {
  return { ...item, contentHtml: '<p>Celý text recenzie.</p>' };
}

/** A stand-in for the API's testimonial endpoints. */
function fakeApi(behaviour: 'ok' | 'down' = 'ok') {
  return createFakeApi((url) => {
    if (behaviour === 'down') return jsonResponse({ error: 'unavailable' }, 503);
    const slug = url.pathname.match(/^\/api\/testimonials\/(.+)$/)?.[1];
    if (slug) {
      const found = reviews.find((item) => item.slug === slug);
      return found ? jsonResponse(reviewOf(found)) : jsonResponse({ error: 'not_found' }, 404);
    }
    return pagedResponse(reviews, url);
  });
}

const render = createPageRenderer(createTestSite('sk'), fakeApi);

describe('review pages rendered on the server', () => {
  it('renders the first page of the list with ratings, labels and the list head', async () => {
    const api = fakeApi();
    const page = await render('/recenzie', api);
    expect(page.status).toBe(200);
    expect(api.calls.some((call) => call.startsWith('/api/testimonials?'))).toBe(true);
    expect(page.html).toContain('<title>Recenzie zákazníkov | nordlys.sk</title>');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/recenzie" ');
    expect(page.html).toContain('aria-label="Hodnotenie 2 z 5"');
    expect(page.html).toContain('Overený zákazník');
    expect(page.html).toMatch(/<a class="site-ReviewLabel"[^>]*href="\/podmienky\/reviews"/);
    expect(page.html).toContain('href="/recenzie/recenzia-1"');
    expect(page.html).toContain('href="/recenzie?page=2"');
    expect(page.html).not.toContain('Recenzia 7 </script>');
    const data = jsonLdOf(page.html) as { itemListElement: unknown[] };
    expect(data).toMatchObject({ '@type': 'ItemList', url: 'https://www.nordlys.sk/recenzie' });
    expect(data.itemListElement[0]).toMatchObject({
      item: {
        '@type': 'Review',
        reviewRating: { ratingValue: 2, bestRating: 5 },
        itemReviewed: { '@type': 'Product', name: 'Nordlys' },
      },
    });
  });

  it('renders a later page on its own canonical address', async () => {
    const page = await render('/recenzie?page=2');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Recenzie zákazníkov, strana 2 | nordlys.sk');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/recenzie?page=2"');
    expect(page.html).toContain('href="/recenzie/recenzia-7"');
  });

  it.each(['/recenzie?page=0', '/recenzie?page=abc', '/recenzie?page=3'])(
    '%s is the not-found view with status 404',
    async (path) => {
      const page = await render(path);
      expect(page.status).toBe(404);
      expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
    },
  );

  it('renders a review with its body and Review JSON-LD', async () => {
    const page = await render('/recenzie/recenzia-3');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p>Celý text recenzie.</p>');
    expect(page.html).toContain('Hodnotenie 4 z 5');
    expect(page.html).toContain('<meta property="og:type" content="article"');
    expect(page.html).toContain('<link rel="canonical" href="https://www.nordlys.sk/recenzie/recenzia-3"');
    expect(jsonLdOf(page.html)).toMatchObject({
      '@type': 'Review',
      name: 'Recenzia 3 </script>',
      author: { name: 'Zákazník 3' },
      reviewRating: { ratingValue: 4 },
      itemReviewed: { '@type': 'Product', name: 'Nordlys' },
    });
    expect(page.html).not.toContain('Recenzia 3 </script>"');
  });

  it('answers an unknown slug with the not-found view and status 404', async () => {
    const page = await render('/recenzie/neexistuje');
    expect(page.status).toBe(404);
    expect(page.html).toContain(sk.shell.errorPage.notFoundTitle);
  });

  it('shows the error view when the API fails', async () => {
    const page = await render('/recenzie', fakeApi('down'));
    expect(page.status).toBe(500);
    expect(page.html).toContain(sk.shell.errorPage.serverErrorTitle);
  });

  it('does not answer the other site’s address', async () => {
    const page = await render('/recenze');
    expect(page.status).toBe(404);
  });
});
