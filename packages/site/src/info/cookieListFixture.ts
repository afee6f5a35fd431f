import type { CookieProvider } from '@shop/contracts';

/** Two providers as the API sends them: the shop's own necessary cookies and an analytics tool. */
export const cookieProvidersFixture: CookieProvider[] = [
  {
    companyName: 'Nordlys Pharma s.r.o.',
    personalUrl: 'https://www.nordlys.sk/cookies-osobne-udaje',
    scripts: [
      {
        name: 'Nevyhnutné funkcie e-shopu',
        slug: 'technical',
        category: 'technical',
        active: true,
        showingCookies: true,
        cookies: [
          {
            name: 'returnTo',
            description: 'Stránka, na ktorú vás vráti tlačidlo Späť k objednávke.',
            type: 'JS',
            category: 'technical',
            expiration: '1 hodina',
          },
        ],
      },
      {
        name: 'Remarketing Nordlys',
        slug: 'naturamed-remarketing',
        category: 'marketing',
        active: false,
        showingCookies: false,
        cookies: [],
      },
    ],
  },
  {
    companyName: 'Google Ireland Limited',
    personalUrl: 'https://policies.google.com/privacy',
    scripts: [
      {
        name: 'Google Analytics',
        slug: 'ga',
        category: 'statistical',
        active: false,
        showingCookies: true,
        cookies: [
          {
            name: '_ga',
            description: 'Rozlišuje návštevníkov pri meraní návštevnosti.',
            type: 'HTTP',
            category: 'statistical',
            expiration: '2 roky',
          },
        ],
      },
    ],
  },
  { companyName: 'Bez služieb s.r.o.', personalUrl: 'https://example.org/privacy', scripts: [] },
];
