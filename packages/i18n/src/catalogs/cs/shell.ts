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
  home: {
    /** Holds the order form's place until its code and the offer have loaded. */
    orderLoading: 'Načítám objednávkový formulář…',
    heroTitle: 'Síla severu v každé kapce',
    heroSubline:
      'Čistý rybí olej ze studených norských vod s omega-3 mastnými kyselinami EPA a DHA, doplněný o vitamíny D3 a K2.',
    heroImageAlt: 'Balení doplňku stravy {productName} s rybím olejem',
    benefitsTitle: 'Proč {productName}',
    benefits: [
      {
        title: 'Pro srdce',
        text: 'EPA a DHA přispívají k normální činnosti srdce při denním příjmu 250 mg.',
      },
      {
        title: 'Pro mozek a zrak',
        text: 'DHA přispívá k udržení normální činnosti mozku a normálního stavu zraku.',
      },
      {
        title: 'Pro kosti a imunitu',
        text: 'Vitamín D3 přispívá k normální funkci imunitního systému a k udržení normálního stavu kostí.',
      },
      {
        title: 'Norská kvalita',
        text: 'Olej z ryb ulovených v Norském moři, čištěný a kontrolovaný podle přísných norských norem.',
      },
    ],
    orderSectionTitle: 'Objednávka',
  },
  preFooter: {
    title: 'Proč nám důvěřovat',
    customersValue: 'více než {count}',
    customersLabel: 'spokojených zákazníků',
    experienceValue: {
      one: '{count} rok',
      few: '{count} roky',
      many: '{count} roku',
      other: '{count} let',
    },
    experienceLabel: 'zkušeností s doplňky stravy',
    originValue: 'Z Norska',
    originLabel: 'původ produktu i receptury',
    callTitle: 'Máte otázky? Zavolejte nám',
    supportHours: 'Po–Pá 8:00–18:00',
  },
  footer: {
    contactLink: 'Kontakt',
    cardPayments: 'Přijímáme platby kartou',
    companyTitle: 'Provozovatel',
    registrationId: 'IČO: {value}',
    taxId: 'DIČ: {value}',
    contactTitle: 'Kontakt',
    phoneLabel: 'Telefon',
    emailLabel: 'E-mail',
    websiteLabel: 'Web',
    infoTitle: 'Informace',
    terms: 'Obchodní podmínky',
    deliveryPayment: 'Doprava a platba',
    cookiesPersonalData: 'Cookies a osobní údaje',
    reviews: 'Recenze',
    reviewsInfo: 'Jak fungují recenze',
    cookieSettings: 'Nastavení cookies',
    close: 'Zavřít',
  },
  panels: {
    termsTitle: 'Obchodní podmínky',
    terms: [
      'Objednávku můžete odeslat přes objednávkový formulář nebo po telefonu. Odesláním objednávky vzniká kupní smlouva a povinnost zboží zaplatit.',
      'Zboží zakoupené na dálku můžete bez udání důvodu vrátit do 14 dnů od převzetí. Stačí nám zavolat nebo napsat a zásilku poslat zpět.',
      'Reklamaci vyřídíme nejpozději do 30 dnů. Úplné znění obchodních podmínek najdete v sekci podmínek na tomto webu.',
    ],
    termsLink: 'Úplné znění obchodních podmínek',
    deliveryPaymentTitle: 'Doprava a platba',
    delivery: [
      'Zásilku doručí Česká pošta, kurýr PPL na adresu nebo si ji vyzvednete na výdejním místě (PPL ParcelShop nebo ParcelBox).',
      'Zboží odesíláme obvykle do 2 pracovních dnů od přijetí objednávky.',
    ],
    payment: [
      'Platba po doručení: složenkou nebo převodem do 14 dnů, doklady jsou přiloženy v balíčku.',
      'Platba kartou online přes zabezpečenou platební bránu, nebo bankovním převodem.',
      'Dobírku u doručení přes PPL nenabízíme.',
    ],
  },
  reviewsPopup: {
    title: 'Jak fungují recenze',
    intro: 'Každou recenzi před zveřejněním čteme a označíme podle toho, kdo ji napsal.',
    verifiedCustomerTitle: 'Ověřený zákazník',
    verifiedCustomer:
      'Recenzi napsal zákazník, jehož objednávku máme v evidenci. Ověřujeme to podle zákaznického čísla a objednávky.',
    partnerTitle: 'Partner',
    partner:
      'Recenzi napsal náš obchodní partner, například lékárník nebo odborník na výživu, který s produktem pracuje.',
    unverifiedCustomerTitle: 'Neověřený zákazník',
    unverifiedCustomer:
      'Recenzi napsal zákazník, jehož nákup se nám nepodařilo spárovat s objednávkou, třeba protože produkt koupil jinde.',
    conditionsTitle: 'Podmínky recenzí',
    conditions:
      'Zveřejňujeme kladné i záporné recenze. Nezveřejníme texty s urážkami, reklamou nebo osobními údaji třetích osob. Za recenze neplatíme.',
    /** Each label's section links to the review conditions, which explain the labels in full. */
    labelLink: 'Více o označení {label}',
    conditionsLink: 'Celé podmínky zveřejňování recenzí',
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
  payments: {
    visa: 'Visa',
    mastercard: 'Mastercard',
  },
};
