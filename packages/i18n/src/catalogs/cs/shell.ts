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
  blog: {
    listTitle: 'Blog o zdraví a výživě',
    listDescription:
      'Články o omega-3 mastných kyselinách, vitamínech D3 a K2 a zdravém životním stylu od týmu {productName}.',
    listPageTitle: 'Blog o zdraví a výživě, strana {page}',
    mostRead: 'Nejčtenější',
    newest: 'Nejnovější články',
    newer: 'Novější',
    older: 'Starší',
    pagination: 'Stránkování článků',
    pageOf: 'Strana {page} z {pageCount}',
    readFullArticle: 'Přečíst celý článek',
    readingTime: {
      one: '{count} minuta čtení',
      few: '{count} minuty čtení',
      many: '{count} minuty čtení',
      other: '{count} minut čtení',
    },
    published: 'Publikováno',
    related: 'Související články',
    backToList: 'Zpět na blog',
    empty: 'Zatím tu nejsou žádné články.',
  },
  reviews: {
    listTitle: 'Recenze zákazníků',
    listDescription:
      'Zkušenosti zákazníků a partnerů s přípravkem {productName}: hodnocení, příběhy a postřehy z každodenního užívání.',
    listPageTitle: 'Recenze zákazníků, strana {page}',
    rating: 'Hodnocení {rating} z 5',
    published: 'Zveřejněno',
    readFullReview: 'Přečíst celou recenzi',
    labels: {
      'verified-customer': 'Ověřený zákazník',
      partner: 'Partner',
      'unverified-customer': 'Neověřený zákazník',
    },
    labelExplained: '{label}: co toto označení znamená',
    newer: 'Novější',
    older: 'Starší',
    pagination: 'Stránkování recenzí',
    pageOf: 'Strana {page} z {pageCount}',
    backToList: 'Zpět na recenze',
    conditionsLink: 'Podmínky zveřejňování recenzí',
    empty: 'Zatím tu nejsou žádné recenze.',
    author: '{name}, {city}',
  },
  conditions: {
    description: '{title}: dokument společnosti {company} pro zákazníky obchodu {domain}.',
    updated: 'Aktualizováno',
    navTitle: 'Podmínky a dokumenty',
    errorTitle: 'Podmínky',
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
