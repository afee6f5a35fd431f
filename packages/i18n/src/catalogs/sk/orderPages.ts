import type { LazyMessages } from '../../lazyMessages';

/** Texts of the order, offer, thank-you, rejected and payment pages. */
export const orderPages: LazyMessages['orderPages'] = {
  order: {
    title: 'Objednávka',
    description:
      'Objednajte si {productName}, nórsky rybí olej s vitamínmi D3 a K2, v troch krokoch: doručovacie údaje, doprava a platba, zhrnutie.',
    heading: 'Objednávka {productName}',
    intro:
      'Vyplňte doručovacie údaje, vyberte dopravu a platbu a objednávku odošlite. Zaberie to len pár minút.',
  },
  offer: {
    title: 'Ponuka {offerName}',
    description:
      'Ponuka {offerName}: nórsky rybí olej {productName} s vitamínmi D3 a K2. Objednajte si ju online v troch krokoch.',
    heading: '{offerName}',
    intro: 'Túto ponuku si objednáte priamo tu. Doručovacie údaje, doprava a platba a zhrnutie: nič viac.',
  },
  sampleOffer: {
    title: 'Objednávka skúšobného balíčka',
    description:
      'Vyskúšajte {productName} so skúšobným balíčkom. Objednajte si ho online a o pár dní ho máte doma.',
    heading: 'Skúšobný balíček {productName}',
    intro:
      'Skúšobný balíček je najjednoduchší spôsob, ako {productName} spoznať. Objednať si ho môžete raz na domácnosť.',
  },
  sample: {
    title: 'Skúšobný balíček',
    description:
      'Skúšobný balíček {productName}: nórsky rybí olej s omega-3 mastnými kyselinami a vitamínmi D3 a K2 na vyskúšanie.',
    heading: 'Vyskúšajte {productName} so skúšobným balíčkom',
    intro:
      'Skôr než sa rozhodnete pre pravidelné užívanie, vyskúšajte, ako Vám {productName} vyhovuje. Skúšobný balíček obsahuje rovnaké kapsuly ako bežné balenie.',
    points: [
      'Rovnaké zloženie ako bežné balenie: omega-3 mastné kyseliny EPA a DHA, vitamíny D3 a K2.',
      'Odosielame do 2 pracovných dní od objednávky.',
      'Bez záväzku ďalších objednávok.',
    ],
    cta: 'Objednať skúšobný balíček',
  },
  freeTrial: {
    title: 'K2 zadarmo',
    description:
      'Vyskúšajte {productName} s vitamínom K2 zadarmo: mesačné balenie Vám pošleme bez platby a s dopravou zadarmo.',
    heading: '{productName} s vitamínom K2 na vyskúšanie zadarmo',
    intro:
      'Pošleme Vám mesačné balenie {productName} s vitamínom K2 zadarmo, vrátane dopravy. Ponuka platí raz na osobu.',
  },
  freeMonth: {
    title: 'Mesiac K2 zadarmo',
    description:
      'Mesiac {productName} s vitamínom K2 zadarmo: 30 kapsúl na celý mesiac bez platby a s dopravou zadarmo.',
    heading: 'Mesiac {productName} s vitamínom K2 zadarmo',
    intro:
      'Objednajte si mesačné balenie {productName} s vitamínom K2 zadarmo a vyskúšajte ho celý mesiac. Ponuka platí raz na osobu.',
  },
  freeTrialLanding: {
    title: '{productName} s K2 zadarmo',
    description:
      'Nórsky rybí olej {productName} s vitamínmi D3 a K2 na vyskúšanie zadarmo: mesačné balenie bez platby a s dopravou zadarmo.',
    heading: 'Vyskúšajte {productName} s vitamínom K2 zadarmo',
    intro:
      'Omega-3 mastné kyseliny z nórskych rýb, vitamín D3 a vitamín K2 v jednej kapsule. Mesačné balenie Vám pošleme zadarmo, aby ste spoznali, ako Vám vyhovuje.',
    points: [
      'Mesačné balenie 30 kapsúl zadarmo, doprava tiež zadarmo.',
      'Vitamín K2 prispieva k udržaniu normálneho stavu kostí.',
      'Odosielame do 2 pracovných dní od objednávky.',
    ],
    cta: 'Chcem {productName} zadarmo',
  },
  freeMonthLanding: {
    title: 'Mesiac {productName} s K2 zadarmo',
    description:
      'Mesiac nórskeho rybieho oleja {productName} s vitamínmi D3 a K2 zadarmo: 30 kapsúl bez platby a s dopravou zadarmo.',
    heading: 'Mesiac {productName} s vitamínom K2 zadarmo',
    intro:
      'Jedna kapsula denne počas celého mesiaca: omega-3 mastné kyseliny EPA a DHA, vitamín D3 pre imunitu a vitamín K2 pre kosti. Prvý mesiac je od nás.',
    points: [
      '30 kapsúl na celý mesiac zadarmo, doprava tiež zadarmo.',
      'Omega-3 mastné kyseliny EPA a DHA z rýb z Nórskeho mora.',
      'Odosielame do 2 pracovných dní od objednávky.',
    ],
    cta: 'Chcem mesiac zadarmo',
  },
  yearly: {
    title: 'Ročné balenie',
    description:
      'Ročné balenie {productName}: nórsky rybí olej s vitamínmi D3 a K2 na celý rok. Objednajte si ho online.',
    heading: 'Ročné balenie {productName}',
    intro:
      'Ročné balenie vystačí na celý rok pravidelného užívania. Zaplatiť ho môžete naraz alebo po mesiacoch: frekvenciu platby vyberiete vo formulári.',
  },
  form: {
    title: 'Objednávkový formulár',
  },
  nextSteps: {
    title: 'Čo bude nasledovať',
    orderSteps: [
      'Po odoslaní objednávky Vám pošleme potvrdenie na e-mail.',
      'Zásielku odosielame zvyčajne do 2 pracovných dní od prijatia objednávky.',
      'Doručenie trvá spravidla 1 až 3 pracovné dni podľa zvoleného spôsobu dopravy.',
    ],
  },
  contacts: {
    title: 'Máte otázky? Zavolajte nám',
    phoneLabel: 'Telefón',
    emailLabel: 'E-mail',
    hours: 'Po–Pi 8:00–18:00',
  },
  thankYou: {
    title: 'Ďakujeme za objednávku',
    description: 'Potvrdenie objednávky {productName}: čo bude nasledovať a ako nás kontaktovať.',
    heading: 'Ďakujeme za objednávku',
    intro: 'Vašu objednávku sme prijali a začíname ju spracúvať.',
    steps: [
      'Potvrdenie objednávky sme Vám poslali na e-mail. Ak ho nevidíte, pozrite sa aj do priečinka s hromadnou poštou alebo spamom.',
      'Zásielku odošleme zvyčajne do 2 pracovných dní. Hneď ako ju odovzdáme dopravcovi, pošleme Vám e-mail.',
      'Doručenie trvá spravidla 1 až 3 pracovné dni. Pri platbe po doručení nájdete doklady k platbe v balíku a zaplatíte do 14 dní.',
    ],
    backHome: 'Späť na úvodnú stránku',
  },
  thankYouYearly: {
    title: 'Ďakujeme za objednávku ročného balenia',
    description:
      'Potvrdenie objednávky ročného balenia {productName}: čo bude nasledovať a ako nás kontaktovať.',
    heading: 'Ďakujeme za objednávku ročného balenia',
    intro: 'Vašu objednávku ročného balenia sme prijali. {productName} teraz budete mať po celý rok.',
    steps: [
      'Potvrdenie objednávky a prehľad platieb sme Vám poslali na e-mail.',
      'Prvú zásielku odošleme zvyčajne do 2 pracovných dní a doručenie trvá spravidla 1 až 3 pracovné dni.',
      'Ďalšie zásielky posielame priebežne, aby ste mali {productName} vždy včas. Pred každou zásielkou Vám dáme vedieť e-mailom.',
    ],
  },
  rejected: {
    title: 'Objednávku nie je možné prijať',
    description: 'Objednávku {productName} sa nepodarilo prijať. Pozrite sa, čo môžete urobiť ďalej.',
    heading: 'Objednávku sme nemohli prijať',
    intro:
      'Je nám ľúto, túto objednávku nemôžeme prijať. Môže ísť napríklad o opakovanú objednávku s rovnakými údajmi.',
    steps: [
      'Ak si myslíte, že ide o chybu, zavolajte nám alebo napíšte. Objednávku s Vami radi dokončíme.',
      'Iné ponuky nájdete na úvodnej stránke.',
    ],
  },
  sampleRejected: {
    title: 'Skúšobný balíček nie je možné objednať',
    description:
      'Skúšobný balíček {productName} je možné objednať len raz. Pozrite sa, čo môžete urobiť ďalej.',
    heading: 'Skúšobný balíček ste si už objednali',
    intro:
      'Skúšobný balíček alebo balenie zadarmo posielame každému zákazníkovi len raz a podľa zadaných údajov ste ho od nás už dostali.',
    steps: [
      'Ak Vám {productName} vyhovuje, môžete si objednať bežné alebo ročné balenie.',
      'Ak ste skúšobný balíček nedostali, zavolajte nám alebo napíšte a všetko preveríme.',
    ],
  },
  yearlyRejected: {
    title: 'Ročné balenie nie je možné objednať',
    description:
      'Objednávku ročného balenia {productName} sa nepodarilo prijať. Pozrite sa, čo môžete urobiť ďalej.',
    heading: 'Objednávku ročného balenia sme nemohli prijať',
    intro:
      'Je nám ľúto, objednávku ročného balenia nemôžeme prijať. Môže ísť napríklad o už prebiehajúce ročné balenie na rovnaké údaje.',
    steps: [
      'Zavolajte nám alebo napíšte: nájdeme spolu riešenie, napríklad predĺženie Vášho súčasného balenia.',
      'Bežné balenie si môžete objednať na úvodnej stránke.',
    ],
  },
  additionalPayment: {
    title: 'Dodatočná platba kartou',
    description: 'Zaplaťte svoju objednávku {productName} kartou online cez zabezpečenú platobnú bránu.',
    heading: 'Dodatočná platba kartou',
    intro:
      'Objednávku číslo {orderId} môžete zaplatiť kartou online. Presmerujeme Vás na zabezpečenú platobnú bránu.',
    pay: 'Zaplatiť kartou',
    paying: 'Presmerúvam na platobnú bránu…',
    failed: 'Platbu sa nepodarilo začať. Skúste to prosím znova alebo nás kontaktujte na {email}.',
    paidHeading: 'Objednávka je zaplatená',
    paid: 'Objednávku číslo {orderId} už máte zaplatenú. Nič ďalšie robiť nemusíte, zásielku odošleme zvyčajne do 2 pracovných dní.',
    notPayableHeading: 'Objednávku nie je možné zaplatiť kartou',
    notPayable:
      'Objednávku číslo {orderId} teraz nie je možné zaplatiť kartou online. Zavolajte nám prosím a dohodneme sa na ďalšom postupe.',
  },
  paymentPending: {
    title: 'Platba sa spracúva',
    description: 'Platba za objednávku {productName} sa spracúva. Pozrite sa, čo bude nasledovať.',
    heading: 'Platba sa spracúva',
    intro: 'Platobná brána nám zatiaľ nepotvrdila výsledok platby. Zvyčajne to trvá len niekoľko minút.',
    steps: [
      'Hneď ako platbu dostaneme, pošleme Vám potvrdenie objednávky na e-mail a zásielku odošleme zvyčajne do 2 pracovných dní.',
      'Ak by platba neprešla, dáme Vám vedieť e-mailom a pošleme odkaz, cez ktorý ju môžete zopakovať.',
    ],
  },
  paymentCancelled: {
    title: 'Platba bola zrušená',
    description: 'Platba kartou za objednávku {productName} bola zrušená. Zaplatiť môžete znova.',
    heading: 'Platba bola zrušená',
    intro:
      'Platbu kartou ste zrušili alebo ju banka nepotvrdila. Objednávku máme uloženú, len zatiaľ nie je zaplatená.',
    retryIntro: 'Objednávku môžete zaplatiť znova kartou online:',
    retry: 'Zaplatiť znova kartou',
    noOrder: 'Ak chcete objednávku zaplatiť, zavolajte nám alebo napíšte a pošleme Vám odkaz na platbu.',
  },
  landing: {
    toOrder: 'Prejsť k objednávke',
  },
};
