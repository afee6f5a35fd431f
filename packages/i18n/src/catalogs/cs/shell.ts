export const shell = {
  skipToContent: 'Přeskočit na obsah',
  meta: {
    homeTitle: 'Norský rybí olej s vitamíny D3 a K2',
    homeDescription:
      '{productName}: norský rybí olej s omega-3 mastnými kyselinami a vitamíny D3 a K2. Objednejte si ho jednoduše online.',
    defaultDescription:
      '{productName}: norský rybí olej s omega-3 mastnými kyselinami a vitamíny D3 a K2 od Nordlys Pharma.',
    ogLocale: 'cs_CZ',
  },
  header: {
    logoLabel: '{productName}: úvodní stránka',
    backToOrder: 'ZPĚT K OBJEDNÁVCE',
  },
  errorPage: {
    notFoundTitle: 'Stránka nebyla nalezena',
    notFoundText: 'Stránku {path} jsme nenašli. Možná byla přesunuta nebo v adrese chybí znak.',
    serverErrorTitle: 'INTERNÍ CHYBA V SYSTÉMU',
    serverErrorText:
      'Omlouváme se za potíže. Došlo k chybě na našem serveru. Pracujeme na jejím odstranění. Zkuste to prosím znovu později nebo nás kontaktujte.',
    homeLink: 'Zpět na úvodní stránku',
    contactTitle: 'Potřebujete pomoc?',
    phoneLabel: 'Telefon',
    emailLabel: 'E-mail',
  },
  salutation: {
    male: 'Vážený pane',
    female: 'Vážená paní',
  },
};
