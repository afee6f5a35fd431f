import { describe, expect, it } from 'vitest';
import { defineWebsite, WebsiteConfigError, type WebsiteInput, websiteSchema } from './index';

// biome-ignore lint/suspicious/noExplicitAny: the invalid cases write deliberately ill-typed values
type LooseInput = Record<string, any>;

function validInput(): WebsiteInput {
  const phone = (last: string) => ({ raw: `+42022222000${last}`, readable: `+420 222 220 00${last}` });
  return {
    site: 'cz',
    lang: 'cs',
    domain: 'example-brand.cz',
    productName: 'Example',
    productSlug: 'example',
    country: 'cz',
    baseUrl: 'https://www.example-brand.cz',
    currency: 'CZK',
    phonePrefixNumber: '+420',
    phoneNumbers: {
      default: phone('0'),
      homeVariantB: phone('1'),
      trialPage: phone('2'),
      annualPage: phone('3'),
      errorPage: phone('4'),
    },
    returnToPaths: ['/', '/rocnek2'],
    abTestRunning: false,
    currentAbTestId: 1,
    abTestVariantAmount: 2,
    currentAbTestBundleId: 1,
    tracking: { affiliate: false },
    company: {
      name: 'Example s.r.o.',
      street: 'Dlouhá 1',
      city: 'Brno',
      zip: '602 00',
      country: 'Česká republika',
      registrationId: '12 345 678',
      taxId: 'CZ12345678',
    },
    bankAccount: {
      recipient: 'Example s.r.o.',
      iban: 'CZ8803000000194019273859',
      bic: 'CEKOCZPP',
      bankName: 'Československá obchodní banka, a. s.',
      domesticAccount: '19-4019273859/0300',
    },
    contact: { email: 'info@example-brand.cz', websiteUrl: 'https://www.example-brand.cz' },
    socialUrls: {},
    footer: { showTerms: true, showDeliveryPayment: false },
    paths: {
      reviews: '/recenze',
      cookiesPersonalData: '/cookies-osobni-udaje',
      personalData: '/osobni-udaje',
      conditions: '/podmienky',
      thankYouYearly: '/dekujeme-za-objednavku-rocniho-baleni',
      orderRejected: '/objednavka-zamitnuta',
      sampleRejected: '/objednavka-vzorku-zamitnuta',
      yearlyRejected: '/objednavka-rocniho-baleni-zamitnuta',
    },
  };
}

function errorOf(input: unknown): WebsiteConfigError {
  try {
    defineWebsite(input as WebsiteInput);
  } catch (error) {
    if (error instanceof WebsiteConfigError) return error;
    throw error;
  }
  throw new Error('expected defineWebsite to reject the input');
}

describe('defineWebsite', () => {
  it('returns a valid config with defaults filled in', () => {
    const input = validInput();
    input.routeRules = { '/objednat': { redirect: { to: '/' } } };
    const website = defineWebsite(input);
    expect(website.site).toBe('cz');
    expect(website.phoneNumbers.trialPage).toEqual({ raw: '+420222220002', readable: '+420 222 220 002' });
    expect(website.routeRules).toEqual({ '/objednat': { redirect: { to: '/', statusCode: 301 } } });
  });

  it('defaults routeRules to none', () => {
    expect(defineWebsite(validInput()).routeRules).toEqual({});
  });

  it('accepts an external redirect target', () => {
    const input = validInput();
    input.routeRules = {
      '/facebook': { redirect: { to: 'https://www.facebook.com/example', statusCode: 302 } },
    };
    expect(defineWebsite(input).routeRules['/facebook']?.redirect).toEqual({
      to: 'https://www.facebook.com/example',
      statusCode: 302,
    });
  });

  it('takes an external tracking host, and leaves it out by default', () => {
    expect(defineWebsite(validInput()).trackingHost).toBeUndefined();
    const input = validInput();
    input.trackingHost = 'https://t.example-brand.cz/redirect';
    expect(defineWebsite(input).trackingHost).toBe('https://t.example-brand.cz/redirect');
  });

  const invalid: Array<[string, string, (input: LooseInput) => void]> = [
    ['a plain http tracking host', 'trackingHost', (i) => (i.trackingHost = 'http://t.example-brand.cz/')],
    ['a missing field', 'company.name', (i) => delete i.company.name],
    ['a wrong type', 'currentAbTestId', (i) => (i.currentAbTestId = '5')],
    ['an unknown enum value', 'currency', (i) => (i.currency = 'USD')],
    ['a malformed raw phone', 'phoneNumbers.default.raw', (i) => (i.phoneNumbers.default.raw = '0222220000')],
    [
      'a readable phone that differs from the raw one',
      'phoneNumbers.trialPage.readable',
      (i) => (i.phoneNumbers.trialPage.readable = '+420 222 999 999'),
    ],
    [
      'a phone with another country prefix',
      'phoneNumbers.errorPage.raw',
      (i) => (i.phoneNumbers.errorPage = { raw: '+421222220004', readable: '+421 222 220 004' }),
    ],
    ['a path without a leading slash', 'returnToPaths[1]', (i) => (i.returnToPaths[1] = 'rocnek2')],
    ['a repeated return-to path', 'returnToPaths', (i) => i.returnToPaths.push('/')],
    ['an invalid email', 'contact.email', (i) => (i.contact.email = 'info-at-example')],
    ['a plain http base URL', 'baseUrl', (i) => (i.baseUrl = 'http://www.example-brand.cz')],
    ['a base URL that is not a URL', 'baseUrl', (i) => (i.baseUrl = 'www.example-brand.cz')],
    ['a base URL on another domain', 'baseUrl', (i) => (i.baseUrl = 'https://www.other.cz')],
    ['a language that does not fit the site', 'lang', (i) => (i.lang = 'sk')],
    ['too many A/B variants', 'abTestVariantAmount', (i) => (i.abTestVariantAmount = 5)],
    ['a malformed GA4 id', 'tracking.ga4', (i) => (i.tracking.ga4 = 'UA-1234')],
    [
      'a non-https social URL',
      'socialUrls.facebook',
      (i) => (i.socialUrls.facebook = 'ftp://facebook.com/x'),
    ],
    ['a mistyped IBAN', 'bankAccount.iban', (i) => (i.bankAccount.iban = 'CZ8803000000194019273858')],
    [
      'a domestic account of another IBAN',
      'bankAccount.domesticAccount',
      (i) => (i.bankAccount.domesticAccount = '4019273859/0300'),
    ],
    [
      'a Czech site without the domestic account',
      'bankAccount.domesticAccount',
      (i) => delete i.bankAccount.domesticAccount,
    ],
    [
      'a redirect to neither a path nor a URL',
      'routeRules["/objednat"].redirect.to',
      (i) => (i.routeRules = { '/objednat': { redirect: { to: 'home' } } }),
    ],
    [
      'an unsupported redirect status',
      'routeRules["/objednat"].redirect.statusCode',
      (i) => (i.routeRules = { '/objednat': { redirect: { to: '/', statusCode: 200 } } }),
    ],
  ];

  it.each(invalid)('rejects %s and names %s', (_kind, field, mutate) => {
    const input = validInput() as LooseInput;
    mutate(input);
    const error = errorOf(input);
    expect(error.name).toBe('WebsiteConfigError');
    expect(error.message).toMatch(/^Invalid website config:\n/);
    expect(error.message.split('\n')).toContain(`  → at ${field}`);
  });

  it('reports malformed input without crashing the cross-field checks', () => {
    for (const input of [{}, { site: 'de' }, { ...validInput(), phoneNumbers: { default: null } }]) {
      expect(errorOf(input).message).toMatch(/^Invalid website config:\n✖ /);
    }
  });

  it('explains what a redirect may be', () => {
    const input = validInput();
    input.routeRules = { '/objednat': { redirect: { to: 'home', statusCode: 200 as 301 } } };
    const { message } = errorOf(input);
    expect(message).toContain('redirect targets are a path starting with / or an http(s) URL');
    expect(message).toContain('redirect status codes are 301, 302, 307 or 308');
  });

  it('explains what a missing field is', () => {
    const input = validInput() as LooseInput;
    delete input.company.name;
    expect(errorOf(input).message).toBe(
      'Invalid website config:\n✖ Invalid input: expected string, received undefined\n  → at company.name',
    );
  });

  it('lists every problem at once', () => {
    const input = validInput() as LooseInput;
    input.domain = 'Not A Domain';
    input.productSlug = 'Nordlys Oil';
    const { message } = errorOf(input);
    expect(message).toContain('→ at domain');
    expect(message).toContain('→ at productSlug');
    expect(message).toContain('slugs hold only a-z, 0-9 and -');
  });

  it('exposes the same rules through websiteSchema', () => {
    expect(websiteSchema.safeParse(validInput()).success).toBe(true);
    expect(websiteSchema.safeParse({ ...validInput(), site: 'de' }).success).toBe(false);
  });
});
