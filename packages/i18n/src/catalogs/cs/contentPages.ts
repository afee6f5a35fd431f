/** Texts of the blog, the reviews and the conditions pages. */
export const contentPages = {
  blog: {
    listTitle: 'Blog o zdraví a výživě',
    listDescription:
      'Články o omega-3 mastných kyselinách, vitamínech D3 a K2 a zdravém životním stylu od týmu {productName}.',
    listPageTitle: 'Blog o zdraví a výživě, strana {page}',
    mostRead: 'Nejčtenější',
    newest: 'Nejnovější články',
    /** The list's heading from its second page on, which holds older articles. */
    laterPageHeading: 'Články – strana {page}',
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
};
