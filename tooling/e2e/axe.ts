import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules the shop is held to: WCAG 2.2 level AA and everything below it. */
export const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Contrast is the one rule whose result depends on when it is measured. */
const timingSensitiveRules = new Set(['color-contrast']);
const contrastAttempts = 3;

/** Resolves once no animation or transition is running, endless ones (a spinner) apart. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Axe over the page as a visitor sees it once it is still: a control that has just been enabled
 * fades to its colours over a short transition, and axe measuring contrast halfway through would
 * judge colours that are never at rest. A transition may also start while axe runs (a control
 * enabled by code that finished loading meanwhile, later on a busy machine), so a contrast
 * violation counts only when the page, settled again, still shows it; every other rule's result
 * counts at once.
 */
export async function axeResultsOfSettledPage(page: Page): Promise<AxeResults> {
  for (let attempt = 1; ; attempt += 1) {
    await animationsSettled(page);
    const results = await new AxeBuilder({ page })
      .withTags(wcag22aa)
      // axe.run inside the page and its frames (same-origin ones; a test reaches no other host):
      // the default instead collects each frame's partial results and finishes them in a new blank
      // page, which more than doubled each audit (1.65 against 0.62 s a page on 2 cores).
      .setLegacyMode(true)
      // Rule results that passed or did not apply are not read: axe skips describing their nodes.
      .options({ resultTypes: ['violations'] })
      .analyze();
    const onlyTimingSensitive = results.violations.every((violation) =>
      timingSensitiveRules.has(violation.id),
    );
    if (results.violations.length === 0 || !onlyTimingSensitive || attempt === contrastAttempts) {
      return results;
    }
    await page.waitForTimeout(250);
  }
}
