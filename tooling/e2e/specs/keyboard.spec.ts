import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { SITE_INDEPENDENT } from '../tags';

interface FocusLook {
  outline: string;
  shadow: string;
}

/** The parts of an element's style that draw a focus indicator. */
async function focusLook(locator: Locator): Promise<FocusLook> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const width = Number.parseFloat(style.outlineWidth);
    const visibleOutline =
      style.outlineStyle !== 'none' && width > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    return {
      outline: visibleOutline ? `${style.outlineStyle} ${width} ${style.outlineColor}` : 'none',
      shadow: style.boxShadow,
    };
  });
}

/** A focus indicator is visible when focus adds an outline or changes the box shadow. */
function showsFocus(unfocused: FocusLook, focused: FocusLook): boolean {
  return (
    (focused.outline !== 'none' && focused.outline !== unfocused.outline) ||
    focused.shadow !== unfocused.shadow
  );
}

async function tabUntil(page: Page, target: Locator, maxPresses: number): Promise<boolean> {
  for (let press = 0; press < maxPresses; press += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return true;
  }
  return false;
}

test.describe('keyboard', { tag: SITE_INDEPENDENT }, () => {
  test('the first Tab shows the skip link, which moves focus to the content', async ({ page, expected }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const skipLink = page.getByRole('link', { name: expected.skipToContent });
    await expect(skipLink).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skipLink).toBeFocused();
    await expect(skipLink).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('Tab reaches the logo and the footer buttons with a visible focus', async ({ page, expected }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const logo = page.getByRole('banner').getByRole('link', { name: expected.logoLabel });
    const cookieSettings = page
      .getByRole('contentinfo')
      .getByRole('button', { name: expected.footer.cookieSettings });
    const logoUnfocused = await focusLook(logo);
    const cookieSettingsUnfocused = await focusLook(cookieSettings);

    expect(await tabUntil(page, logo, 5)).toBe(true);
    expect(showsFocus(logoUnfocused, await focusLook(logo))).toBe(true);

    expect(await tabUntil(page, cookieSettings, 60)).toBe(true);
    await expect(cookieSettings).toBeInViewport();
    expect(showsFocus(cookieSettingsUnfocused, await focusLook(cookieSettings))).toBe(true);
  });
});
