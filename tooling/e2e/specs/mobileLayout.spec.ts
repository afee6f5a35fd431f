import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { orderFormFields } from '../orderFormTexts';
import type { SiteId } from '../sites';

/** The narrowest phones in use and the most common one. */
const WIDTHS = [360, 390] as const;

/** What a shopper reads on the way through the yearly pack's form, per site. */
const texts = {
  sk: {
    fields: orderFormFields.sk,
    person: { city: 'Bratislava', zip: '821 09', phone: '901 123 456' },
    toDelivery: 'Pokračovať na doručenie',
    toSummary: 'Pokračovať na zhrnutie',
    shippingPayment: 'Doprava a platba',
    summary: 'Zhrnutie objednávky',
    shipping: ['Spôsob doručenia', 'Slovenská pošta – balík na adresu'],
    payment: ['Spôsob platby', 'Platba kartou online'],
    frequency: ['Frekvencia platby', 'Mesačne'],
    instalment: /Mesačná splátka/,
    outcomes: [
      '/dakujeme-za-objednavku',
      '/dakujeme-za-objednavku-rocneho-balenie',
      '/objednavka-zamietnuta',
      '/objednavka-vzorky-zamietnuta',
      '/objednavka-rocneho-balenie-zamietnuta',
      '/platba-ceka',
      '/platba-zrusena',
    ],
  },
  cz: {
    fields: orderFormFields.cz,
    person: { city: 'Praha 10', zip: '100 00', phone: '601 123 456' },
    toDelivery: 'Pokračovat k doručení',
    toSummary: 'Pokračovat ke shrnutí',
    shippingPayment: 'Doprava a platba',
    summary: 'Shrnutí objednávky',
    shipping: ['Způsob doručení', 'Česká pošta – Balík Do ruky'],
    payment: ['Platební metoda', 'Platba kartou online'],
    frequency: ['Frekvence platby', 'Měsíčně'],
    instalment: /Měsíční splátka/,
    outcomes: [
      '/dakujeme-za-objednavku',
      '/dekujeme-za-objednavku-rocniho-baleni',
      '/objednavka-zamitnuta',
      '/objednavka-vzorku-zamitnuta',
      '/objednavka-rocniho-baleni-zamitnuta',
      '/platba-ceka',
      '/platba-zrusena',
    ],
  },
} as const;

/** An address with no place to break but its dots: the kind that overflowed the summary card. */
const LONG_EMAIL = 'jana.novakova.testovacia.adresa.objednavky@nordlyspharmaslovensko.example';

/**
 * Nothing makes the page scroll sideways, and no box or line of text in its main content ends
 * past the right edge (text running out of a box does not always widen the page, but is cut off
 * all the same).
 */
async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    const main = document.querySelector('main') ?? document.body;
    for (const element of main.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      // Visually hidden helpers are 1 px boxes clipped away; they are not seen.
      if (box.width > 1 && box.right > width + 0.5) {
        found.push(`<${element.tagName.toLowerCase()} class="${element.className}"> ends at ${box.right}`);
      }
    }
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      if (box.width > 1 && box.right > width + 0.5)
        found.push(`"${text.textContent?.trim()}" ends at ${box.right}`);
    }
    return found;
  });
  expect(overflow, where).toEqual([]);
}

async function chooseRadio(page: Page, [group, name]: readonly [string, string]) {
  const radio = page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: new RegExp(`^${name}`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

function personOf(site: SiteId) {
  const { fields, person } = texts[site];
  return [
    [fields.firstName, 'Jana'],
    [fields.lastName, 'Testová-Dlhé-Priezvisko'],
    [fields.company, 'Testovacia firma s veľmi dlhým názvom s.r.o.'],
    [fields.street, 'Hlavná'],
    [fields.houseNumber, '12'],
    [fields.city, person.city],
    [fields.zip, person.zip],
    [fields.phone, person.phone],
    [fields.email, LONG_EMAIL],
    [fields.birthDate, '1. 2. 1980'],
  ] as const;
}

for (const width of WIDTHS) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every step of the yearly pack order fits the screen, nothing sent', async ({ page, site }) => {
      test.slow();
      const t = texts[site];
      await page.goto('/rocnek2');
      await expect(page.locator('form')).toBeVisible();
      await expectNoHorizontalOverflow(page, 'delivery data, empty');

      for (const [label, value] of personOf(site)) {
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      }
      // The form keeps its state as a draft once it runs: continuing before would be a bare HTML submit.
      await expect
        .poll(() => page.evaluate(() => Object.values(sessionStorage).join('\n')), { timeout: 15_000 })
        .toContain(LONG_EMAIL);
      await expectNoHorizontalOverflow(page, 'delivery data, filled');

      await page.getByRole('button', { name: t.toDelivery }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.shippingPayment })).toBeFocused();
      await chooseRadio(page, t.shipping);
      await chooseRadio(page, t.payment);
      await chooseRadio(page, t.frequency);
      await expectNoHorizontalOverflow(page, 'shipping and payment');

      await page.getByRole('button', { name: t.toSummary }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.summary })).toBeFocused();
      await expect(page.getByText(LONG_EMAIL)).toBeVisible();
      await expect(page.getByRole('row', { name: t.instalment })).toBeVisible();
      await expectNoHorizontalOverflow(page, 'summary');
    });

    test('every outcome page fits the screen', async ({ page, site }) => {
      for (const path of texts[site].outcomes) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoHorizontalOverflow(page, path);
      }
    });
  });
}
