import { axeResultsOfSettledPage } from '../axe';
import { expect, test } from '../fixtures';
import { isHydrationMessage } from '../pageProblems';
import { pagesOfIssue, sitePagesOfIssue } from '../pagesOfIssue';
import { requestLog, settled } from '../requestLog';
import { siteOrigin } from '../sites';

interface ProviderList {
  scripts: { slug: string; category: string; cookies: { name: string; type: string }[] }[];
}

/** Tracking runs after hydration with delays of up to a few hundred ms (SPEC §4, §9); give it time to act. */
const settleMs = 1_500;

// Pages under a different address per site share their name, so each name is one test per project.
const pageNames = [
  ...new Set([
    ...pagesOfIssue.map((entry) => entry.name),
    ...sitePagesOfIssue.sk.map((entry) => entry.name),
    ...sitePagesOfIssue.cz.map((entry) => entry.name),
  ]),
];

/**
 * The pages audited on a phone too (project `sk-mobile`): one of each layout and page template. The
 * others render the same markup with other texts as one of these: the free trial order page as the
 * order page, the trial pack and free month landings as the free trial landing, the cancelled
 * payment as the pending one, the sample and yearly pack rejections as the order rejection.
 */
const onPhones = new Set([
  'home',
  'blog',
  'blog article',
  'conditions',
  'cookies',
  'heureka consent',
  'remarketing opt-out',
  'contact',
  'order',
  'yearly pack',
  'free trial landing',
  'thank you',
  'yearly thank you',
  'payment pending',
  'not found',
  'reviews',
  'review',
  'cookies and personal data',
  'personal data',
  'order rejected',
]);

for (const name of onPhones) {
  if (!pageNames.includes(name)) throw new Error(`onPhones names ${name}, which is no page of the issue`);
}

/**
 * Every page once per project (on the phone, the pages of `onPhones`), with all the checks a bare
 * visit can make. Loading a page costs more than checking it, so the audits share that load:
 * - console: the fixture fails on console errors, page errors, CSP violations and hydration
 *   warnings; this also refuses warnings after scrolling lazy parts in, apart from the not-found
 *   log SPEC asks for;
 * - accessibility: no WCAG 2.2 AA violations, lazy parts included;
 * - privacy before consent (issue 5): a fresh context that has never chosen reaches no host but
 *   the site's own and gets no cookie outside the technical ones the provider list declares; the
 *   cookies are listed in the report with their classification.
 */
test.describe('every page', () => {
  for (const name of pageNames) {
    test(`${name} page hydrates cleanly, has no WCAG 2.2 AA violations and is private before consent${onPhones.has(name) ? ' @mobile' : ''}`, async ({
      page,
      context,
      request,
      site,
      pageIssues,
    }) => {
      const entry = [...pagesOfIssue, ...sitePagesOfIssue[site]].find((item) => item.name === name);
      expect(entry, `the ${site} site has the ${name} page`).toBeDefined();
      const { path, status } = entry ?? { path: '/', status: 200 };
      const notFoundLog = `Page Not Found: ${path}`;
      pageIssues.allow(/the server responded with a status of 404/);
      pageIssues.allow(new RegExp(notFoundLog.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      const providers = (await (await request.get('/api/cookie-providers')).json()) as ProviderList[];
      const technical = new Set(
        providers.flatMap((provider) =>
          provider.scripts
            .filter((script) => script.category === 'technical')
            .flatMap((script) =>
              script.cookies.filter((cookie) => cookie.type !== 'localStorage').map((cookie) => cookie.name),
            ),
        ),
      );
      expect(technical.size, 'the provider list declares the technical cookies').toBeGreaterThan(0);

      const hosts = new Set<string>();
      page.on('request', (sent) => {
        if (sent.url().startsWith('http')) hosts.add(new URL(sent.url()).host);
      });

      const requests = requestLog(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await settled(page, requests);
      const hydratedAt = Date.now();
      // What loads as the lower parts come into view is audited too.
      await page.mouse.wheel(0, 2_000);
      await settled(page, requests, { quietFrom: Date.now() });

      const results = await axeResultsOfSettledPage(page);
      const summary = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
      expect(summary, 'WCAG 2.2 AA violations').toEqual([]);

      // The scroll and axe usually outlast the settling time; wait only for what is left of it.
      await page.waitForTimeout(Math.max(0, settleMs - (Date.now() - hydratedAt)));
      await settled(page, requests);

      const logged = (text: string) => text.startsWith(notFoundLog);
      const warnings = pageIssues.events.filter(
        (event) =>
          (event.kind === 'console-warning' && !logged(event.text)) || isHydrationMessage(event.text),
      );
      expect(warnings, 'console warnings').toEqual([]);
      expect(
        pageIssues.events.some((event) => logged(event.text)),
        'the not-found log',
      ).toBe(status === 404);

      expect([...hosts], 'hosts contacted').toEqual([new URL(siteOrigin(site)).host]);
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
