import type { Page } from '@playwright/test';

/**
 * Resolves once the page outside its deferred regions has hydrated (its early-clicks replay has
 * run), so listeners the page installs as it hydrates, like the ones that wake a deferred region
 * at the first pointer over it, are in place.
 */
export const pageHydrated = (page: Page) =>
  page.waitForFunction(
    () => (window as unknown as { __shopEarlyClicks?: { live: boolean } }).__shopEarlyClicks?.live === true,
  );
