import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the shop is held to: WCAG 2.2 level AA and everything below it. */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Axe over the page as a visitor sees it once it is still: a control that has just been enabled
 * fades to its colours over a short transition, and axe measuring contrast halfway through would
 * judge colours that are never at rest. Endless animations (a spinner) are not waited for.
 */
export async function axeOfSettledPage(page: Page): Promise<AxeBuilder> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  return new AxeBuilder({ page }).withTags(wcag22aa);
}
