import { expect, test } from '../fixtures';
import { pagesOfIssue, sitePagesOfIssue } from '../pagesOfIssue';
import { type SiteId, siteOrigin } from '../sites';

interface ProviderList {
  scripts: { slug: string; category: string; cookies: { name: string; type: string }[] }[];
}

/** Tracking runs after hydration with delays of up to a few hundred ms (SPEC §4, §9); give it time to act. */
const settleMs = 1_500;

/**
 * Privacy audit (issue 5): on every page, in a fresh browser context that has never chosen, the
 * site reaches no host but its own and sets no cookie outside the technical ones its provider list
 * declares. Each page's cookies are listed in the report with their classification.
 */
for (const site of ['sk', 'cz'] as const satisfies readonly SiteId[]) {
  const pages = [...pagesOfIssue, ...sitePagesOfIssue[site]];
  test.describe(`privacy before consent (${site})`, () => {
    test.skip(({ site: projectSite }) => projectSite !== site, 'each site audits its own pages');

    for (const { name, path, status } of pages) {
      test(`${name} (${path}) contacts only the site and sets only technical cookies`, async ({
        page,
        context,
        request,
        pageIssues,
      }) => {
        pageIssues.allow(/the server responded with a status of 404/);
        pageIssues.allow(/Page Not Found: /);
        const own = new URL(siteOrigin(site)).host;

        const providers = (await (await request.get('/api/cookie-providers')).json()) as ProviderList[];
        const technical = new Set(
          providers.flatMap((provider) =>
            provider.scripts
              .filter((script) => script.category === 'technical')
              .flatMap((script) =>
                script.cookies
                  .filter((cookie) => cookie.type !== 'localStorage')
                  .map((cookie) => cookie.name),
              ),
          ),
        );
        expect(technical.size, 'the provider list declares the technical cookies').toBeGreaterThan(0);

        const hosts = new Set<string>();
        page.on('request', (sent) => {
          if (sent.url().startsWith('http')) hosts.add(new URL(sent.url()).host);
        });

        const response = await page.goto(path);
        expect(response?.status()).toBe(status);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(settleMs);
        await page.waitForLoadState('networkidle');

        expect([...hosts], 'hosts contacted').toEqual([own]);

        const cookies = await context.cookies();
        const classified = cookies.map((cookie) => ({
          name: cookie.name,
          technical: technical.has(cookie.name),
        }));
        test.info().annotations.push({
          type: 'cookies',
          description:
            classified.length === 0
              ? 'none'
              : classified
                  .map((cookie) => `${cookie.name} (${cookie.technical ? 'technical' : 'NOT technical'})`)
                  .join(', '),
        });
        expect(
          classified.filter((cookie) => !cookie.technical),
          'non-technical cookies before consent',
        ).toEqual([]);
        expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
      });
    }
  });
}
