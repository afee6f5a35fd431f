// Chrome profiles standing for a visitor (cookies and localStorage of one origin), made with
// Playwright so Lighthouse can load a page as that visitor, and a browser check of the consent bar.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromeFlags } from './lighthouse.mjs';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Lighthouse's Chrome flags without the headless mode, which Playwright sets itself. */
const playwrightArgs = chromeFlags.filter((flag) => !flag.startsWith('--headless'));

function launch(chromePath, dir) {
  return chromium.launchPersistentContext(dir, {
    executablePath: chromePath,
    headless: true,
    args: playwrightArgs,
  });
}

/** Writes the visitor's cookies (lasting a year, so Chrome keeps them on restart) and localStorage. */
async function storeVisitor(context, origin, visitor) {
  const expires = Math.floor(Date.now() / 1000) + ONE_YEAR_SECONDS;
  const cookies = Object.entries(visitor.cookies).map(([name, value]) => ({
    name,
    value,
    url: origin,
    expires,
    sameSite: 'Lax',
  }));
  if (cookies.length > 0) await context.addCookies(cookies);
  const entries = Object.entries(visitor.localStorage);
  if (entries.length === 0) return;
  const page = context.pages()[0] ?? (await context.newPage());
  // A same-origin address that runs none of the site's code, so nothing else lands in the profile.
  await page.goto(`${origin}/api/health`);
  await page.evaluate((items) => {
    for (const [key, value] of items) window.localStorage.setItem(key, value);
  }, entries);
}

/**
 * A fresh Chrome user-data-dir holding `visitor` (`{ cookies, localStorage }`) for `origin`.
 * Closing the browser writes both to disk; `dispose()` deletes the directory.
 */
export async function prepareVisitorProfile({ chromePath, origin, visitor }) {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-profile-'));
  const dispose = async () => rmSync(dir, { recursive: true, force: true });
  try {
    const context = await launch(chromePath, dir);
    try {
      await storeVisitor(context, origin, visitor);
    } finally {
      await context.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { dir, dispose };
}

/**
 * Loads `url` twice in a profile of `visitor`: once with the site's module scripts blocked, which
 * shows the page as first painted (only the server's HTML, its CSS and inline scripts), then
 * normally until the network is idle, when the consent store has its provider list and has decided.
 * Reports whether the bar was visible each time and whether `<html>` was marked as chosen before.
 */
export async function consentBarState({ chromePath, origin, url, visitor }) {
  const profile = await prepareVisitorProfile({ chromePath, origin, visitor });
  try {
    const context = await launch(chromePath, profile.dir);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const bars = page.locator('.shop-ConsentBar');
      const bar = bars.first();
      await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
      await page.goto(url, { waitUntil: 'load' });
      const firstPaint = {
        barVisible: await bar.isVisible(),
        marked: (await page.locator('html').getAttribute('data-shop-consent')) === 'stored',
      };
      await page.unrouteAll();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1000);
      return { firstPaint, settled: { barVisible: await bar.isVisible(), barCount: await bars.count() } };
    } finally {
      await context.close();
    }
  } finally {
    await profile.dispose();
  }
}
