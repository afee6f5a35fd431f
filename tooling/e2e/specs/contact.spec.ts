import type { Page, Response } from '@playwright/test';
import { axeResultsOfSettledPage } from '../axe';
import { expect, test } from '../fixtures';
import { pageHydrated } from '../pageHydrated';
import { SITE_INDEPENDENT } from '../tags';

/** What a shopper reads on the contact page of each site, written out by hand from SPEC §5 and §8. */
const text = {
  sk: {
    heading: 'Napíšte nám',
    footerLink: 'Kontakt',
    newCustomer: 'Nový zákazník',
    customerNumber: 'Zákaznícke číslo',
    questionType: 'Čoho sa Vaša otázka týka',
    product: 'Informácie o produkte',
    name: 'Meno a priezvisko',
    phone: 'Telefón',
    email: 'E-mail',
    message: 'Správa',
    submit: 'Odoslať správu',
    officeHours: 'Po–Pi 8:00–18:00',
    personalData: '/osobne-udaje',
    gdprLink: 'informáciách o spracúvaní osobných údajov',
    summary: 'Prosím, skontrolujte správnosť údajov.',
    nameRequired: 'Vyplňte, prosím, Vaše meno',
    emailInvalid: 'Toto nevyzerá ako platný e-mail',
    subjectRequired: 'Aby sme Vašu otázku vybavili rýchlejšie, potrebujeme vedieť, čoho sa týka.',
    messageRequired: 'Zabudli ste na to najdôležitejšie :)',
    success: 'Vaša správa bola úspešne odoslaná.',
    checkData: 'Správu sa nepodarilo odoslať. Skontrolujte, prosím, zadané údaje.',
    sender: { name: 'Jana Kováčová', phone: '0905 123 456', email: 'jana.kovacova@example.sk' },
    question: 'Dobrý deň, môžem Nordlys užívať aj v lete?',
  },
  cz: {
    heading: 'Napište nám',
    footerLink: 'Kontakt',
    newCustomer: 'Nový zákazník',
    customerNumber: 'Zákaznické číslo',
    questionType: 'Čeho se Váš dotaz týká',
    product: 'Informace o produktu',
    name: 'Jméno a příjmení',
    phone: 'Telefon',
    email: 'E-mail',
    message: 'Zpráva',
    submit: 'Odeslat zprávu',
    officeHours: 'Po–Pá 8:00–18:00',
    personalData: '/osobni-udaje',
    gdprLink: 'informacích o zpracování osobních údajů',
    summary: 'Prosím zkontrolujte správnost údajů.',
    nameRequired: 'Vyplňte prosím Vaše jméno',
    emailInvalid: 'Toto nevypadá jako platný email',
    subjectRequired: 'Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
    messageRequired: 'Zapomněli jste to nejdůležitější :)',
    success: 'Vaše zpráva byla úspěšně odeslána.',
    checkData: 'Zprávu se nepodařilo odeslat. Zkontrolujte prosím zadané údaje.',
    sender: { name: 'Petr Dvořák', phone: '777 123 456', email: 'petr.dvorak@example.cz' },
    question: 'Dobrý den, mohu Nordlys užívat i v létě?',
  },
} as const;

type Text = (typeof text)[keyof typeof text];

const isContactPost = (response: Response) =>
  new URL(response.url()).pathname === '/api/contact' && response.request().method() === 'POST';

/** The form's script is a lazy chunk: wait until it has hydrated before typing. */
/** The form's controls answer once the page has hydrated; a tap before that is not replayed here. */
async function openContactPage(page: Page) {
  await page.goto('/kontakt');
  await page.waitForLoadState('networkidle');
  await pageHydrated(page);
}

async function fillForm(page: Page, t: Text) {
  await page.getByRole('button', { name: new RegExp(t.questionType) }).click();
  await page.getByRole('option', { name: t.product }).click();
  await page.getByRole('textbox', { name: t.name }).fill(t.sender.name);
  await page.getByRole('textbox', { name: t.phone }).fill(t.sender.phone);
  await page.getByRole('textbox', { name: t.email }).fill(t.sender.email);
  await page.getByRole('textbox', { name: t.message }).fill(t.question);
}

test.describe('contact page', () => {
  test('is prerendered with its title, description, canonical and Open Graph tags', async ({
    request,
    site,
    expected,
  }) => {
    const response = await request.get('/kontakt');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>Kontakt | ${expected.domain}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+Nordlys[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="https://www.${expected.domain}/kontakt"`);
    expect(html).toContain(`<meta property="og:title" content="Kontakt | ${expected.domain}"`);
    expect(html).toContain(`<meta property="og:url" content="https://www.${expected.domain}/kontakt"`);
    expect(html).toContain(text[site].heading);
    expect(html).toContain(text[site].officeHours);
    expect(html).toContain(`href="${text[site].personalData}"`);
  });

  test('is linked from the footer', async ({ page, site }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const link = page
      .getByRole('contentinfo')
      .getByRole('link', { name: text[site].footerLink, exact: true });
    await expect(link).toHaveAttribute('href', '/kontakt');
    // A first visit may still be on its way back from the tracking-id redirect, which replaces the page.
    await expect(async () => {
      await link.click();
      await expect(page).toHaveURL(/\/kontakt$/, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text[site].heading);
  });

  test('shows the errors and keeps what was typed', async ({ page, site }) => {
    const t = text[site];
    await openContactPage(page);
    await page.getByRole('textbox', { name: t.email }).fill('jana@');
    await page.getByRole('textbox', { name: t.phone }).fill(t.sender.phone);
    await page.getByRole('button', { name: t.submit }).click();
    const summary = page.getByRole('alert').filter({ hasText: t.summary });
    await expect(summary).toBeFocused();
    for (const message of [t.subjectRequired, t.nameRequired, t.emailInvalid, t.messageRequired]) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: t.email })).toHaveValue('jana@');
    await expect(page.getByRole('textbox', { name: t.phone })).toHaveValue(t.sender.phone);
    await summary.getByRole('link', { name: t.nameRequired }).click();
    await expect(page.getByRole('textbox', { name: t.name })).toBeFocused();
  });

  test('stores a message and says so', async ({ page, site }) => {
    const t = text[site];
    await openContactPage(page);
    await fillForm(page, t);
    const answer = page.waitForResponse(isContactPost);
    await page.getByRole('button', { name: t.submit }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String) });
    expect(response.request().postDataJSON()).toMatchObject({
      customerType: 'new',
      questionType: 'product',
      name: t.sender.name,
      email: t.sender.email,
      gdprConsent: true,
    });
    await expect(page.getByRole('status')).toHaveText(t.success);
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue('');
  });

  test('refuses a filled honeypot and keeps the text', async ({ page, site, pageIssues }) => {
    pageIssues.allow(/the server responded with a status of 400/);
    const t = text[site];
    await openContactPage(page);
    await fillForm(page, t);
    // Only a bot reaches the hidden field; it does so without caring whether it is shown.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    const answer = page.waitForResponse(isContactPost);
    await page.getByRole('button', { name: t.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('alert')).toHaveText(t.checkData);
    await expect(page.getByRole('textbox', { name: t.message })).toHaveValue(t.question);
  });

  test('can be completed with the keyboard alone', { tag: SITE_INDEPENDENT }, async ({ page, site }) => {
    const t = text[site];
    await openContactPage(page);
    const firstRadio = page.getByRole('radio', { name: t.newCustomer });
    for (let presses = 0; presses < 40; presses += 1) {
      if (await firstRadio.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(firstRadio).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: t.customerNumber })).toBeFocused();
    await page.keyboard.type('A-1024');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: new RegExp(t.questionType) })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(t.product) })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(t.sender.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(t.sender.phone);
    await page.keyboard.press('Tab');
    await page.keyboard.type(t.sender.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: t.message })).toBeFocused();
    await page.keyboard.type(t.question);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: t.gdprLink })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.submit })).toBeFocused();
    const answer = page.waitForResponse(isContactPost);
    await page.keyboard.press('Enter');
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({
      customerType: 'existing',
      customerNumber: 'A-1024',
      questionType: 'product',
    });
    await expect(page.getByRole('status')).toHaveText(t.success);
  });

  test('has no WCAG 2.2 AA violations with the errors shown', async ({ page, site }) => {
    const t = text[site];
    await openContactPage(page);
    await page.getByRole('radio', { name: t.newCustomer }).press('ArrowRight');
    await page.getByRole('textbox', { name: t.email }).fill('jana@');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.summary })).toBeVisible();
    const results = await axeResultsOfSettledPage(page);
    const summary = results.violations.map((violation) => ({
      rule: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
    expect(summary).toEqual([]);
  });
});
