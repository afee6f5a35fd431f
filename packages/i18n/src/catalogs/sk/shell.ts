import type { Messages } from '../../messages';

export const shell: Messages['shell'] = {
  skipToContent: 'Preskočiť na obsah',
  meta: {
    homeTitle: 'Nórsky rybí olej s vitamínmi D3 a K2',
    homeDescription:
      '{productName}: nórsky rybí olej s omega-3 mastnými kyselinami a vitamínmi D3 a K2. Objednajte si ho jednoducho online.',
    defaultDescription:
      '{productName}: nórsky rybí olej s omega-3 mastnými kyselinami a vitamínmi D3 a K2 od Nordlys Pharma.',
    ogLocale: 'sk_SK',
  },
  header: {
    logoLabel: '{productName}: úvodná stránka',
    backToOrder: 'SPÄŤ K OBJEDNÁVKE',
  },
  blog: {
    listTitle: 'Blog o zdraví a výžive',
    listDescription:
      'Články o omega-3 mastných kyselinách, vitamínoch D3 a K2 a zdravom životnom štýle od tímu {productName}.',
    listPageTitle: 'Blog o zdraví a výžive, strana {page}',
    mostRead: 'Najčítanejšie',
    newest: 'Najnovšie články',
    newer: 'Novšie',
    older: 'Staršie',
    pagination: 'Stránkovanie článkov',
    pageOf: 'Strana {page} z {pageCount}',
    readFullArticle: 'Prečítať celý článok',
    readingTime: {
      one: '{count} minúta čítania',
      few: '{count} minúty čítania',
      many: '{count} minúty čítania',
      other: '{count} minút čítania',
    },
    published: 'Publikované',
    related: 'Súvisiace články',
    backToList: 'Späť na blog',
    empty: 'Zatiaľ tu nie sú žiadne články.',
  },
  reviews: {
    listTitle: 'Recenzie zákazníkov',
    listDescription:
      'Skúsenosti zákazníkov a partnerov s prípravkom {productName}: hodnotenia, príbehy a postrehy z každodenného užívania.',
    listPageTitle: 'Recenzie zákazníkov, strana {page}',
    rating: 'Hodnotenie {rating} z 5',
    published: 'Zverejnené',
    readFullReview: 'Prečítať celú recenziu',
    labels: {
      'verified-customer': 'Overený zákazník',
      partner: 'Partner',
      'unverified-customer': 'Neoverený zákazník',
    },
    labelExplained: '{label}: čo toto označenie znamená',
    newer: 'Novšie',
    older: 'Staršie',
    pagination: 'Stránkovanie recenzií',
    pageOf: 'Strana {page} z {pageCount}',
    backToList: 'Späť na recenzie',
    conditionsLink: 'Podmienky zverejňovania recenzií',
    empty: 'Zatiaľ tu nie sú žiadne recenzie.',
    author: '{name}, {city}',
  },
  conditions: {
    description: '{title}: dokument spoločnosti {company} pre zákazníkov obchodu {domain}.',
    updated: 'Aktualizované',
    navTitle: 'Podmienky a dokumenty',
    errorTitle: 'Podmienky',
  },
  errorPage: {
    notFoundTitle: 'Stránka nebola nájdená',
    notFoundText: 'Stránku {path} sme nenašli. Možno bola presunutá alebo v adrese chýba znak.',
    serverErrorTitle: 'INTERNÁ CHYBA V SYSTÉME',
    serverErrorText:
      'Ospravedlňujeme sa za ťažkosti. Došlo k chybe na našom serveri. Pracujeme na jej odstránení. Prosím skúste to znovu neskôr alebo nás kontaktujte.',
    homeLink: 'Späť na úvodnú stránku',
    contactTitle: 'Potrebujete pomoc?',
    phoneLabel: 'Telefón',
    emailLabel: 'E-mail',
  },
  salutation: {
    male: 'Vážený pán',
    female: 'Vážená pani',
  },
};
