import { describe, expect, it } from 'vitest';
import { website as cz } from '../../../apps/cz/website.config';
import { website as sk } from '../../../apps/sk/website.config';
import { websiteSchema } from './index';

const returnToPaths = [
  '/',
  '/nordlys-rocne-balenie',
  '/skusobny-balicek',
  '/k2zadarmo/home',
  '/mesiack2zadarmo/home',
  '/rocnek2',
  '/rocnynordlys',
];

describe.each([
  ['sk', sk],
  ['cz', cz],
])('the %s demo website', (site, website) => {
  it('validates against the schema', () => {
    expect(websiteSchema.safeParse(website).success).toBe(true);
    expect(website.site).toBe(site);
  });

  it('runs the A/B test SPEC describes', () => {
    expect(website.abTestRunning).toBe(true);
    expect(website.currentAbTestId).toBe(5);
    expect(website.abTestVariantAmount).toBe(2);
    expect(website.currentAbTestBundleId).toBe(19);
  });

  it('returns to the SPEC return-to paths', () => {
    expect(website.returnToPaths).toEqual(returnToPaths);
  });

  it("takes bank transfers to the company's own account in the site's country", () => {
    expect(website.bankAccount.recipient).toBe(website.company.name);
    expect(website.bankAccount.iban.slice(0, 2)).toBe(site.toUpperCase());
  });

  it('shows both footer panels and redirects /objednat and /facebook', () => {
    expect(website.footer).toEqual({ showTerms: true, showDeliveryPayment: true });
    expect(website.routeRules['/objednat']).toEqual({ redirect: { to: '/', statusCode: 301 } });
    expect(website.routeRules['/facebook']).toEqual({
      redirect: { to: website.socialUrls.facebook, statusCode: 302 },
    });
  });
});

describe('country values', () => {
  it('sets the Slovak site up in Slovak, euros and +421', () => {
    expect(sk).toMatchObject({
      lang: 'sk',
      country: 'sk',
      currency: 'EUR',
      phonePrefixNumber: '+421',
      domain: 'nordlys.sk',
      baseUrl: 'https://www.nordlys.sk',
      contact: { email: 'info@nordlys.sk' },
      company: { name: 'Nordlys Pharma s.r.o.', registrationId: '51 234 567', taxId: '2120123456' },
    });
    expect(sk.phoneNumbers.default).toEqual({ raw: '+421233001100', readable: '+421 2 330 011 00' });
    expect(sk.phoneNumbers.errorPage.raw).toBe('+421233001104');
    expect(sk.paths).toMatchObject({ reviews: '/recenzie', cookiesPersonalData: '/cookies-osobne-udaje' });
    expect(sk.bankAccount).toEqual({
      recipient: 'Nordlys Pharma s.r.o.',
      iban: 'SK4711000000002614870368',
      bic: 'TATRSKBX',
      bankName: 'Tatra banka, a.s.',
    });
  });

  it('sets the Czech site up in Czech, crowns and +420', () => {
    expect(cz).toMatchObject({
      lang: 'cs',
      country: 'cz',
      currency: 'CZK',
      phonePrefixNumber: '+420',
      domain: 'nordlys.cz',
      baseUrl: 'https://www.nordlys.cz',
      contact: { email: 'info@nordlys.cz' },
      company: { name: 'Nordlys Pharma CZ s.r.o.', registrationId: '07 654 321', taxId: 'CZ07654321' },
    });
    expect(cz.phoneNumbers.default).toEqual({ raw: '+420228880100', readable: '+420 228 880 100' });
    expect(cz.phoneNumbers.errorPage.raw).toBe('+420228880104');
    expect(cz.paths).toMatchObject({ reviews: '/recenze', cookiesPersonalData: '/cookies-osobni-udaje' });
    expect(cz.bankAccount).toMatchObject({
      iban: 'CZ8803000000194019273859',
      bic: 'CEKOCZPP',
      domesticAccount: '19-4019273859/0300',
    });
  });
});
