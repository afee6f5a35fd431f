import {
  blogArticleSchema,
  blogArticlesPageSchema,
  conditionSchema,
  conditionsListSchema,
  testimonialSchema,
  testimonialsPageSchema,
  validationErrorBodySchema,
} from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, conditions, testimonials } from '../db/schema';
import { type TestDatabase, testBackends } from '../db/testDatabases';
import { createLogger } from '../logger';
import { defaultContent } from '../seed/defaultContent';
import { seedContent } from '../seed/seedContent';
import type { ContentBySite } from '../seed/siteContent';
import { createApi } from './createApi';

const hostile: ContentBySite = {
  sk: {
    articles: [
      {
        slug: 'nebezpecny-clanok',
        title: 'Test',
        perex: 'Test',
        topic: 'use',
        publishedAt: '2020-01-01T00:00:00Z',
        readCount: 0,
        contentHtml:
          '<p>Text<script>alert(1)</script></p><img src="/_ipx/w_640/images/blog/x.webp" onerror="alert(2)" alt="x">',
      },
    ],
    testimonials: [],
    conditions: [],
  },
  cz: { articles: [], testimonials: [], conditions: [] },
};

describe.each(testBackends())('content API on $name', (backend) => {
  /** A database seeded with the shipped content, and the API mounted for each site and for none. */
  async function openSeededApi() {
    const opened = await backend.open();
    await seedContent(opened.database.db, defaultContent);
    const mount = (site?: 'sk' | 'cz') =>
      new Hono().route(
        '/api',
        createApi({
          db: opened.database,
          logger: createLogger({ level: 'silent' }),
          ...(site ? { site } : {}),
        }),
      );
    return { opened, sk: mount('sk'), cz: mount('cz'), anySite: mount() };
  }

  let opened: TestDatabase;
  let sk: Hono;
  let cz: Hono;
  let anySite: Hono;

  // The tests of this block only read, so they share one database and hold in any order.
  beforeAll(async () => {
    ({ opened, sk, cz, anySite } = await openSeededApi());
  });
  afterAll(() => opened?.dispose());

  const getJson = async (app: Hono, path: string) => {
    const response = await app.request(path);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('seeds once: a second run adds nothing', async () => {
    expect(await seedContent(opened.database.db, defaultContent)).toEqual({
      articles: 0,
      testimonials: 0,
      conditions: 0,
      conditionsUpdated: 0,
    });
  });

  it('lists articles newest first with paging', async () => {
    const first = blogArticlesPageSchema.parse((await getJson(sk, '/api/blog/articles')).body);
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 6, pageCount: 2 });
    expect(first.items).toHaveLength(6);
    expect(first.items[0]?.slug).toBe('ako-uzivat-nordlys');
    const dates = first.items.map((item) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = blogArticlesPageSchema.parse((await getJson(sk, '/api/blog/articles?page=2')).body);
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items].map((item) => item.slug);
    expect(new Set(all).size).toBe(8);
    const beyond = blogArticlesPageSchema.parse((await getJson(sk, '/api/blog/articles?page=9')).body);
    expect(beyond.items).toEqual([]);
  });

  it('sorts articles oldest first and by read count', async () => {
    const oldest = blogArticlesPageSchema.parse(
      (await getJson(sk, '/api/blog/articles?sort=oldest&pageSize=24')).body,
    );
    expect(oldest.items[0]?.slug).toBe('omega-3-mastne-kyseliny-zaklady');
    expect(oldest.pageCount).toBe(1);
    const mostRead = blogArticlesPageSchema.parse(
      (await getJson(sk, '/api/blog/articles?sort=most-read&pageSize=3')).body,
    );
    const counts = mostRead.items.map((item) => item.readCount ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(mostRead.items[0]?.slug).toBe('ako-uzivat-nordlys');
  });

  it('serves each site its own language', async () => {
    const czech = blogArticlesPageSchema.parse((await getJson(cz, '/api/blog/articles?pageSize=24')).body);
    expect(czech.items.map((item) => item.slug)).toContain('jak-uzivat-nordlys');
    expect(czech.items.map((item) => item.slug)).not.toContain('ako-uzivat-nordlys');
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=25', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['sort=popular', 'sort'],
  ])('answers 400 for the article list query %s', async (query, field) => {
    const { status, body } = await getJson(sk, `/api/blog/articles?${query}`);
    expect(status).toBe(400);
    expect(validationErrorBodySchema.parse(body).fieldErrors[field]?.length).toBeGreaterThan(0);
  });

  it('answers an article with its content and three related articles', async () => {
    const { status, body } = await getJson(sk, '/api/blog/articles/vitamin-d3-v-zime');
    expect(status).toBe(200);
    const article = blogArticleSchema.parse(body);
    expect(article.title).toContain('Vitamín D3');
    expect(article.imagePath).toBe('/images/blog/vitamin-d3-v-zime.webp');
    expect(article.contentHtml).toContain('<h2>');
    expect(article.readingMinutes).toBeGreaterThanOrEqual(1);
    expect(article.related).toHaveLength(3);
    expect(article.related.map((item) => item.slug)).not.toContain('vitamin-d3-v-zime');
  });

  it("answers 404 JSON for an unknown article, and for another site's slug", async () => {
    expect((await getJson(sk, '/api/blog/articles/nic-take')).status).toBe(404);
    const other = await getJson(sk, '/api/blog/articles/jak-uzivat-nordlys');
    expect(other).toMatchObject({ status: 404, body: { error: 'not_found' } });
  });

  it('needs the site as a query parameter where the API serves no single site', async () => {
    const missing = await getJson(anySite, '/api/blog/articles');
    expect(missing.status).toBe(400);
    expect(validationErrorBodySchema.parse(missing.body).fieldErrors.site).toEqual(['required']);
    expect((await getJson(anySite, '/api/conditions?site=de')).status).toBe(400);
    const czech = await getJson(anySite, '/api/blog/articles/jak-uzivat-nordlys?site=cz');
    expect(czech.status).toBe(200);
  });

  it('lists reviews newest first with paging and a label filter', async () => {
    const page = testimonialsPageSchema.parse(
      (await getJson(sk, '/api/testimonials?pageSize=5&page=3')).body,
    );
    expect(page).toMatchObject({ total: 12, page: 3, pageSize: 5, pageCount: 3 });
    expect(page.items).toHaveLength(2);
    const partners = testimonialsPageSchema.parse(
      (await getJson(sk, '/api/testimonials?label=partner')).body,
    );
    expect(partners.items.length).toBeGreaterThan(0);
    expect(partners.items.every((item) => item.label === 'partner')).toBe(true);
    expect((await getJson(sk, '/api/testimonials?label=fan')).status).toBe(400);
  });

  it('answers a review with its whole text, and 404 for an unknown one', async () => {
    const review = testimonialSchema.parse((await getJson(cz, '/api/testimonials/jana-z-brna')).body);
    expect(review).toMatchObject({ name: 'Jana K.', city: 'Brno', label: 'verified-customer', rating: 5 });
    expect(review.contentHtml).toMatch(/^<p>/);
    expect((await getJson(cz, '/api/testimonials/jana-z-trnavy')).status).toBe(404);
  });

  it('lists the conditions and answers one by name', async () => {
    const list = conditionsListSchema.parse((await getJson(sk, '/api/conditions')).body);
    expect(list.items[0]).toEqual({ name: 'terms', title: 'Obchodné podmienky' });
    expect(list.items).toHaveLength(6);
    const terms = conditionSchema.parse((await getJson(cz, '/api/conditions/terms')).body);
    expect(terms.title).toBe('Obchodní podmínky');
    expect(terms.contentHtml).toContain('Nordlys Pharma CZ s.r.o.');
    expect((await getJson(cz, '/api/conditions/privacy')).status).toBe(404);
  });

  // Seeding more content and editing it in the database would change what the tests above read:
  // these tests write to a database of their own.
  describe('content written after seeding', () => {
    let written: Awaited<ReturnType<typeof openSeededApi>>;
    beforeAll(async () => {
      written = await openSeededApi();
    });
    afterAll(() => written?.opened.dispose());

    it('stores content HTML sanitised: no script, no event handler', async () => {
      await seedContent(written.opened.database.db, hostile);
      const article = blogArticleSchema.parse(
        (await getJson(written.sk, '/api/blog/articles/nebezpecny-clanok')).body,
      );
      expect(article.contentHtml).toBe('<p>Text</p><img src="/_ipx/w_640/images/blog/x.webp" alt="x" />');
    });

    it('serves content HTML edited in the database after seeding without scripts or handlers', async () => {
      const { db } = written.opened.database;
      const edited =
        '<p onmouseover="steal()">Upravené<script>alert(1)</script></p>' +
        '<img src="/_ipx/w_640/images/blog/x.webp" onerror="alert(2)" alt="x"><a href="javascript:alert(3)">odkaz</a>';
      const served = '<p>Upravené</p><img src="/_ipx/w_640/images/blog/x.webp" alt="x" /><a>odkaz</a>';
      await db
        .update(articles)
        .set({ contentHtml: edited })
        .where(and(eq(articles.site, 'sk'), eq(articles.slug, 'vitamin-d3-v-zime')));
      await db
        .update(testimonials)
        .set({ contentHtml: edited })
        .where(and(eq(testimonials.site, 'cz'), eq(testimonials.slug, 'jana-z-brna')));
      await db
        .update(conditions)
        .set({ contentHtml: edited })
        .where(and(eq(conditions.site, 'cz'), eq(conditions.name, 'terms')));

      const article = blogArticleSchema.parse(
        (await getJson(written.sk, '/api/blog/articles/vitamin-d3-v-zime')).body,
      );
      expect(article.contentHtml).toBe(served);
      const review = testimonialSchema.parse(
        (await getJson(written.cz, '/api/testimonials/jana-z-brna')).body,
      );
      expect(review.contentHtml).toBe(served);
      const terms = conditionSchema.parse((await getJson(written.cz, '/api/conditions/terms')).body);
      expect(terms.contentHtml).toBe(served);
      // A later edit is served in its new form, not the cached one.
      await db
        .update(articles)
        .set({ contentHtml: '<p>Znova<script>alert(4)</script></p>' })
        .where(and(eq(articles.site, 'sk'), eq(articles.slug, 'vitamin-d3-v-zime')));
      const again = blogArticleSchema.parse(
        (await getJson(written.sk, '/api/blog/articles/vitamin-d3-v-zime')).body,
      );
      expect(again.contentHtml).toBe('<p>Znova</p>');
    });
  });
});
