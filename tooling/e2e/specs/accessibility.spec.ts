import type { Locator, Page } from '@playwright/test';
import { openWithBar } from '../consentBar';
import { allowConsentedTools } from '../consentedTools';
import { consentTexts } from '../consentTexts';
import { expect, test } from '../fixtures';
import { orderFormFields } from '../orderFormTexts';
import { pagesOfIssue, sitePagesOfIssue } from '../pagesOfIssue';
import type { SiteId } from '../sites';

/**
 * WCAG 2.2 AA where an automatic audit cannot look: reflow at 320 CSS px (1.4.10) with text
 * spacing (1.4.12), the consent bar at 400 % zoom (2.4.11), focus under forced colours (1.4.11),
 * focus after a consent choice, the announced steps of the order form and reduced motion.
 */

/** WCAG 1.4.12's text-spacing overrides (the bookmarklet's values). */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }`;

/** 1280 px at 400 % zoom. */
const zoomed = { width: 320, height: 256 };

const stepTexts = {
  sk: {
    toDelivery: 'Pokračovať na doručenie',
    step2: 'Doprava a platba',
    announcement: 'Krok 2 z 3',
    person: { city: 'Bratislava', zip: '821 09', phone: '905123456', email: 'jana.pristupnost@example.sk' },
  },
  cz: {
    toDelivery: 'Pokračovat k doručení',
    step2: 'Doprava a platba',
    announcement: 'Krok 2 z 3',
    person: { city: 'Praha 10', zip: '100 00', phone: '605123456', email: 'jana.pristupnost@example.cz' },
  },
} as const;

/** A page's address on `site`, by the name both sites give it. */
function pathOf(site: SiteId, name: string): string {
  const page = [...pagesOfIssue, ...sitePagesOfIssue[site]].find((candidate) => candidate.name === name);
  if (!page) throw new Error(`No page named ${name} on ${site}`);
  return page.path;
}

/** Opens `path` with the bar, accepts all and waits for the bar to go: a returning visitor's page. */
async function openAfterChoice(page: Page, site: SiteId, path = '/') {
  const text = consentTexts[site];
  const bar = await openWithBar(page, text.bar, path);
  await bar.getByRole('button', { name: text.acceptAllCookies }).click();
  await expect(bar).toBeHidden();
  return text;
}

/** How far the page reaches beyond the viewport's width (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The innermost elements reaching beyond the viewport (named for a readable failure). */
const overflowingElements = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const reachesOut = (element: Element) =>
      element.getBoundingClientRect().right > width + 0.5 ||
      (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === 'visible');
    return [...document.querySelectorAll('body *')]
      .filter((element) => reachesOut(element) && ![...element.children].some(reachesOut))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 40)}"`,
      );
  });

async function expectNoSidewaysScroll(page: Page, state: string) {
  const overflow = await sidewaysOverflow(page);
  expect(overflow, `${state}: ${(await overflowingElements(page)).join(', ')}`).toBeLessThanOrEqual(0);
}

test.describe('reflow at 320 CSS px', () => {
  // The text-spacing overrides come as a reader's own style sheet, which no page policy blocks.
  test.use({ viewport: { width: 320, height: 640 }, bypassCSP: true });

  for (const { name } of [...pagesOfIssue, ...sitePagesOfIssue.sk]) {
    test(`${name} scrolls only downwards, with the bar, text spacing and after a choice`, async ({
      page,
      site,
      expected,
      pageIssues,
    }) => {
      allowConsentedTools(pageIssues);
      pageIssues.allow(/status of 404/);
      const text = consentTexts[site];
      const bar = await openWithBar(page, text.bar, pathOf(site, name));
      await expectNoSidewaysScroll(page, 'bar shown');
      await page.addStyleTag({ content: textSpacing });
      await expectNoSidewaysScroll(page, 'text spacing');
      await bar.getByRole('button', { name: text.settings, exact: true }).click();
      await expectNoSidewaysScroll(page, 'bar settings');
      await bar.getByRole('button', { name: text.acceptSelected }).click();
      await expect(bar).toBeHidden();
      await expectNoSidewaysScroll(page, 'after a choice');
      // WCAG 3.2.6: help, the phone and the e-mail, in the same place (the footer) on every page.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: expected.email })).toHaveAttribute(
        'href',
        `mailto:${expected.email}`,
      );
      await expect(footer.getByRole('link', { name: expected.phone.readable })).toHaveAttribute(
        'href',
        `tel:${expected.phone.raw}`,
      );
    });
  }

  test('the settings dialog fits, its tabs wrap and keep their labels whole', async ({
    page,
    site,
    expected,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = await openAfterChoice(page, site, '/kontakt');
    await page.addStyleTag({ content: textSpacing });
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toBeVisible();
    await expectNoSidewaysScroll(page, 'dialog open');
    for (const name of [text.agreementTab, text.infoTab]) {
      const clipped = await dialog
        .getByRole('tab', { name })
        .evaluate(
          (tab) => tab.scrollWidth > tab.clientWidth || tab.getBoundingClientRect().right > innerWidth,
        );
      expect(clipped, `the "${name}" tab is cut`).toBe(false);
    }
  });

  test('the subpage header keeps "back to the order" whole and on screen', async ({ page, expected }) => {
    await page.goto('/kontakt');
    const back = page.getByRole('banner').getByRole('link', { name: expected.backToOrder });
    await expect(back).toBeVisible();
    const box = await back.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    await expectNoSidewaysScroll(page, 'header');
  });
});

test.describe('the consent bar at 400 % zoom', () => {
  test.use({ viewport: zoomed });

  test('takes at most half the screen, in settings too, and its buttons are reachable', async ({
    page,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar);
    const share = async () => ((await bar.boundingBox())?.height ?? 0) / zoomed.height;
    expect(await share()).toBeLessThanOrEqual(0.5);
    const settings = bar.getByRole('button', { name: text.settings, exact: true });
    await settings.focus();
    await page.keyboard.press('Enter');
    expect(await share()).toBeLessThanOrEqual(0.5);
    // Escape leaves the settings for the bar's first buttons, focus on Settings again.
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();
    await page.keyboard.press('Enter');
    const accept = bar.getByRole('button', { name: text.acceptSelected });
    await accept.focus();
    await expect(accept).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
  });
});

/**
 * Whether any of nine points spread over the element's part in the viewport shows the element
 * itself: a sticky header, the consent bar or anything else painted over it hides the others.
 */
async function isShown(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, innerWidth);
    const top = Math.max(box.top, 0);
    const bottom = Math.min(box.bottom, innerHeight);
    if (right <= left || bottom <= top) return false;
    for (const x of [0.1, 0.5, 0.9]) {
      for (const y of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(left + (right - left) * x, top + (bottom - top) * y);
        if (hit && (hit === element || element.contains(hit) || hit.contains(element))) return true;
      }
    }
    return false;
  });
}

for (const viewport of [{ width: 390, height: 844 }, zoomed]) {
  test.describe(`focus is never hidden, ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('tabbing through the order form with the bar shown', async ({ page, site, pageIssues }) => {
      allowConsentedTools(pageIssues);
      const text = consentTexts[site];
      await openWithBar(page, text.bar);
      await page.locator('body').focus();
      const hidden: string[] = [];
      let stops = 0;
      for (let press = 0; press < 45; press += 1) {
        await page.keyboard.press('Tab');
        const focused = page.locator(':focus');
        if ((await focused.count()) === 0) continue;
        stops += 1;
        if (!(await isShown(focused))) {
          hidden.push(await focused.evaluate((element) => element.outerHTML.slice(0, 80)));
        }
      }
      expect(stops).toBeGreaterThan(20);
      expect(hidden).toEqual([]);
    });
  });
}

test.describe('forced colours', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('every focus stop of the order page changes pixels when focused', async ({
    page,
    site,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    await page.emulateMedia({ forcedColors: 'active' });
    await openAfterChoice(page, site);
    // Tabbing starts from the top of the document, wherever the choice left focus.
    await page.evaluate(() => {
      const start = document.createElement('span');
      start.tabIndex = -1;
      document.body.prepend(start);
      start.focus();
    });

    const unchanged: string[] = [];
    const seen = new Set<string>();
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      if ((await focused.count()) === 0) break;
      const id = await focused.evaluate((element) => {
        const mark = element.getAttribute('data-focus-check') ?? String(Math.random());
        element.setAttribute('data-focus-check', mark);
        return mark;
      });
      if (seen.has(id)) break;
      seen.add(id);
      if ((await focused.evaluate((element) => element.tagName)) === 'MAIN') continue;
      const box = await focused.boundingBox();
      if (!box || box.width === 0) continue;
      const clip = {
        x: Math.max(0, box.x - 6),
        y: Math.max(0, box.y - 6),
        width: box.width + 12,
        height: box.height + 12,
      };
      const withFocus = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      await focused.evaluate((element) => (element as HTMLElement).blur());
      const withoutFocus = await page.screenshot({ clip, animations: 'disabled', caret: 'hide' });
      if (withFocus.equals(withoutFocus)) {
        unchanged.push(await focused.evaluate((element) => element.outerHTML.slice(0, 80)));
      }
      // Tab goes on from the element, as it would have without the check.
      await page.locator(`[data-focus-check="${id}"]`).focus();
    }
    expect(seen.size).toBeGreaterThan(20);
    expect(unchanged).toEqual([]);
  });

  test('the selected tab and the current step are told apart by more than colour', async ({
    page,
    site,
    expected,
    pageIssues,
  }) => {
    allowConsentedTools(pageIssues);
    await page.emulateMedia({ forcedColors: 'active' });
    const text = await openAfterChoice(page, site);
    await page.getByRole('contentinfo').getByRole('button', { name: expected.footer.cookieSettings }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    const borderOf = (tab: Locator) =>
      tab.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`;
      });
    const selected = await borderOf(dialog.getByRole('tab', { name: text.agreementTab }));
    const other = await borderOf(dialog.getByRole('tab', { name: text.infoTab }));
    expect(selected).not.toEqual(other);
    await page.keyboard.press('Escape');

    const steps = page.locator('.shop-OrderForm-steps li');
    const colours = await steps.evaluateAll((items) =>
      items.map((item) => getComputedStyle(item).borderTopColor),
    );
    expect(new Set(colours).size, colours.join(' | ')).toBeGreaterThan(1);
    await expect(page.locator('.shop-OrderForm-steps li[aria-current="step"]')).toHaveCount(1);
  });
});

test.describe('focus after a consent choice', () => {
  for (const choice of ['deny', 'accept-all', 'accept-selected', 'details'] as const) {
    test(`returns to where the visitor was: ${choice}`, async ({ page, site, pageIssues }) => {
      allowConsentedTools(pageIssues);
      const text = consentTexts[site];
      const bar = await openWithBar(page, text.bar);
      const firstField = page.getByRole('textbox', { name: orderFormFields[site].firstName, exact: true });
      await firstField.focus();
      if (choice === 'accept-selected' || choice === 'details') {
        await bar.getByRole('button', { name: text.settings, exact: true }).focus();
        await page.keyboard.press('Enter');
      }
      if (choice === 'details') {
        await bar.getByRole('button', { name: text.detailedSettings }).focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: text.dialog });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: text.acceptSelected }).focus();
      } else {
        const name = {
          deny: text.deny,
          'accept-all': text.acceptAllCookies,
          'accept-selected': text.acceptSelected,
        };
        await bar.getByRole('button', { name: name[choice], exact: true }).focus();
      }
      await page.keyboard.press('Enter');
      await expect(bar).toBeHidden();
      await expect(firstField).toBeFocused();
    });
  }

  test('goes to the main content when nothing had focus before', async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    const text = consentTexts[site];
    const bar = await openWithBar(page, text.bar, '/kontakt');
    await bar.getByRole('button', { name: text.deny, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('the order form tells where the shopper is', () => {
  test('a step change is announced and names the document', async ({ page, site, pageIssues }) => {
    allowConsentedTools(pageIssues);
    await openAfterChoice(page, site);
    const pageTitle = await page.title();
    // The step indicator's progress line is the live region; its first text is not announced.
    const status = page.getByRole('status').filter({ hasText: /^Krok \d z 3$/ });
    await expect(status).toHaveText('Krok 1 z 3');

    const labels = orderFormFields[site];
    const steps = stepTexts[site];
    const values: Record<string, string> = {
      firstName: 'Jana',
      lastName: 'Prístupná',
      company: 'Testovacia firma',
      street: 'Hlavná',
      houseNumber: '12',
      city: steps.person.city,
      zip: steps.person.zip,
      phone: steps.person.phone,
      email: steps.person.email,
      birthDate: '1. 2. 1980',
    };
    for (const [key, value] of Object.entries(values)) {
      await page.getByRole('textbox', { name: labels[key as keyof typeof labels], exact: true }).fill(value);
    }
    // Typed before hydration, the values reach the form's state (its draft) once it has started.
    await expect
      .poll(() => page.evaluate(() => Object.values(sessionStorage).join('\n')), { timeout: 15_000 })
      .toContain('1. 2. 1980');
    await page.getByRole('button', { name: steps.toDelivery }).click();
    await expect(page.getByRole('heading', { level: 2, name: steps.step2 })).toBeFocused();
    await expect(status).toHaveText(steps.announcement);
    await expect(page).toHaveTitle(`${steps.step2} – ${pageTitle}`);
  });
});

test.describe('reduced motion', () => {
  test('controls change at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const durations = await page
      .locator('.shop-Button, .shop-Radio, .shop-Checkbox-box')
      .evaluateAll((elements) =>
        elements.flatMap((element) => [
          getComputedStyle(element).transitionDuration,
          getComputedStyle(element, '::before').transitionDuration,
        ]),
      );
    expect(durations.length).toBeGreaterThan(0);
    expect(
      durations.filter((duration) => duration.split(',').some((part) => Number.parseFloat(part) > 0)),
    ).toEqual([]);
  });
});
