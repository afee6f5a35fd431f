import type { Page, Route } from '@playwright/test';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test } from '../fixtures';
import { throttleAsSlowPhone } from '../slowPhone';
import { SITE_INDEPENDENT } from '../tags';

/**
 * A first visit on a slow phone: the shopper taps a button the moment it is painted, before the code
 * behind it has arrived. Each test holds back that code until the tap is made, so the tap always
 * lands before it; without the early-clicks script such a tap is lost.
 */

interface StoredConsent {
  setting: Record<string, boolean>;
  savedAt: number;
}

const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as StoredConsent | null);

/** Holds the responses of scripts whose file name starts with `chunk` until `release()`. */
async function holdChunk(page: Page, chunk: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route: Route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

interface TapMarks {
  /** When the button was first on screen: the page had painted content and a frame had passed since the bar was parsed. */
  painted: number;
  /** When the tap's pointerdown was made (its event's time stamp). */
  tapped: number;
}

/**
 * Taps the button matching `selector` with real input as soon as it is painted: the page reports
 * the paint through a binding, and the test presses and releases the mouse at the button's centre
 * at once.
 * Resolves with both times on the page's clock once the tap has been made.
 */
async function tapWhenPainted(page: Page, selector: string): Promise<() => Promise<TapMarks>> {
  let tapped = () => {};
  const done = new Promise<void>((resolve) => {
    tapped = resolve;
  });
  // Straight through the DevTools protocol: Playwright's own click moves the mouse first and waits
  // for the page to handle the move, which a busy main thread answers only much later.
  const cdp = await page.context().newCDPSession(page);
  await page.exposeBinding('__tapAt', async (_source, x: number, y: number) => {
    const press = { x, y, button: 'left' as const, clickCount: 1 };
    await Promise.all([
      cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...press }),
      cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...press }),
    ]);
    tapped();
  });
  await page.addInitScript((target) => {
    const marks = { painted: 0, tapped: 0 };
    const scope = window as unknown as { __marks: typeof marks; __tapAt: (x: number, y: number) => void };
    scope.__marks = marks;
    let contentPainted = false;
    let barParsed = false;
    const tapOnceBoth = () => {
      if (!contentPainted || !barParsed || marks.painted) return;
      // Two frames: the first runs before the frame that shows the bar, the second after it.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          marks.painted = performance.now();
          const box = document.querySelector(target)?.getBoundingClientRect();
          if (box) scope.__tapAt(box.x + box.width / 2, box.y + box.height / 2);
        }),
      );
    };
    new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      contentPainted = true;
      tapOnceBoth();
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector('.shop-ConsentBar-end')) return;
      observer.disconnect();
      barParsed = true;
      tapOnceBoth();
    }).observe(document, { childList: true, subtree: true });
    window.addEventListener(
      'pointerdown',
      (event) => {
        // When the input was made, not when a busy main thread got round to it.
        marks.tapped ||= event.timeStamp;
      },
      true,
    );
  }, selector);
  return async () => {
    await done;
    return page.evaluate(() => (window as unknown as { __marks: TapMarks }).__marks);
  };
}

/**
 * The tap came after the button was painted, and is reported with its delay. The delay is not
 * asserted (timings belong to the bench): the tap is sent at once, but on a machine running other
 * tests it can reach the browser late. What the tests assert holds however late it is: the tap
 * lands while the code behind the button is held back.
 */
function noteTapAfterPaint({ painted, tapped }: TapMarks) {
  expect(painted).toBeGreaterThan(0);
  expect(tapped).toBeGreaterThanOrEqual(painted);
  test
    .info()
    .annotations.push({ type: 'tap after first paint', description: `${Math.round(tapped - painted)} ms` });
}

/**
 * Opens the home page with the cookie bar's code held back and taps the bar's `action` button the
 * moment it is painted. Resolves once the tap is made, with the bar and a way to let its code in.
 */
async function tapBarAtFirstPaint(page: Page, bar: string, action: string) {
  const barCode = await holdChunk(page, 'SiteConsentBar');
  const tap = await tapWhenPainted(page, `.shop-ConsentBar [data-consent-action="${action}"]`);
  await page.goto('/', { waitUntil: 'commit' });
  noteTapAfterPaint(await tap());
  return { bar: page.getByRole('region', { name: bar }), barCode };
}

/** The info pages' button that opens the cookie settings, per site. */
const INFO_SETTINGS_BUTTON = { sk: 'Otvoriť nastavenia cookies', cz: 'Otevřít nastavení cookies' } as const;

test.describe('taps from the first paint, on a slow phone', { tag: SITE_INDEPENDENT }, () => {
  // A first visit: no cookie, no storage.
  test.use({ trackingId: '' });

  test.beforeEach(async ({ page, pageIssues }) => {
    await throttleAsSlowPhone(page);
    allowConsentedTools(pageIssues);
  });

  test('accept all tapped at the first paint hides the bar at once, then is stored and applied', async ({
    page,
    site,
  }) => {
    const text = consentTexts[site];
    const proof = page.waitForResponse(
      (response) => response.url().endsWith('/api/consents') && response.request().method() === 'POST',
    );
    const { bar, barCode } = await tapBarAtFirstPaint(page, text.bar, 'accept-all');
    await expect(bar).toBeHidden();
    await expect(bar.getByRole('button', { name: text.acceptAllCookies })).toBeHidden();
    expect(await storedConsent(page)).toBeNull();

    barCode.release();
    expect((await proof).status()).toBe(201);
    const stored = await storedConsent(page);
    expect(Object.values(stored?.setting ?? {}).length).toBeGreaterThan(0);
    expect(Object.values(stored?.setting ?? {}).every(Boolean)).toBe(true);
    const granted = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some(
        (entry) =>
          entry[0] === 'consent' &&
          entry[1] === 'update' &&
          (entry[2] as Record<string, string>).analytics_storage === 'granted' &&
          (entry[2] as Record<string, string>).ad_storage === 'granted',
      ),
    );
    expect(granted).toBe(true);
    await expect(bar).toBeHidden();
    expect(barCode.requested()).toBe(true);
  });

  test('deny tapped at the first paint hides the bar, then stores the refusal with its toast', async ({
    page,
    site,
  }) => {
    const text = consentTexts[site];
    const { bar, barCode } = await tapBarAtFirstPaint(page, text.bar, 'deny');
    await expect(bar).toBeHidden();
    barCode.release();
    // The bar's code loads and hydrates on the slow-phone profile before the kept tap replays; a
    // busy machine running many pages at once may take seconds. The toast comes after the save and
    // stays 5 s from when it is shown, so it is awaited first.
    await expect(page.getByText(text.saved)).toBeVisible({ timeout: 15_000 });
    expect(await storedConsent(page)).toMatchObject({ setting: {} });
    expect(Object.values((await storedConsent(page))?.setting ?? {}).some(Boolean)).toBe(false);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-shop-consent', 'stored');
    await expect(bar).toBeHidden();
  });

  test('settings tapped at the first paint opens the settings view as soon as the code is there', async ({
    page,
    site,
  }) => {
    const text = consentTexts[site];
    const { bar, barCode } = await tapBarAtFirstPaint(page, text.bar, 'settings');
    await expect(bar).toBeVisible();
    barCode.release();
    // As for the refusal above: with three pages loading beside it, the view took 5 to 7 s to open.
    await expect(bar.getByRole('checkbox', { name: text.statistical })).toBeVisible({ timeout: 15_000 });
    await expect(bar.getByRole('button', { name: text.acceptSelected })).toBeVisible();
  });

  test("a footer button pressed before the footer's code arrives opens its panel", async ({
    page,
    expected,
  }) => {
    const footerCode = await holdChunk(page, 'SiteChromeBottom');
    await page.goto('/', { waitUntil: 'commit' });
    // By keyboard: a press on a focused button counts as a tap too, and the page may still move
    // under a pointer while the rest of it loads.
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.terms }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    footerCode.release();
    // The footer's code and texts load and hydrate on the slow-phone profile before the press replays.
    await expect(page.getByRole('dialog', { name: expected.footer.terms })).toBeVisible({ timeout: 15_000 });
  });

  test("the footer's cookie settings pressed before any consent code has arrived open the settings dialog", async ({
    page,
    site,
    expected,
  }) => {
    const footerCode = await holdChunk(page, 'SiteChromeBottom');
    const barCode = await holdChunk(page, 'SiteConsentBar');
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).focus();
    await page.keyboard.press('Enter');
    // The footer's code replays the press first, while nothing of the consent UI listens yet.
    footerCode.release();
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    barCode.release();
    await expect(page.getByRole('dialog', { name: consentTexts[site].dialog })).toBeVisible({
      timeout: 15_000,
    });
  });

  test("the info hub's cookie settings button pressed before its code arrives opens the settings dialog", async ({
    page,
    site,
    expected,
  }) => {
    const buttonCode = await holdChunk(page, 'ConsentSettingsAction');
    await page.goto(expected.cookiesPath, { waitUntil: 'commit' });
    const button = page.getByRole('main').getByRole('button', { name: INFO_SETTINGS_BUTTON[site] });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Focus in the button is a sign of use: its code is asked for, and held here.
    await expect.poll(() => buttonCode.requested()).toBe(true);
    buttonCode.release();
    await expect(page.getByRole('dialog', { name: consentTexts[site].dialog })).toBeVisible({
      timeout: 15_000,
    });
  });
});
