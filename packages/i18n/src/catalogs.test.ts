import { describe, expect, it } from 'vitest';
import { cs, csLazyMessages } from './cs';
import type { LazyMessageLoaders } from './lazyMessages';
import { sk, skLazyMessages } from './sk';

/** Every message of a catalog by its dotted path, e.g. `validation.date.invalid`. */
function flatten(value: unknown, path = ''): Map<string, unknown> {
  const entries = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const entry of flatten(child, path ? `${path}.${key}` : key)) entries.set(...entry);
    }
  } else {
    entries.set(path, value);
  }
  return entries;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Lazy namespaces are held to the same rules as the main catalog.
async function withLazy(messages: object, loaders: LazyMessageLoaders) {
  const lazy = await Promise.all(
    Object.entries(loaders).map(async ([namespace, load]) => [namespace, await load()] as const),
  );
  return { ...messages, ...Object.fromEntries(lazy) };
}
const csMessages = flatten(await withLazy(cs, csLazyMessages));
const skMessages = flatten(await withLazy(sk, skLazyMessages));

describe('catalogs', () => {
  it('have the same keys in Slovak and Czech', () => {
    expect([...skMessages.keys()].sort()).toEqual([...csMessages.keys()].sort());
  });

  it('hold only non-empty strings', () => {
    for (const [locale, messages] of [
      ['cs', csMessages],
      ['sk', skMessages],
    ] as const) {
      for (const [key, message] of messages) {
        expect(typeof message, `${locale} ${key}`).toBe('string');
        expect((message as string).trim(), `${locale} ${key}`).not.toBe('');
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    for (const [key, message] of csMessages) {
      expect(placeholders(String(skMessages.get(key))), key).toEqual(placeholders(String(message)));
    }
  });

  it('have no untranslated or leftover placeholder syntax', () => {
    for (const [key, message] of [...csMessages, ...skMessages]) {
      expect(String(message), key).not.toMatch(/\{\{|\}\}|\$\{|TODO|lorem/i);
    }
  });
});

describe('Czech texts are SPEC’s wording', () => {
  it.each([
    ['validation.required', '{field} je povinné pole'],
    ['validation.date.invalid', 'To nevypadá jako platné datum'],
    ['validation.date.inFuture', 'To byste se ještě nenarodili :)'],
    ['validation.date.underage', 'Musíte být starší 18 let'],
    ['validation.email.invalid', 'Emailová adresa není správná'],
    ['validation.email.notValid', 'Toto nevypadá jako validní email'],
    ['validation.email.required', 'Vyplňte prosím email'],
    ['validation.zip.format', 'Nesprávný formát PSČ'],
    ['validation.zip.country', 'PSČ neodpovídá zemi'],
    ['validation.phone.digitsOnly', 'Vkládejte pouze čísla'],
    ['validation.phone.required', 'Vyplňte prosím telefonní číslo'],
    ['validation.shippingRequired', 'Vyberte prosím způsob doručení'],
    ['validation.paymentRequired', 'Vyberte prosím platební metodu'],
    ['validation.frequencyRequired', 'Vyberte prosím frekvenci platby'],
    ['validation.termsRequired', 'Potřebujeme Váš souhlas s obchodními podmínkami'],
    ['validation.summary.incomplete', 'Prosím vyplňte všechna povinná pole a zkontrolujte správnost údajů'],
    ['validation.summary.check', 'Prosím zkontrolujte správnost údajů.'],
    ['validation.emailSuggestion.question', 'Neměli jste na mysli {suggestion}?'],
    ['validation.contact.nameRequired', 'Vyplňte prosím Vaše jméno'],
    ['validation.contact.emailRequired', 'Na Váš email budeme odpovídat'],
    ['validation.contact.emailInvalid', 'Toto nevypadá jako platný email'],
    ['validation.contact.phoneFormat', 'Telefón je zřejmě ve špatném formátu'],
    [
      'validation.contact.subjectRequired',
      'Abychom zpracovali Váš dotaz rychleji, potřebujeme znát, čeho se týká.',
    ],
    ['validation.contact.messageRequired', 'Zapomněli jste to nejdůležitější :)'],
    ['errors.orderForm.send', 'Odeslání se nezdařilo z neznámého důvodu'],
    ['errors.orderForm.config', 'Nelze načíst konfiguraci objednávkového formuláře'],
    ['errors.orderForm.validation', 'Došlo k chybě při validaci formuláře'],
    ['errors.contactForm.success', 'Vaše zpráva byla úspěšně odeslána.'],
    ['errors.conditions.heading', 'Došlo k chybě'],
    ['errors.app.title', 'Omlouváme se'],
    ['errors.app.text', 'V aplikaci došlo k chybě. Kontaktujte nás prosím.'],
    ['errors.server', 'Na serveru došlo k chybě. Zkuste to prosím později.'],
    ['errors.ppl.paymentChanged', 'PPL nepodporuje dobírku, platba změněna na kartou'],
    ['cookies.saved', 'Nastavení cookies uloženo.'],
  ])('%s', (key, text) => {
    expect(csMessages.get(key)).toBe(text);
  });

  it('asks for {email} where SPEC offers contact', () => {
    expect(placeholders(cs.errors.orderForm.load)).toEqual(['email']);
    expect(placeholders(cs.errors.orderForm.sendContact)).toEqual(['email']);
  });

  it('mentions the 14-day term of paying after delivery', async () => {
    expect((await csLazyMessages.orderForm()).payment.afterDelivery.description).toContain('14 dnů');
    expect((await skLazyMessages.orderForm()).payment.afterDelivery.description).toContain('14 dní');
  });

  it('keeps the forms and the footer out of every page’s first catalog', () => {
    for (const messages of [cs, sk]) {
      expect(Object.keys(messages)).not.toContain('orderForm');
      expect(Object.keys(messages)).not.toContain('validation');
      expect(Object.keys(messages.shell)).not.toContain('footer');
    }
  });

  it('names the four question types of the contact form', async () => {
    const { loyalty, shipping, product, other } = (await csLazyMessages.contactForm()).questionType;
    expect([loyalty, shipping, product, other]).toEqual([
      'Informace o věrnostním programu',
      'Úprava zasílání balíčků',
      'Informace o produktu',
      'Jiné',
    ]);
  });
});

describe('Slovak texts', () => {
  it('write the support hours as a Slovak speaker does', async () => {
    expect(sk.common.supportHours).toBe('Pondelok – piatok 8:00 – 18:00');
    expect((await skLazyMessages.contactForm()).officeHours).toBe('Po–Pi 8:00–18:00');
  });

  it('use Slovak wording for the SPEC messages', async () => {
    const validation = await skLazyMessages.validation();
    expect(validation.date.inFuture).toBe('To by ste sa ešte nenarodili :)');
    expect(validation.emailSuggestion.question).toBe('Nemysleli ste {suggestion}?');
    expect(sk.errors.app.title).toBe('Ospravedlňujeme sa');
    expect(sk.cookies.saved).toBe('Nastavenia cookies boli uložené.');
  });
});
