import { defineWebsite, type Website } from '@shop/config';
import { createLazyMessageStore, type LazyMessageStore, type Locale, type Messages } from '@shop/i18n';
import { cs, csLazyMessages } from '@shop/i18n/cs';
import { sk, skLazyMessages } from '@shop/i18n/sk';

const tracking = { affiliate: false };
const socialUrls = {};

/** The Slovak brand site as tests and stories render it. */
export const skWebsite: Website = defineWebsite({
  site: 'sk',
  lang: 'sk',
  domain: 'nordlys.sk',
  productName: 'Nordlys',
  productSlug: 'nordlys',
  country: 'sk',
  baseUrl: 'https://www.nordlys.sk',
  currency: 'EUR',
  phonePrefixNumber: '+421',
  phoneNumbers: {
    default: { raw: '+421233001100', readable: '+421 2 330 011 00' },
    homeVariantB: { raw: '+421233001101', readable: '+421 2 330 011 01' },
    trialPage: { raw: '+421233001102', readable: '+421 2 330 011 02' },
    annualPage: { raw: '+421233001103', readable: '+421 2 330 011 03' },
    errorPage: { raw: '+421233001104', readable: '+421 2 330 011 04' },
  },
  returnToPaths: ['/', '/nordlys-rocne-balenie', '/skusobny-balicek', '/k2zadarmo/home', '/rocnek2'],
  abTestRunning: true,
  currentAbTestId: 5,
  abTestVariantAmount: 2,
  currentAbTestBundleId: 19,
  tracking,
  company: {
    name: 'Nordlys Pharma s.r.o.',
    street: 'Mlynské nivy 12',
    city: 'Bratislava',
    zip: '821 09',
    country: 'Slovensko',
    registrationId: '51 234 567',
    taxId: '2120123456',
  },
  bankAccount: {
    recipient: 'Nordlys Pharma s.r.o.',
    iban: 'SK4711000000002614870368',
    bic: 'TATRSKBX',
    bankName: 'Tatra banka, a.s.',
  },
  contact: { email: 'info@nordlys.sk', websiteUrl: 'https://www.nordlys.sk' },
  socialUrls,
  footer: { showTerms: true, showDeliveryPayment: true },
  paths: {
    reviews: '/recenzie',
    cookiesPersonalData: '/cookies-osobne-udaje',
    personalData: '/osobne-udaje',
    conditions: '/podmienky',
    thankYouYearly: '/dakujeme-za-objednavku-rocneho-balenie',
    orderRejected: '/objednavka-zamietnuta',
    sampleRejected: '/objednavka-vzorky-zamietnuta',
    yearlyRejected: '/objednavka-rocneho-balenie-zamietnuta',
  },
  routeRules: {
    '/stara-ponuka': { redirect: { to: '/', statusCode: 301 } },
  },
});

/** The Czech brand site as tests and stories render it. */
export const czWebsite: Website = defineWebsite({
  site: 'cz',
  lang: 'cs',
  domain: 'nordlys.cz',
  productName: 'Nordlys',
  productSlug: 'nordlys',
  country: 'cz',
  baseUrl: 'https://www.nordlys.cz',
  currency: 'CZK',
  phonePrefixNumber: '+420',
  phoneNumbers: {
    default: { raw: '+420228880100', readable: '+420 228 880 100' },
    homeVariantB: { raw: '+420228880101', readable: '+420 228 880 101' },
    trialPage: { raw: '+420228880102', readable: '+420 228 880 102' },
    annualPage: { raw: '+420228880103', readable: '+420 228 880 103' },
    errorPage: { raw: '+420228880104', readable: '+420 228 880 104' },
  },
  returnToPaths: ['/', '/nordlys-rocne-balenie', '/skusobny-balicek', '/k2zadarmo/home', '/rocnek2'],
  abTestRunning: false,
  currentAbTestId: 5,
  abTestVariantAmount: 2,
  currentAbTestBundleId: 19,
  tracking,
  company: {
    name: 'Nordlys Pharma CZ s.r.o.',
    street: 'Vinohradská 1511/230',
    city: 'Praha 10',
    zip: '100 00',
    country: 'Česká republika',
    registrationId: '07 654 321',
    taxId: 'CZ07654321',
  },
  bankAccount: {
    recipient: 'Nordlys Pharma CZ s.r.o.',
    iban: 'CZ8803000000194019273859',
    bic: 'CEKOCZPP',
    bankName: 'Československá obchodní banka, a. s.',
    domesticAccount: '19-4019273859/0300',
  },
  contact: { email: 'info@nordlys.cz', websiteUrl: 'https://www.nordlys.cz' },
  socialUrls,
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
  routeRules: {},
});

export interface SiteFixture {
  website: Website;
  locale: Locale;
  messages: Messages;
  lazyMessages: LazyMessageStore;
}

// One store per language for all tests and stories, so a namespace loaded once stays at hand.
const lazyStores = {
  sk: createLazyMessageStore(skLazyMessages),
  cs: createLazyMessageStore(csLazyMessages),
};

export function siteFixture(locale: Locale): SiteFixture {
  return locale === 'cs'
    ? { website: czWebsite, locale, messages: cs, lazyMessages: lazyStores.cs }
    : { website: skWebsite, locale, messages: sk, lazyMessages: lazyStores.sk };
}
