import { describe, expect, it } from 'vitest';
import { createFakeApi, createPageRenderer, createTestSite, jsonResponse } from '../test/serverRendering';
import { czWebsite, skWebsite } from '../test/websites';
import { serverRedirectRules, siteRouteRules } from './serverRedirects';

const render = {
  sk: createPageRenderer(createTestSite('sk'), () => createFakeApi(() => jsonResponse({}, 404))),
  cz: createPageRenderer(createTestSite('cz'), () => createFakeApi(() => jsonResponse({}, 404))),
};

/** Each site's own address of the order outcome pages and the other country's spelling of it. */
const outcomeSpellings = {
  sk: [
    ['/dekujeme-za-objednavku-rocniho-baleni', '/dakujeme-za-objednavku-rocneho-balenie'],
    ['/objednavka-zamitnuta', '/objednavka-zamietnuta'],
    ['/objednavka-vzorku-zamitnuta', '/objednavka-vzorky-zamietnuta'],
    ['/objednavka-rocniho-baleni-zamitnuta', '/objednavka-rocneho-balenie-zamietnuta'],
  ],
  cz: [
    ['/dakujeme-za-objednavku-rocneho-balenie', '/dekujeme-za-objednavku-rocniho-baleni'],
    ['/objednavka-zamietnuta', '/objednavka-zamitnuta'],
    ['/objednavka-vzorky-zamietnuta', '/objednavka-vzorku-zamitnuta'],
    ['/objednavka-rocneho-balenie-zamietnuta', '/objednavka-rocniho-baleni-zamitnuta'],
  ],
} as const;

describe('the conditions index', () => {
  it.each(['sk', 'cz'] as const)(
    '%s: /podmienky shows the first document by a temporary redirect',
    async (site) => {
      const page = await render[site]('/podmienky');
      expect(page.status).toBe(302);
      expect(page.headers.location).toBe('/podmienky/terms');
    },
  );

  it.each(['sk', 'cz'] as const)('%s: /podminky ends on a page, through /podmienky', async (site) => {
    const moved = await render[site]('/podminky');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/podmienky');
    const index = await render[site](moved.headers.location ?? '');
    expect(index.headers.location).toBe('/podmienky/terms');
  });
});

describe("the other country's spelling of the order outcome pages", () => {
  it.each(['sk', 'cz'] as const)(
    '%s: moves permanently to this site’s own page, as info pages do',
    async (site) => {
      for (const [from, to] of outcomeSpellings[site]) {
        const page = await render[site](from);
        expect([from, page.status, page.headers.location]).toEqual([from, 301, to]);
      }
    },
  );

  it.each(['sk', 'cz'] as const)('%s: its own pages still render', async (site) => {
    for (const [, own] of outcomeSpellings[site]) {
      expect([own, (await render[site](own)).status]).toEqual([own, 200]);
    }
  });

  it('the other spelling of an information page is moved the same way', async () => {
    const page = await render.sk('/osobni-udaje');
    expect([page.status, page.headers.location]).toEqual([301, '/osobne-udaje']);
  });
});

describe('siteRouteRules', () => {
  it('writes the server redirects into the manifest with the config rules', () => {
    const rules = siteRouteRules(skWebsite);
    expect(rules['/podmienky']?.redirect).toEqual({ to: '/podmienky/terms', statusCode: 302 });
    expect(rules['/objednavka-zamitnuta']?.redirect).toEqual({
      to: '/objednavka-zamietnuta',
      statusCode: 301,
    });
    for (const [path, rule] of Object.entries(skWebsite.routeRules)) expect(rules[path]).toEqual(rule);
  });

  it('lets a config rule of the same path win', () => {
    const website = {
      ...czWebsite,
      routeRules: { '/podmienky': { redirect: { to: '/podmienky/cookies', statusCode: 301 as const } } },
    };
    expect(siteRouteRules(website)['/podmienky']?.redirect.to).toBe('/podmienky/cookies');
  });

  it("never redirects a site's own page", () => {
    for (const website of [skWebsite, czWebsite]) {
      // `paths.conditions` is the documents' base address, not a page.
      const own = Object.entries(website.paths)
        .filter(([name]) => name !== 'conditions')
        .map(([, path]) => path);
      expect(Object.keys(serverRedirectRules(website)).filter((path) => own.includes(path))).toEqual([]);
    }
  });
});
