import type { LazyMessages } from '../../lazyMessages';

/** Texts of the blog, the reviews and the conditions pages. */
export const contentPages: LazyMessages['contentPages'] = {
  blog: {
    listTitle: 'Blog o zdraví a výžive',
    listDescription:
      'Články o omega-3 mastných kyselinách, vitamínoch D3 a K2 a zdravom životnom štýle od tímu {productName}.',
    listPageTitle: 'Blog o zdraví a výžive, strana {page}',
    mostRead: 'Najčítanejšie',
    newest: 'Najnovšie články',
    laterPageHeading: 'Články – strana {page}',
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
};
