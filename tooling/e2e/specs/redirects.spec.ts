import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

declare global {
  interface Window {
    __shopSamePage?: boolean;
  }
}

/**
 * Marks the document, then changes the address with `history.pushState`, which the app's router
 * follows as a client-side navigation; the mark survives only if no full page load happens.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.__shopSamePage = true;
    window.history.pushState(null, '', target);
  }, path);
}

/** A server rule of each site (the other country's spelling of the rejected page) and its target. */
const otherRejectedSpelling = {
  sk: ['/objednavka-zamitnuta', '/objednavka-zamietnuta'],
  cz: ['/objednavka-zamietnuta', '/objednavka-zamitnuta'],
} as const;

function locationPath(location: string | undefined): string {
  return new URL(location ?? '', 'http://placeholder.invalid').pathname;
}

test.describe('redirects', () => {
  test('the server answers /podminky/* with 301 to /podmienky/*', async ({ request }) => {
    const response = await request.get('/podminky/obchodne-podmienky', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(locationPath(response.headers().location)).toBe('/podmienky/obchodne-podmienky');
  });

  test('the client router sends /podminky/* to /podmienky/*', async ({ page, pageIssues }) => {
    pageIssues.allow(/Page Not Found: \/podmienky\/obchodne-podmienky/);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await navigateInApp(page, '/podminky/obchodne-podmienky');
    await expect(page).toHaveURL(/\/podmienky\/obchodne-podmienky$/);
    expect(await page.evaluate(() => window.__shopSamePage)).toBe(true);
  });

  test('the route rule redirects /objednat on the server', async ({ request }) => {
    const response = await request.get('/objednat', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(locationPath(response.headers().location)).toBe('/');
  });

  test('the page fetches the build manifest once after it has started, with the route rules', async ({
    page,
  }) => {
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_build/meta/')) manifests.push(request.url());
    });
    const manifest = page.waitForResponse((response) => response.url().includes('/_build/meta/'));
    await page.goto('/');
    const body = (await (await manifest).json()) as {
      routeRules: Record<string, { redirect: { to: string } }>;
    };
    expect(body.routeRules['/objednat']?.redirect.to).toBe('/');
    await page.waitForLoadState('networkidle');
    await navigateInApp(page, '/blog');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(manifests).toHaveLength(1);
  });

  test('the client router follows a rule that only the build manifest carries', async ({ page, site }) => {
    const [otherSpelling, ownSpelling] = site === 'sk' ? otherRejectedSpelling.sk : otherRejectedSpelling.cz;
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await navigateInApp(page, otherSpelling);
    await expect(page).toHaveURL(new RegExp(`${ownSpelling}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.__shopSamePage)).toBe(true);
  });

  test('the route rule redirects /objednat in the client router', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await navigateInApp(page, '/objednat');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.__shopSamePage)).toBe(true);
  });
});

/** The other country's spelling of the order outcome pages, and where each site moves it. */
const otherSpellings = {
  sk: [
    ['/dekujeme-za-objednavku-rocniho-baleni', '/dakujeme-za-objednavku-rocneho-balenie'],
    ['/objednavka-zamitnuta', '/objednavka-zamietnuta'],
    ['/objednavka-vzorku-zamitnuta', '/objednavka-vzorky-zamietnuta'],
    ['/objednavka-rocniho-baleni-zamitnuta', '/objednavka-rocneho-balenie-zamietnuta'],
    ['/osobni-udaje', '/osobne-udaje'],
  ],
  cz: [
    ['/dakujeme-za-objednavku-rocneho-balenie', '/dekujeme-za-objednavku-rocniho-baleni'],
    ['/objednavka-zamietnuta', '/objednavka-zamitnuta'],
    ['/objednavka-vzorky-zamietnuta', '/objednavka-vzorku-zamitnuta'],
    ['/objednavka-rocneho-balenie-zamietnuta', '/objednavka-rocniho-baleni-zamitnuta'],
    ['/osobne-udaje', '/osobni-udaje'],
  ],
} as const;

test.describe('path consistency', () => {
  test('bare /podmienky leads to the first condition document', async ({ request, page }) => {
    const response = await request.get('/podmienky', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(locationPath(response.headers().location)).toBe('/podmienky/terms');
    const landed = await page.goto('/podminky');
    expect(landed?.status()).toBe(200);
    await expect(page).toHaveURL(/\/podmienky\/terms$/);
  });

  test("the other country's spelling of outcome and info pages moves permanently", async ({
    request,
    site,
  }) => {
    for (const [from, to] of otherSpellings[site]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([from, response.status(), locationPath(response.headers().location)]).toEqual([from, 301, to]);
    }
  });
});

test.describe('route rules with an external target', () => {
  test('the server answers /facebook with a redirect off the site', async ({ request, expected }) => {
    const response = await request.get('/facebook', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe(`https://www.facebook.com/${expected.domain}`);
  });

  test('the client router leaves the site with a full page load', async ({ page, expected, pageIssues }) => {
    const target = `https://www.facebook.com/${expected.domain}`;
    // The fixture blocks the external load; that it was attempted is what this test checks.
    pageIssues.allow(new RegExp(target.replaceAll('.', '\\.')));
    pageIssues.allow(/ERR_BLOCKED_BY_CLIENT/);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const navigation = page.waitForRequest(
      (request) => request.url().startsWith(target) && request.isNavigationRequest(),
    );
    await navigateInApp(page, '/facebook');
    await navigation;
    await expect
      .poll(() =>
        pageIssues.events.some((event) => event.kind === 'blocked-request' && event.text.startsWith(target)),
      )
      .toBe(true);
  });
});
