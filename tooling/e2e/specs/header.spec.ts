import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

/**
 * Scrolls to `y`, again on each check: while the page still loads (the home page's form arrives
 * after hydration, the router restores scroll on hydration) a first scroll can be undone.
 */
async function scrollToY(page: Page, y: number) {
  await expect
    .poll(() =>
      page.evaluate((top) => {
        if (Math.round(window.scrollY) !== top) window.scrollTo({ top, behavior: 'instant' });
        return Math.round(window.scrollY);
      }, y),
    )
    .toBe(y);
}

test.describe('header', { tag: SITE_INDEPENDENT }, () => {
  test('the red bar moves one image per 600 px of scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const redBar = page.getByRole('banner').locator('[data-step]');
    const activeImage = redBar.locator('img[data-active]');
    await expect(redBar).toHaveAttribute('data-step', '0');
    await expect(activeImage).toHaveAttribute('src', /red-bar-01\.webp$/);

    // The home page is short at this stage; room to scroll keeps the test about the bar alone.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.blockSize = '3000px';
      document.body.append(spacer);
    });

    await scrollToY(page, 599);
    await expect(redBar).toHaveAttribute('data-step', '0');
    await scrollToY(page, 600);
    await expect(redBar).toHaveAttribute('data-step', '1');
    await expect(activeImage).toHaveAttribute('src', /red-bar-02\.webp$/);
    await scrollToY(page, 1_250);
    await expect(redBar).toHaveAttribute('data-step', '2');
    await expect(activeImage).toHaveAttribute('src', /red-bar-03\.webp$/);
    await expect(activeImage).toHaveJSProperty('complete', true);
    expect(await activeImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test('the header stays at the top while scrolling @mobile', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await scrollToY(page, 800);
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0);
    await expect(header).toBeInViewport();
  });

  test('the logo leads to the return-to page', async ({ page, expected }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: expected.logoLabel })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
