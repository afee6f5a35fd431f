import type { APIRequestContext, Page } from '@playwright/test';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test } from '../fixtures';
import { pageHydrated } from '../pageHydrated';
import { requestLog, startUpDone } from '../requestLog';
import type { SiteId } from '../sites';
import { SITE_INDEPENDENT } from '../tags';

interface StoredEvent {
  sessionId: string;
  sequence: number | null;
  action: string;
  data: Record<string, unknown>;
}

/** The home page's variant-b number of each site (website.phoneNumbers.homeVariantB). */
const variantBPhone: Record<SiteId, { raw: string; readable: string }> = {
  sk: { raw: '+421233001101', readable: '+421 2 330 011 01' },
  cz: { raw: '+420228880101', readable: '+420 228 880 101' },
};

const CRAWLER_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function sessionIdOf(page: Page): Promise<string | undefined> {
  try {
    return await page.evaluate(() => {
      const raw = window.localStorage.getItem('sessionId');
      return raw ? (JSON.parse(raw) as { sessionId: string }).sessionId : undefined;
    });
  } catch {
    // The page is between documents; asked again by the poll.
    return undefined;
  }
}

/** Opens a page and waits until tracking runs there. */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect.poll(() => sessionIdOf(page), { timeout: 10_000 }).toBeTruthy();
  return (await sessionIdOf(page)) as string;
}

async function eventsOf(request: APIRequestContext, sessionId: string): Promise<StoredEvent[]> {
  const response = await request.get(`/api/beats?sessionId=${encodeURIComponent(sessionId)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as StoredEvent[];
}

function actions(events: StoredEvent[], action: string): StoredEvent[] {
  return events.filter((event) => event.action === action);
}

test.describe('visit tracking', { tag: SITE_INDEPENDENT }, () => {
  // A first visit: no tracking id yet, so the server hands one out with the first document.
  test.use({ trackingId: '' });

  test('a first visit gets its tracking id with the first document: one document, the address unchanged', async ({
    page,
    context,
    request,
  }) => {
    const documents: string[] = [];
    const redirects: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
      if (sent.url().includes('/api/tracking/redirect')) redirects.push(sent.url());
    });
    const landing = '/?utm_source=newsletter&trc_campaign=jar&gclid=g1';
    const sessionId = await visit(page, landing);

    const cookies = Object.fromEntries(
      (await context.cookies()).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies.nmtid).toMatch(/^[0-9a-f]{32}$/);
    await expect(page).toHaveURL(/\/\?utm_source=newsletter&trc_campaign=jar&gclid=g1$/);
    expect(JSON.parse(decodeURIComponent(cookies.utm_params ?? '{}'))).toMatchObject({
      utm_source: 'newsletter',
    });
    expect(JSON.parse(decodeURIComponent(cookies.trc_params ?? '{}'))).toMatchObject({ trc_campaign: 'jar' });

    await expect.poll(async () => actions(await eventsOf(request, sessionId), 'NMT_ID').length).toBe(1);
    const events = await eventsOf(request, sessionId);
    expect(actions(events, 'NMT_ID')[0]?.data.nmtId).toBe(cookies.nmtid);
    expect(actions(events, 'LANDING')).toHaveLength(1);
    expect(actions(events, 'LOADED')).toHaveLength(1);
    // The page view names the landing address as the shopper opened it.
    expect(actions(events, 'PAGE').map((event) => event.data.fullPath)).toEqual([landing]);
    expect(documents).toHaveLength(1);
    expect(new URL(documents[0] ?? '').search).toBe(new URL(landing, 'http://x').search);
    expect(redirects).toEqual([]);

    await page.reload();
    await expect.poll(async () => actions(await eventsOf(request, sessionId), 'PAGE').length).toBe(2);
    expect(documents).toHaveLength(2);
    expect(redirects).toEqual([]);
    const afterReload = await eventsOf(request, sessionId);
    expect(actions(afterReload, 'LOADED')).toHaveLength(1);
    expect(actions(afterReload, 'NMT_ID')).toHaveLength(1);
    expect((await context.cookies()).find((cookie) => cookie.name === 'nmtid')?.value).toBe(cookies.nmtid);
  });

  test('the session lives on while used and is renewed after 30 minutes without activity', async ({
    page,
    request,
    expected,
  }) => {
    await page.clock.install();
    const first = await visit(page, '/');
    const pagesOf = async (sessionId: string) =>
      actions(await eventsOf(request, sessionId), 'PAGE').map((event) => event.data.fullPath);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: expected.footer.reviews, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${expected.reviewsPath}$`));
    await expect.poll(() => pagesOf(first)).toEqual(['/', expected.reviewsPath]);

    await page.clock.fastForward('29:00');
    await page.getByRole('banner').getByRole('link', { name: expected.logoLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await pagesOf(first)).slice(1)).toEqual([expected.reviewsPath, '/']);
    expect(await sessionIdOf(page)).toBe(first);

    await page.clock.fastForward('31:00');
    await footer.getByRole('link', { name: expected.footer.reviews, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${expected.reviewsPath}$`));
    await expect.poll(() => sessionIdOf(page)).not.toBe(first);
    const second = (await sessionIdOf(page)) as string;
    await expect.poll(() => pagesOf(second)).toEqual([expected.reviewsPath]);

    // LOADED once per session: the renewed session gets it on its first page load, and only then.
    await page.reload();
    await expect.poll(async () => actions(await eventsOf(request, second), 'LOADED').length).toBe(1);
    await page.reload();
    await expect.poll(async () => actions(await eventsOf(request, second), 'PAGE').length).toBe(3);
    expect(actions(await eventsOf(request, second), 'LOADED')).toHaveLength(1);
    expect(actions(await eventsOf(request, first), 'LOADED')).toHaveLength(1);
  });

  test('a click followed at once by leaving the page is still stored', async ({
    page,
    request,
    expected,
  }) => {
    const sessionId = await visit(page, '/');
    const button = page
      .getByRole('contentinfo')
      .getByRole('button', { name: expected.footer.cookieSettings });
    // The footer's code loads at the first sign of use: the pointer over the button brings it, once
    // the hydrated page listens for it.
    await pageHydrated(page);
    await button.hover();
    await expect(page.locator('[data-early-region]').filter({ has: button })).toHaveAttribute(
      'data-early-live',
      '',
    );
    await button.evaluate((element) => {
      (element as HTMLElement).click();
      window.location.assign('/blog');
    });
    await expect(page).toHaveURL(/\/blog$/);
    await expect
      .poll(async () => actions(await eventsOf(request, sessionId), 'CLICK').map((event) => event.data))
      .toContainEqual(expect.objectContaining({ type: 'button', text: expected.footer.cookieSettings }));
  });

  for (const { path, sections } of [
    { path: '/', sections: ['benefits', 'hero', 'order-form', 'pre-footer'] },
    { path: '/skusobny-balicek', sections: ['hero', 'pre-footer'] },
  ]) {
    test(`${path} reports the sections a shopper scrolls past (SECTIONVIEW)`, async ({ page, request }) => {
      const sessionId = await visit(page, path);
      const seen = async () =>
        new Set(
          actions(await eventsOf(request, sessionId), 'SECTIONVIEW').flatMap(
            (event) => event.data.sections as string[],
          ),
        );
      await expect.poll(async () => [...(await seen())]).toContain('hero');
      // Down the page a screen at a time, as a reader scrolls.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let top = 0; top <= height; top += 400) {
        await page.evaluate((y) => window.scrollTo(0, y), top);
        await page.waitForTimeout(50);
      }
      await expect.poll(async () => [...(await seen())].sort()).toEqual(sections);
      for (const event of actions(await eventsOf(request, sessionId), 'SECTIONVIEW')) {
        const reported = event.data.sections as string[];
        expect(reported).toEqual([...reported].sort());
      }
    });
  }

  test('a consent choice reaches the tracking channel as CONSENT with its setting and source', async ({
    page,
    request,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const sessionId = await visit(page, '/');
    await page
      .getByRole('region', { name: text.bar })
      .getByRole('button', { name: text.acceptAllCookies })
      .click();
    await expect
      .poll(async () => actions(await eventsOf(request, sessionId), 'CONSENT').map((event) => event.data), {
        timeout: 10_000,
      })
      .toEqual([
        expect.objectContaining({ source: 'accept-all', setting: expect.objectContaining({ ga: true }) }),
      ]);
  });

  test('a refusal reaches the tracking channel as CONSENT, then DELETE for the wipe that follows it', async ({
    page,
    request,
    site,
  }) => {
    const text = consentTexts[site];
    const sessionId = await visit(page, '/');
    await page.getByRole('region', { name: text.bar }).getByRole('button', { name: text.deny }).click();
    await expect
      .poll(
        async () =>
          (await eventsOf(request, sessionId))
            .filter((event) => event.action === 'CONSENT' || event.action === 'DELETE')
            .map((event) => ({ action: event.action, ...event.data })),
        { timeout: 10_000 },
      )
      .toEqual([
        expect.objectContaining({ action: 'CONSENT', source: 'deny', setting: {} }),
        expect.objectContaining({ action: 'DELETE', source: 'deny' }),
      ]);
  });

  test('the A/B variant comes from the query, then from the cookie, in the first HTML', async ({
    page,
    request,
    site,
    context,
    baseURL,
  }) => {
    const phoneB = variantBPhone[site];
    const fromQuery = await request.get('/?variant=b', { headers: { cookie: 'abTest_4=a' } });
    const queryHtml = await fromQuery.text();
    expect(queryHtml).toContain(`href="tel:${phoneB.raw}"`);
    const setCookies = fromQuery
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie');
    expect(setCookies.map((header) => header.value)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^abTest_5=b; Max-Age=31536000/),
        expect.stringMatching(/^abTest_4=;/),
      ]),
    );

    const fromCookie = await request.get('/', { headers: { cookie: 'abTest_5=b' } });
    expect(await fromCookie.text()).toContain(`href="tel:${phoneB.raw}"`);

    await context.addCookies([{ name: 'abTest_5', value: 'b', url: baseURL ?? '' }]);
    const sessionId = await visit(page, '/');
    await expect(page.locator(`a[href="tel:${phoneB.raw}"]`)).toHaveText(phoneB.readable);
    await expect
      .poll(async () => actions(await eventsOf(request, sessionId), 'EXPERIMENT').map((event) => event.data))
      .toEqual([{ experimentId: 5, groupId: 19, variantId: 'b', name: 'abTest_5_b', path: '/' }]);
  });

  test('variant a keeps the default number without flicker', async ({
    page,
    context,
    baseURL,
    expected,
    site,
  }) => {
    await context.addCookies([{ name: 'abTest_5', value: 'a', url: baseURL ?? '' }]);
    await visit(page, '/');
    await expect(page.locator(`a[href="tel:${variantBPhone[site].raw}"]`)).toHaveCount(0);
    await expect(page.locator(`a[href="tel:${expected.phone.raw}"]`).first()).toBeVisible();
  });
});

test.describe('crawlers', { tag: SITE_INDEPENDENT }, () => {
  test.use({ userAgent: CRAWLER_UA, trackingId: '' });

  test('are never tracked or redirected', async ({ page, context }) => {
    // The runtime's chunk also holds code the order form shares (the consent record, the session
    // id), so a crawler may fetch it with the form; the runtime itself never starts for one.
    const trackingCalls: string[] = [];
    page.on('request', (sent) => {
      if (/\/api\/(beats|tracking|device)/.test(sent.url())) trackingCalls.push(sent.url());
    });
    const requests = requestLog(page);
    await page.goto('/?utm_source=newsletter');
    await startUpDone(page, requests);
    expect(trackingCalls).toEqual([]);
    await expect(page).toHaveURL(/\/\?utm_source=newsletter$/);
    expect(await sessionIdOf(page)).toBeUndefined();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('nmtid');
  });
});
