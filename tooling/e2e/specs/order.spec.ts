import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import { decode } from 'bysquare/pay';
import { axeResultsOfSettledPage } from '../axe';
import { listedPoint, stubCarrierWidget } from '../carrierWidgetStubs';
import { expect, test } from '../fixtures';
import { orderFormFields } from '../orderFormTexts';
import type { SiteId } from '../sites';
import { SITE_INDEPENDENT } from '../tags';

/** What a shopper reads in the form and on the pages after it, per site, written out by hand. */
const texts = {
  sk: {
    fields: orderFormFields.sk,
    toDelivery: 'Pokračovať na doručenie',
    toSummary: 'Pokračovať na zhrnutie',
    submit: 'Odoslať objednávku',
    agreement: 'Súhlasím s obchodnými podmienkami',
    shippingGroup: 'Spôsob doručenia',
    paymentGroup: 'Spôsob platby',
    shipping: {
      'post-mailbox': 'Slovenská pošta – do schránky',
      'post-address': 'Slovenská pošta – balík na adresu',
      'pickup-point': 'Packeta – výdajné miesto',
      'pickup-address': 'Packeta – na adresu',
      'ppl-address': 'PPL – na adresu',
      'ppl-pickup': 'PPL – výdajné miesto',
    },
    payment: {
      'after-delivery': 'Platba po doručení',
      card: 'Platba kartou online',
      'bank-transfer': 'Bankový prevod',
    },
    pplNotice: 'PPL nepodporuje dobierku, platba bola zmenená na kartu',
    openMap: 'Vybrať na mape dopravcu',
    pickupCity: 'Bratislava',
    change: 'Zmeniť výdajné miesto',
    prefilledTitle: 'Vaše uložené údaje',
    deliverySection: 'Doručovacie údaje',
    person: { city: 'Bratislava', zip: '821 09', phonePrefix: '9', domain: 'example.sk' },
    thankYou: 'Ďakujeme za objednávku',
    rejected: 'Objednávku sme nemohli prijať',
    rejectedPath: '/objednavka-zamietnuta',
    gatewayPay: /^Zaplatiť /,
    gatewayCancel: 'Zrušiť platbu',
    cancelled: 'Platba bola zrušená',
    payAgain: 'Zaplatiť znova kartou',
    additionalPay: 'Zaplatiť kartou',
    paid: 'Objednávka je zaplatená',
    orderTitle: 'Objednávka',
  },
  cz: {
    fields: orderFormFields.cz,
    toDelivery: 'Pokračovat k doručení',
    toSummary: 'Pokračovat ke shrnutí',
    submit: 'Odeslat objednávku',
    agreement: 'Souhlasím s obchodními podmínkami',
    shippingGroup: 'Způsob doručení',
    paymentGroup: 'Platební metoda',
    shipping: {
      'post-mailbox': 'Česká pošta – do schránky',
      'post-address': 'Česká pošta – Balík Do ruky',
      'pickup-point': 'Zásilkovna – výdejní místo',
      'pickup-address': 'Zásilkovna – na adresu',
      'ppl-address': 'PPL – na adresu',
      'ppl-pickup': 'PPL – výdejní místo',
    },
    payment: {
      'after-delivery': 'Platba po doručení',
      card: 'Platba kartou online',
      'bank-transfer': 'Bankovní převod',
    },
    pplNotice: 'PPL nepodporuje dobírku, platba změněna na kartou',
    openMap: 'Vybrat na mapě dopravce',
    pickupCity: 'Brno',
    change: 'Změnit výdejní místo',
    prefilledTitle: 'Vaše uložené údaje',
    deliverySection: 'Doručovací údaje',
    person: { city: 'Praha 10', zip: '100 00', phonePrefix: '6', domain: 'example.cz' },
    thankYou: 'Děkujeme za objednávku',
    rejected: 'Objednávku jsme nemohli přijmout',
    rejectedPath: '/objednavka-zamitnuta',
    gatewayPay: /^Zaplatit /,
    gatewayCancel: 'Zrušit platbu',
    cancelled: 'Platba byla zrušena',
    payAgain: 'Zaplatit znovu kartou',
    additionalPay: 'Zaplatit kartou',
    paid: 'Objednávka je zaplacena',
    orderTitle: 'Objednávka',
  },
} as const;

type Texts = (typeof texts)[SiteId];
type ShippingId = keyof Texts['shipping'];
type PaymentId = keyof Texts['payment'];

interface Person {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  houseNumber: string;
  city: string;
  zip: string;
  phone: string;
  email: string;
  birthDate: string;
}

let people = 0;

/** A shopper no earlier order names: free trials are refused to the same email, phone or person. */
function newPerson(site: SiteId, workerIndex: number): Person {
  people += 1;
  const { person } = texts[site];
  // Worker, clock and counter digits: unique across the parallel workers of one run.
  const serial = `${workerIndex % 10}${String(Date.now() % 100_000).padStart(5, '0')}${String(people % 100).padStart(2, '0')}`;
  return {
    firstName: 'Jana',
    lastName: `Testová ${serial}`,
    company: 'Testovacia firma',
    street: 'Hlavná',
    houseNumber: '12',
    city: person.city,
    zip: person.zip,
    phone: `${person.phonePrefix}${serial}`,
    email: `jana.${serial}@${person.domain}`,
    birthDate: '1. 2. 1980',
  };
}

async function expectNoAxeViolations(page: Page) {
  const results = await axeResultsOfSettledPage(page);
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * A pending react-aria button announces itself through a short-lived element that names the
 * button; after the submit the page changes under it, so the audit waits until it is gone.
 */
async function waitForSendAnnouncement(page: Page) {
  await expect(page.locator('[role="img"][aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
}

function field(page: Page, label: string): Locator {
  return page.getByRole('textbox', { name: label, exact: true });
}

/**
 * Waits until the form's state holds `value` in `key`. The form keeps its state as a draft in
 * session storage from the moment it has started, so this also waits for hydration: a continue
 * pressed before it would be a plain HTML submit.
 */
async function expectFormHolds(page: Page, key: keyof Person, value: string) {
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((name) => name.startsWith('shop:order-form-draft'))
        .map((name) => sessionStorage.getItem(name))
        .join('\n'),
    );
  await expect.poll(drafts, { timeout: 15_000 }).toContain(`"${key}":${JSON.stringify(value)}`);
}

/** Types the delivery data, from the first moment the fields are there, hydrated or not. */
async function fillDelivery(page: Page, site: SiteId, person: Person, skip: readonly (keyof Person)[] = []) {
  const labels = texts[site].fields;
  const keys = (Object.keys(labels) as (keyof Person)[]).filter((key) => !skip.includes(key));
  for (const key of keys) {
    await field(page, labels[key]).fill(person[key]);
  }
  await expectFormHolds(page, 'birthDate', person.birthDate);
}

async function continueTo(page: Page, button: string, heading: string | RegExp) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused();
}

/**
 * Both sites configure the carriers' maps, so the point is picked in the carrier's widget: a
 * stand-in for its script that picks a point the API lists (the built-in picker, the widgets'
 * fallback, is covered in carrierWidgets.spec.ts).
 */
async function choosePickupPoint(page: Page, site: SiteId, shipping: 'pickup-point' | 'ppl-pickup') {
  const t = texts[site];
  const carrier = shipping === 'ppl-pickup' ? 'ppl' : 'packeta';
  await stubCarrierWidget(page, carrier, await listedPoint(page, carrier, t.pickupCity));
  await page.getByRole('button', { name: t.openMap }).click();
  await expect(page.getByRole('button', { name: t.change })).toBeVisible();
}

/** Selects a radio the way a keyboard does: react-aria keeps the real input under its label. */
async function chooseRadio(page: Page, group: string, name: string) {
  const radio = page
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: new RegExp(`^${name}`) });
  await radio.focus();
  await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

async function chooseShippingPayment(page: Page, site: SiteId, shipping: ShippingId, payment: PaymentId) {
  const t = texts[site];
  await chooseRadio(page, t.shippingGroup, t.shipping[shipping]);
  if (shipping === 'pickup-point' || shipping === 'ppl-pickup') await choosePickupPoint(page, site, shipping);
  await chooseRadio(page, t.paymentGroup, t.payment[payment]);
}

async function agreeAndSubmit(page: Page, site: SiteId) {
  const t = texts[site];
  const agreement = page.getByRole('checkbox', { name: t.agreement });
  await agreement.focus();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
  await page.getByRole('button', { name: t.submit }).click();
}

interface OrderRun {
  path: string;
  shipping: ShippingId;
  payment: PaymentId;
  person: Person;
  /** Runs axe on each step of the form. */
  audit?: boolean;
}

/** Goes through the three steps and sends the order. */
async function placeOrder(page: Page, site: SiteId, run: OrderRun) {
  const t = texts[site];
  await page.goto(run.path);
  await expect(page.locator('form')).toBeVisible();
  if (run.audit) {
    // The audit judges the page as it ends up, with its lazy parts loaded.
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  await fillDelivery(page, site, run.person);
  await continueTo(page, t.toDelivery, 'Doprava a platba');
  await chooseShippingPayment(page, site, run.shipping, run.payment);
  if (run.audit) await expectNoAxeViolations(page);
  await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
  if (run.audit) await expectNoAxeViolations(page);
  await agreeAndSubmit(page, site);
}

async function payAtGateway(page: Page, site: SiteId, choice: 'pay' | 'cancel') {
  const t = texts[site];
  // The GoPay emulator's hosted page (gw_url), a process of its own.
  await expect(page).toHaveURL(/\/gw\/\d+$/);
  const button =
    choice === 'pay'
      ? page.getByRole('button', { name: t.gatewayPay })
      : page.getByRole('button', { name: t.gatewayCancel });
  await button.click();
}

test.describe('order flows', () => {
  test('a free trial ends on the thank-you page, with axe clean on every step', async ({
    page,
    site,
  }, testInfo) => {
    test.slow();
    const person = newPerson(site, testInfo.workerIndex);
    await placeOrder(page, site, {
      path: '/k2zadarmo',
      shipping: 'post-address',
      payment: 'after-delivery',
      person,
      audit: true,
    });
    await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);
    await expect(page.getByRole('heading', { level: 1, name: texts[site].thankYou })).toBeVisible();
    await waitForSendAnnouncement(page);
    await expectNoAxeViolations(page);
  });

  test('a second free trial for the same person goes to the rejected page, prefilled the second time', async ({
    page,
    site,
  }, testInfo) => {
    test.slow();
    const t = texts[site];
    const person = newPerson(site, testInfo.workerIndex);
    await placeOrder(page, site, {
      path: '/k2zadarmo',
      shipping: 'post-mailbox',
      payment: 'after-delivery',
      person,
    });
    await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);

    await page.goto('/mesiack2zadarmo');
    await expect(page.getByRole('heading', { name: t.prefilledTitle })).toBeVisible();
    await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
    await continueTo(page, t.toDelivery, 'Doprava a platba');
    await chooseShippingPayment(page, site, 'post-mailbox', 'after-delivery');
    await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
    await agreeAndSubmit(page, site);
    await expect(page).toHaveURL(new RegExp(`${t.rejectedPath}$`));
    await expect(page.getByRole('heading', { level: 1, name: t.rejected })).toBeVisible();
    // Refused, the shopper can still buy the packs anyone can.
    await expect(page.getByRole('link', { name: sale[site].offers.single })).toHaveAttribute(
      'href',
      '/objednavka',
    );
    await expect(page.getByRole('link', { name: sale[site].offers.yearly })).toHaveAttribute(
      'href',
      '/rocnek2',
    );
    await waitForSendAnnouncement(page);
    await expectNoAxeViolations(page);

    // WCAG 3.3.7: the pack the shopper turns to asks nothing they already typed.
    await page.getByRole('link', { name: sale[site].offers.single }).click();
    await expect(page).toHaveURL(/\/objednavka$/);
    await expect(page.getByRole('heading', { name: t.prefilledTitle })).toBeVisible();
    await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
  });

  const combinations: [ShippingId, PaymentId][] = [
    ['post-mailbox', 'after-delivery'],
    ['post-address', 'bank-transfer'],
    ['pickup-point', 'after-delivery'],
    ['pickup-address', 'bank-transfer'],
    ['ppl-address', 'bank-transfer'],
    ['ppl-pickup', 'bank-transfer'],
  ];
  for (const [shipping, payment] of combinations) {
    test(`a single pack goes by ${shipping}, paid by ${payment}`, async ({ page, site }, testInfo) => {
      await placeOrder(page, site, {
        path: '/objednavka',
        shipping,
        payment,
        person: newPerson(site, testInfo.workerIndex),
      });
      await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);
    });
  }

  test(
    'PPL switches cash on delivery to card with the notice, and the card is paid at the gateway',
    { tag: SITE_INDEPENDENT },
    async ({ page, site }, testInfo) => {
      test.slow();
      const t = texts[site];
      await page.goto('/objednavka');
      await fillDelivery(page, site, newPerson(site, testInfo.workerIndex));
      await continueTo(page, t.toDelivery, 'Doprava a platba');
      await chooseShippingPayment(page, site, 'post-address', 'after-delivery');
      await chooseRadio(page, t.shippingGroup, t.shipping['ppl-address']);
      await expect(page.getByText(t.pplNotice)).toBeVisible();
      await expect(page.getByRole('radio', { name: new RegExp(`^${t.payment.card}`) })).toBeChecked();
      await expectNoAxeViolations(page);
      await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
      await agreeAndSubmit(page, site);
      await payAtGateway(page, site, 'pay');
      await expect(page).toHaveURL(/\/dakujeme-za-objednavku\?order=/);
      await expect(page.getByRole('heading', { level: 1, name: t.thankYou })).toBeVisible();
    },
  );

  test(
    'a cancelled card payment is paid again through the additional payment page',
    { tag: SITE_INDEPENDENT },
    async ({ page, site }, testInfo) => {
      test.slow();
      const t = texts[site];
      await placeOrder(page, site, {
        path: '/objednavka',
        shipping: 'ppl-pickup',
        payment: 'card',
        person: newPerson(site, testInfo.workerIndex),
      });
      await payAtGateway(page, site, 'cancel');
      await expect(page).toHaveURL(/\/platba-zrusena\?order=/);
      await expect(page.getByRole('heading', { level: 1, name: t.cancelled })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: t.payAgain }).click();
      await expect(page).toHaveURL(/\/dodatecna-platba-kartou\/[0-9a-f-]{36}$/);
      const additionalPayment = page.url();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.additionalPay }).click();
      await payAtGateway(page, site, 'pay');
      await expect(page).toHaveURL(/\/dakujeme-za-objednavku\?order=/);

      await page.goto(additionalPayment);
      await expect(page.getByRole('heading', { level: 1, name: t.paid })).toBeVisible();
      await expect(page.getByRole('button', { name: t.additionalPay })).toHaveCount(0);
    },
  );

  test('the additional payment page of an unknown order is the not-found view', {
    tag: SITE_INDEPENDENT,
  }, async ({ page, pageIssues, expected }) => {
    pageIssues.allow(/the server responded with a status of 404/);
    pageIssues.allow(/Page Not Found: /);
    const response = await page.goto('/dodatecna-platba-kartou/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: expected.notFoundTitle })).toBeVisible();
  });

  test(
    'a reload in the middle of the form keeps what was typed and chosen',
    { tag: SITE_INDEPENDENT },
    async ({ page, site }, testInfo) => {
      const t = texts[site];
      const person = newPerson(site, testInfo.workerIndex);
      await page.goto('/objednavka');
      await fillDelivery(page, site, person);
      await continueTo(page, t.toDelivery, 'Doprava a platba');
      await chooseShippingPayment(page, site, 'pickup-address', 'after-delivery');
      await page.reload();
      await expect(
        page.getByRole('radio', { name: new RegExp(`^${t.shipping['pickup-address']}`) }),
      ).toBeChecked();
      await expect(
        page.getByRole('radio', { name: new RegExp(`^${t.payment['after-delivery']}`) }),
      ).toBeChecked();
      await page.getByRole('button', { name: /^(Späť|Zpět)$/ }).click();
      await expect(field(page, t.fields.email)).toHaveValue(person.email);
      await expect(field(page, t.fields.lastName)).toHaveValue(person.lastName);
    },
  );

  test(
    'a shopper who leaves the form for another page and comes back finds what they typed (WCAG 3.3.7)',
    { tag: SITE_INDEPENDENT },
    async ({ page, site }, testInfo) => {
      const t = texts[site];
      const person = newPerson(site, testInfo.workerIndex);
      await page.goto('/objednavka');
      await fillDelivery(page, site, person);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: /^(Recenzie|Recenze)$/ })
        .click();
      await expect(page).toHaveURL(/\/recenz/);
      await page.goBack();
      await expect(field(page, t.fields.email)).toHaveValue(person.email);
      await expect(field(page, t.fields.birthDate)).toHaveValue(person.birthDate);
      await expect(field(page, t.fields.zip)).toHaveValue(person.zip);
    },
  );
});

test.describe('typing before the form has hydrated', { tag: SITE_INDEPENDENT }, () => {
  test('text typed into the server-rendered form before its script runs is kept to the summary', async ({
    page,
    site,
  }, testInfo) => {
    const t = texts[site];
    const person = { ...newPerson(site, testInfo.workerIndex), firstName: 'Květoslava' };
    // The page's scripts wait until the shopper has typed, so the typing surely comes first.
    let releaseScripts = () => {};
    const typed = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await typed;
        await route.continue();
      },
    );
    await page.goto('/objednavka', { waitUntil: 'commit' });
    const firstName = field(page, t.fields.firstName);
    await firstName.pressSequentially(person.firstName);
    releaseScripts();

    await expectFormHolds(page, 'firstName', person.firstName);
    await expect(firstName).toHaveValue(person.firstName);
    await fillDelivery(page, site, person, ['firstName']);
    await continueTo(page, t.toDelivery, 'Doprava a platba');
    await chooseShippingPayment(page, site, 'post-mailbox', 'after-delivery');
    await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
    const delivery = page.getByRole('region', { name: t.deliverySection });
    await expect(delivery.getByText(person.firstName, { exact: true })).toBeVisible();
    await agreeAndSubmit(page, site);
    await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);
  });

  test('on the home page, a first name typed the moment its field appears is kept to the summary', async ({
    page,
    site,
  }, testInfo) => {
    const t = texts[site];
    const person = { ...newPerson(site, testInfo.workerIndex), firstName: 'Květoslava' };
    // The home page is prerendered with a placeholder: its form arrives with its configuration
    // right after hydration, and the typing starts as soon as the field is there.
    await page.goto('/', { waitUntil: 'commit' });
    const firstName = field(page, t.fields.firstName);
    await firstName.pressSequentially(person.firstName);
    await expectFormHolds(page, 'firstName', person.firstName);
    await fillDelivery(page, site, person, ['firstName']);
    await expect(firstName).toHaveValue(person.firstName);
    await continueTo(page, t.toDelivery, 'Doprava a platba');
    await chooseShippingPayment(page, site, 'post-mailbox', 'after-delivery');
    await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
    const delivery = page.getByRole('region', { name: t.deliverySection });
    await expect(delivery.getByText(person.firstName, { exact: true })).toBeVisible();
  });
});

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test(
  'the order is completed with the keyboard alone',
  { tag: SITE_INDEPENDENT },
  async ({ page, site }, testInfo) => {
    const t = texts[site];
    const person = newPerson(site, testInfo.workerIndex);
    await page.goto('/objednavka');
    for (const key of Object.keys(t.fields) as (keyof Person)[]) {
      await tabTo(page, field(page, t.fields[key]));
      await page.keyboard.type(person[key]);
    }
    await expectFormHolds(page, 'birthDate', person.birthDate);
    await tabTo(page, page.getByRole('button', { name: t.toDelivery }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Doprava a platba' })).toBeFocused();

    const mailbox = page.getByRole('radio', { name: new RegExp(`^${t.shipping['post-mailbox']}`) });
    await tabTo(page, mailbox);
    await page.keyboard.press('Space');
    await expect(mailbox).toBeChecked();
    const afterDelivery = page.getByRole('radio', { name: new RegExp(`^${t.payment['after-delivery']}`) });
    await tabTo(page, afterDelivery);
    await page.keyboard.press('Space');
    await expect(afterDelivery).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: t.toSummary }));
    await page.keyboard.press('Enter');

    const agreement = page.getByRole('checkbox', { name: t.agreement });
    await tabTo(page, agreement);
    await page.keyboard.press('Space');
    await expect(agreement).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: t.submit }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);
    await expect(page.getByRole('heading', { level: 1, name: t.thankYou })).toBeVisible();
  },
);

/** What the sale's pages say and hold, per site. */
const sale = {
  sk: {
    total: 'Spolu',
    nothingToPay: 'Za túto objednávku nič neplatíte.',
    frequencyGroup: 'Frekvencia platby',
    monthly: 'Mesačne',
    yearlyThankYou: 'Ďakujeme za objednávku ročného balenia',
    iban: 'SK47 1100 0000 0026 1487 0368',
    orderNumber: /^SK-\d{7}$/,
    cardPaid: /Platbu kartou .* sme prijali/,
    offers: { single: 'Balenie na mesiac', yearly: 'Ročné balenie' },
  },
  cz: {
    total: 'Celkem',
    nothingToPay: 'Za tuto objednávku nic neplatíte.',
    frequencyGroup: 'Frekvence platby',
    monthly: 'Měsíčně',
    yearlyThankYou: 'Děkujeme za objednávku ročního balení',
    iban: 'CZ88 0300 0000 1940 1927 3859',
    orderNumber: /^CZ-\d{7}$/,
    cardPaid: /Platbu kartou .* jsme přijali/,
    offers: { single: 'Balení na měsíc', yearly: 'Roční balení' },
  },
} as const;

/** The order's summary beside the form: the amount on the line named `term`. */
async function summaryAmount(page: Page, term: string): Promise<string> {
  const row = page.locator('.shop-OrderSummary-row').filter({ has: page.locator('dt', { hasText: term }) });
  return ((await row.locator('dd').first().textContent()) ?? '').replaceAll('\u00a0', ' ');
}

/** Reads a QR code drawn as SVG in the page back into its text, with jsQR run in the page. */
async function decodeQr(page: Page, svg: Locator): Promise<string | null> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js') });
  return svg.evaluate(async (element) => {
    const markup = new XMLSerializer().serializeToString(element);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const size = 400;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 20, 20, size - 40, size - 40);
    const pixels = context.getImageData(0, 0, size, size);
    const read = (
      window as unknown as {
        jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
      }
    ).jsQR(pixels.data, size, size);
    return read?.data ?? null;
  });
}

test.describe('the sale: what it costs, and how the shopper pays', () => {
  test('a free trial paid after delivery costs 0 in the summary, in the answer and as stored', async ({
    page,
    site,
  }, testInfo) => {
    test.slow();
    const t = texts[site];
    const s = sale[site];
    await page.goto('/k2zadarmo');
    await fillDelivery(page, site, newPerson(site, testInfo.workerIndex));
    await continueTo(page, t.toDelivery, 'Doprava a platba');
    await chooseShippingPayment(page, site, 'post-mailbox', 'after-delivery');
    await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
    expect(await summaryAmount(page, s.total)).toMatch(/^0(,00)? (€|Kč)$/);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await agreeAndSubmit(page, site);
    const answer = await (await answered).json();
    expect(answer.totals).toMatchObject({ items: 0, shipping: 0, payment: 0, total: 0, dueNow: 0 });
    // What the API stored, asked as the shopper who placed it.
    const stored = await page.request.get(`/api/orders/${answer.orderId}`);
    expect(stored.status()).toBe(200);
    expect((await stored.json()).totals).toEqual(answer.totals);

    await expect(page).toHaveURL(/\/dakujeme-za-objednavku$/);
    await expect(page.getByText(answer.orderNumber, { exact: true })).toBeVisible();
    await expect(page.getByText(s.nothingToPay)).toBeVisible();
    // No payment term for an order that costs nothing.
    await expect(page.getByText(/14 (dní|dnů)/)).toHaveCount(0);
  });

  test('a yearly pack paid monthly by transfer shows the account, the first instalment, the variable symbol and a QR code that reads back', async ({
    page,
    site,
  }, testInfo) => {
    test.slow();
    const t = texts[site];
    const s = sale[site];
    await page.goto('/rocnek2');
    await fillDelivery(page, site, newPerson(site, testInfo.workerIndex));
    await continueTo(page, t.toDelivery, 'Doprava a platba');
    await chooseShippingPayment(page, site, 'post-address', 'bank-transfer');
    await chooseRadio(page, s.frequencyGroup, s.monthly);
    await continueTo(page, t.toSummary, /Zhrnutie objednávky|Shrnutí objednávky/);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await agreeAndSubmit(page, site);
    const answer = await (await answered).json();
    expect(answer.orderNumber).toMatch(s.orderNumber);
    expect(answer.totals.dueNow).toBe(Math.ceil(answer.totals.total / 12));

    await expect(page.getByRole('heading', { level: 1, name: s.yearlyThankYou })).toBeVisible();
    await expect(page.getByText(answer.orderNumber, { exact: true })).toBeVisible();
    const variableSymbol = String(Number(answer.orderNumber.replace(/\D/g, '')));
    const details = page.locator('.site-BankTransfer-details');
    await expect(details).toContainText(s.iban);
    await expect(details).toContainText(variableSymbol);
    const qr = page.getByRole('img', { name: new RegExp(variableSymbol) });
    await expect(qr).toBeVisible();
    const payload = await decodeQr(page, qr);
    if (!payload) throw new Error('the QR code did not read back');
    const amount = (answer.totals.dueNow / 100).toFixed(2);
    if (site === 'cz') {
      expect(payload).toContain(`ACC:${s.iban.replaceAll(' ', '')}`);
      expect(payload).toContain(`AM:${amount}`);
      expect(payload).toContain(`X-VS:${variableSymbol}`);
    } else {
      const payment = decode(payload).payments[0];
      expect(payment).toMatchObject({ amount: Number(amount), variableSymbol, currencyCode: 'EUR' });
      expect(payment?.bankAccounts[0]?.iban).toBe(s.iban.replaceAll(' ', ''));
    }
    await waitForSendAnnouncement(page);
    await expectNoAxeViolations(page);

    // A reload in the tab shows the same order.
    await page.reload();
    await expect(page.getByText(answer.orderNumber, { exact: true })).toBeVisible();
    await expect(details).toContainText(variableSymbol);
  });

  test(
    'a card order paid at the gateway comes back to its number and the payment received',
    { tag: SITE_INDEPENDENT },
    async ({ page, site }, testInfo) => {
      test.slow();
      const s = sale[site];
      await placeOrder(page, site, {
        path: '/objednavka',
        shipping: 'ppl-address',
        payment: 'card',
        person: newPerson(site, testInfo.workerIndex),
      });
      await payAtGateway(page, site, 'pay');
      await expect(page).toHaveURL(/\/dakujeme-za-objednavku\?order=/);
      await expect(page.getByText(s.orderNumber)).toBeVisible();
      await expect(page.getByText(s.cardPaid)).toBeVisible();
    },
  );

  test('the home page leads to the packs anyone can buy', { tag: SITE_INDEPENDENT }, async ({
    page,
    site,
  }) => {
    const s = sale[site];
    await page.goto('/');
    await expect(page.getByRole('link', { name: s.offers.single })).toHaveAttribute('href', '/objednavka');
    await expect(page.getByRole('link', { name: s.offers.yearly })).toHaveAttribute('href', '/rocnek2');
  });
});

/** maildev's web API, where the e2e server's mail catcher keeps what the shop sent (serveFresh.mjs). */
const mailCatcher = `http://127.0.0.1:${process.env.MAILDEV_WEB_PORT ?? 1080}`;

interface CaughtMail {
  id: string;
  subject: string;
  to: { address: string }[];
  text?: string;
}

/** The first mail to `address` whose subject matches, once the shop's outbox has sent it. */
async function caughtMail(address: string, subject: RegExp): Promise<{ mail: CaughtMail; html: string }> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await fetch(`${mailCatcher}/api/email`)).json()) as CaughtMail[];
        found = mails.find(
          (mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject),
        );
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const mail = (await (await fetch(`${mailCatcher}/api/email/${found!.id}`)).json()) as CaughtMail;
  const html = await (await fetch(`${mailCatcher}/api/email/${found!.id}/html`)).text();
  return { mail, html };
}

test.describe('order e-mail', () => {
  test('a bank-transfer order placed in the form is confirmed by e-mail with its number, total and variable symbol', async ({
    page,
    site,
  }, testInfo) => {
    test.slow();
    const person = newPerson(site, testInfo.workerIndex);
    const answered = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST',
    );
    await placeOrder(page, site, {
      path: '/objednavka',
      shipping: 'post-address',
      payment: 'bank-transfer',
      person,
    });
    const answer = await (await answered).json();
    expect(answer.orderNumber).toMatch(sale[site].orderNumber);

    const subject = site === 'sk' ? /^Potvrdenie objednávky/ : /^Potvrzení objednávky/;
    const { mail, html } = await caughtMail(person.email, subject);
    expect(mail.subject).toContain(answer.orderNumber);
    const total = new Intl.NumberFormat(site === 'sk' ? 'sk-SK' : 'cs-CZ', {
      style: 'currency',
      currency: answer.currency,
      ...(answer.currency === 'CZK' && answer.totals.total % 100 === 0 ? { maximumFractionDigits: 0 } : {}),
    }).format(answer.totals.total / 100);
    const variableSymbol = String(Number(answer.orderNumber.replace(/\D/g, '')));
    const normalise = (value: string) => value.replaceAll('&nbsp;', ' ').replace(/\s/g, ' ');
    for (const body of [mail.text ?? '', html]) {
      expect(body).toContain(answer.orderNumber);
      expect(normalise(body)).toContain(normalise(total));
      expect(body).toContain(variableSymbol);
      expect(normalise(body)).toContain(sale[site].iban);
    }
    expect(html).toMatch(/<img[^>]+alt="QR k[oó]d/);
  });
});
