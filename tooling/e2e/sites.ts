export type SiteId = 'sk' | 'cz';

export interface PhoneNumber {
  raw: string;
  readable: string;
}

/** What a shopper must see on each site: the brand values and SPEC texts, written out by hand. */
export interface SiteExpectations {
  lang: string;
  domain: string;
  email: string;
  company: string;
  phone: PhoneNumber;
  errorPhone: PhoneNumber;
  notFoundTitle: string;
  backToOrder: string;
  /** The information hub on cookies and personal data. */
  cookiesPath: string;
  /** The personal data protection page. */
  personalDataPath: string;
  reviewsPath: string;
  skipToContent: string;
  logoLabel: string;
  footer: {
    terms: string;
    deliveryPayment: string;
    cookiesPersonalData: string;
    reviews: string;
    blog: string;
    accessibility: string;
    reviewsInfo: string;
    cookieSettings: string;
  };
  /** The four review labels the reviews popup explains. */
  reviewExplanations: readonly [string, string, string, string];
}

export const sites: Record<SiteId, SiteExpectations> = {
  sk: {
    lang: 'sk',
    domain: 'nordlys.sk',
    email: 'info@nordlys.sk',
    company: 'Nordlys Pharma s.r.o.',
    phone: { raw: '+421233001100', readable: '+421 2 330 011 00' },
    errorPhone: { raw: '+421233001104', readable: '+421 2 330 011 04' },
    notFoundTitle: 'Stránka nebola nájdená',
    backToOrder: 'SPÄŤ K OBJEDNÁVKE',
    cookiesPath: '/cookies-osobne-udaje',
    personalDataPath: '/osobne-udaje',
    reviewsPath: '/recenzie',
    skipToContent: 'Preskočiť na obsah',
    logoLabel: 'Nordlys: úvodná stránka',
    footer: {
      terms: 'Obchodné podmienky',
      deliveryPayment: 'Doprava a platba',
      cookiesPersonalData: 'Cookies a osobné údaje',
      reviews: 'Recenzie',
      blog: 'Blog',
      accessibility: 'Vyhlásenie o prístupnosti',
      reviewsInfo: 'Ako fungujú recenzie',
      cookieSettings: 'Nastavenia cookies',
    },
    reviewExplanations: ['Overený zákazník', 'Partner', 'Neoverený zákazník', 'Podmienky recenzií'],
  },
  cz: {
    lang: 'cs',
    domain: 'nordlys.cz',
    email: 'info@nordlys.cz',
    company: 'Nordlys Pharma CZ s.r.o.',
    phone: { raw: '+420228880100', readable: '+420 228 880 100' },
    errorPhone: { raw: '+420228880104', readable: '+420 228 880 104' },
    notFoundTitle: 'Stránka nebyla nalezena',
    backToOrder: 'ZPĚT K OBJEDNÁVCE',
    cookiesPath: '/cookies-osobni-udaje',
    personalDataPath: '/osobni-udaje',
    reviewsPath: '/recenze',
    skipToContent: 'Přeskočit na obsah',
    logoLabel: 'Nordlys: úvodní stránka',
    footer: {
      terms: 'Obchodní podmínky',
      deliveryPayment: 'Doprava a platba',
      cookiesPersonalData: 'Cookies a osobní údaje',
      reviews: 'Recenze',
      blog: 'Blog',
      accessibility: 'Prohlášení o přístupnosti',
      reviewsInfo: 'Jak fungují recenze',
      cookieSettings: 'Nastavení cookies',
    },
    reviewExplanations: ['Ověřený zákazník', 'Partner', 'Neověřený zákazník', 'Podmínky recenzí'],
  },
};

const defaultPorts: Record<SiteId, string> = { sk: '3000', cz: '3001' };

/** The origin the e2e server answers on for a site (`SK_PORT` / `CZ_PORT` override the ports). */
export function siteOrigin(site: SiteId): string {
  const port = process.env[`${site.toUpperCase()}_PORT`] ?? defaultPorts[site];
  return `http://127.0.0.1:${port}`;
}
