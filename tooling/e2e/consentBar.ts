import { expect, type Page } from '@playwright/test';
import { pageHydrated } from './pageHydrated';

/**
 * Opens a page, moves the pointer over the bar (its code loads at the first sign of use) and waits
 * until that code has taken over the server-rendered bar.
 */
export async function openWithBar(page: Page, bar: string, path = '/') {
  await page.goto(path);
  const region = page.getByRole('region', { name: bar });
  await expect(region).toBeVisible();
  // The pointer wakes the bar only once the page has hydrated and listens for it; a real visitor's
  // pointer keeps moving, a test's moves once.
  await pageHydrated(page);
  // A corner of the bar, not a control: a hovered button's style is not what the checks judge.
  await region.hover({ position: { x: 4, y: 4 } });
  // Its code loads and hydrates then; a busy machine running many pages at once may take seconds.
  await expect(region).not.toHaveAttribute('data-hydrating', { timeout: 15_000 });
  return region;
}
