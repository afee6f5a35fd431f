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
  home: {
    /** Holds the order form's place until its code and the offer have loaded. */
    orderLoading: 'Načítavam objednávkový formulár…',
    heroTitle: 'Sila severu v každej kvapke',
    heroSubline:
      'Čistý rybí olej zo studených nórskych vôd s omega-3 mastnými kyselinami EPA a DHA, doplnený o vitamíny D3 a K2.',
    heroImageAlt: 'Balenie výživového doplnku {productName} s rybím olejom',
    benefitsTitle: 'Prečo {productName}',
    benefits: [
      {
        title: 'Pre srdce',
        text: 'EPA a DHA prispievajú k normálnej činnosti srdca pri dennom príjme 250 mg.',
      },
      {
        title: 'Pre mozog a zrak',
        text: 'DHA prispieva k udržaniu normálnej činnosti mozgu a normálneho videnia.',
      },
      {
        title: 'Pre kosti a imunitu',
        text: 'Vitamín D3 prispieva k normálnej funkcii imunitného systému a k udržaniu normálneho stavu kostí.',
      },
      {
        title: 'Nórska kvalita',
        text: 'Olej z rýb ulovených v Nórskom mori, čistený a kontrolovaný podľa prísnych nórskych noriem.',
      },
    ],
    orderSectionTitle: 'Objednávka',
  },
  preFooter: {
    title: 'Prečo nám dôverovať',
    customersValue: 'viac ako {count}',
    customersLabel: 'spokojných zákazníkov',
    experienceValue: {
      one: '{count} rok',
      few: '{count} roky',
      many: '{count} roka',
      other: '{count} rokov',
    },
    experienceLabel: 'skúseností s výživovými doplnkami',
    originValue: 'Z Nórska',
    originLabel: 'pôvod produktu aj receptúry',
    callTitle: 'Máte otázky? Zavolajte nám',
    supportHours: 'Po – Pi 8:00 – 18:00',
  },
  footer: {
    contactLink: 'Kontakt',
    cardPayments: 'Prijímame platby kartou',
    companyTitle: 'Prevádzkovateľ',
    registrationId: 'IČO: {value}',
    taxId: 'DIČ: {value}',
    contactTitle: 'Kontakt',
    phoneLabel: 'Telefón',
    emailLabel: 'E-mail',
    websiteLabel: 'Web',
    infoTitle: 'Informácie',
    terms: 'Obchodné podmienky',
    deliveryPayment: 'Doprava a platba',
    cookiesPersonalData: 'Cookies a osobné údaje',
    reviews: 'Recenzie',
    reviewsInfo: 'Ako fungujú recenzie',
    cookieSettings: 'Nastavenia cookies',
    close: 'Zavrieť',
  },
  panels: {
    termsTitle: 'Obchodné podmienky',
    terms: [
      'Objednávku môžete odoslať cez objednávkový formulár alebo telefonicky. Odoslaním objednávky vzniká kúpna zmluva a povinnosť tovar zaplatiť.',
      'Tovar kúpený na diaľku môžete bez udania dôvodu vrátiť do 14 dní od prevzatia. Stačí nám zavolať alebo napísať a zásielku poslať späť.',
      'Reklamáciu vybavíme najneskôr do 30 dní. Úplné znenie obchodných podmienok nájdete v sekcii podmienok na tomto webe.',
    ],
    termsLink: 'Úplné znenie obchodných podmienok',
    deliveryPaymentTitle: 'Doprava a platba',
    delivery: [
      'Zásielku doručí Slovenská pošta do schránky, kuriér na adresu alebo si ju vyzdvihnete na výdajnom mieste.',
      'Tovar odosielame zvyčajne do 2 pracovných dní od prijatia objednávky.',
    ],
    payment: [
      'Platba po doručení: poštovým poukazom alebo prevodom do 14 dní, doklady sú priložené v balíku.',
      'Platba kartou online cez zabezpečenú platobnú bránu alebo bankovým prevodom.',
      'Dobierku pri doručení cez PPL neponúkame.',
    ],
  },
  reviewsPopup: {
    title: 'Ako fungujú recenzie',
    intro: 'Každú recenziu pred zverejnením čítame a označíme podľa toho, kto ju napísal.',
    verifiedCustomerTitle: 'Overený zákazník',
    verifiedCustomer:
      'Recenziu napísal zákazník, ktorého objednávku máme v evidencii. Overujeme to podľa zákazníckeho čísla a objednávky.',
    partnerTitle: 'Partner',
    partner:
      'Recenziu napísal náš obchodný partner, napríklad lekárnik alebo odborník na výživu, ktorý s produktom pracuje.',
    unverifiedCustomerTitle: 'Neoverený zákazník',
    unverifiedCustomer:
      'Recenziu napísal zákazník, ktorého nákup sa nám nepodarilo spárovať s objednávkou, napríklad preto, že produkt kúpil inde.',
    conditionsTitle: 'Podmienky recenzií',
    conditions:
      'Zverejňujeme kladné aj záporné recenzie. Nezverejníme texty s urážkami, reklamou alebo osobnými údajmi tretích osôb. Za recenzie neplatíme.',
    /** Each label's section links to the review conditions, which explain the labels in full. */
    labelLink: 'Viac o označení {label}',
    conditionsLink: 'Celé podmienky zverejňovania recenzií',
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
  payments: {
    visa: 'Visa',
    mastercard: 'Mastercard',
  },
};
