import type { LazyMessages } from '../../lazyMessages';

/** Texts of the thank-you, rejected and payment pages. */
export const outcomePages: LazyMessages['outcomePages'] = {
  thankYou: {
    title: 'Ďakujeme za objednávku',
    description: 'Potvrdenie objednávky {productName}: čo bude nasledovať a ako nás kontaktovať.',
    heading: 'Ďakujeme za objednávku',
    intro: 'Vašu objednávku sme prijali a začíname ju spracúvať.',
    steps: [
      'Zásielku odošleme zvyčajne do 2 pracovných dní.',
      'Doručenie trvá zvyčajne 1 až 3 pracovné dni podľa zvoleného spôsobu dopravy.',
    ],
    backHome: 'Späť na úvodnú stránku',
  },
  receipt: {
    title: 'Vaša objednávka',
    orderNumber: 'Číslo objednávky',
    placedAt: 'Prijatá',
    items: 'Objednali ste',
    pieces: '{count} ks',
    shipping: 'Doprava',
    payment: 'Platba',
    discount: 'Zľava',
    total: 'Spolu',
    instalment: 'Mesačná splátka ({count}×)',
    free: 'Zadarmo',
    quoteNumber: 'Pri otázkach k objednávke uveďte, prosím, jej číslo.',
    nothingToPay: 'Za túto objednávku nič neplatíte.',
    afterDelivery:
      'Zaplatíte po doručení: doklady k platbe nájdete v balíku a sumu {amount} uhradíte poštovým poukazom alebo prevodom do 14 dní.',
    firstInstalment: 'Suma {amount} je prvá z {count} mesačných splátok.',
    cardUnpaid: 'Objednávka zatiaľ nie je zaplatená. Zaplatiť ju môžete kartou online:',
    cardPending:
      'Platobná brána nám platbu {amount} zatiaľ nepotvrdila. Zvyčajne to trvá len niekoľko minút.',
    cardPaid: 'Platbu kartou {amount} sme prijali. Ďakujeme.',
    cardRefunded: 'Platbu kartou {amount} sme vám vrátili.',
    cardPartlyRefunded: 'Platbu kartou {amount} sme prijali, časť z nej sme vám vrátili na kartu.',
    pay: 'Zaplatiť kartou {amount}',
    paying: 'Presmerúvam na platobnú bránu…',
    payFailed: 'Platbu sa nepodarilo začať. Skúste to, prosím, znova alebo nás kontaktujte na {email}.',
    loading: 'Načítavam údaje objednávky…',
    notFound:
      'Údaje objednávky sa tu už nedajú zobraziť. Ak máte k objednávke otázku, zavolajte nám alebo napíšte a uveďte jej číslo.',
  },
  thankYouYearly: {
    title: 'Ďakujeme za objednávku ročného balenia',
    description:
      'Potvrdenie objednávky ročného balenia {productName}: čo bude nasledovať a ako nás kontaktovať.',
    heading: 'Ďakujeme za objednávku ročného balenia',
    intro: 'Vašu objednávku ročného balenia sme prijali. {productName} teraz budete mať po celý rok.',
    steps: [
      'Prvú zásielku odošleme zvyčajne do 2 pracovných dní a doručenie trvá zvyčajne 1 až 3 pracovné dni.',
      'Ďalšie zásielky posielame priebežne, aby ste mali {productName} vždy včas.',
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
      'Objednať si môžete aj bežné alebo ročné balenie.',
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
      'Bežné balenie si môžete objednať hneď.',
    ],
  },
  additionalPayment: {
    title: 'Dodatočná platba kartou',
    description: 'Zaplaťte svoju objednávku {productName} kartou online cez zabezpečenú platobnú bránu.',
    heading: 'Dodatočná platba kartou',
    intro:
      'Objednávku číslo {orderId} v sume {amount} môžete zaplatiť kartou online. Presmerujeme Vás na zabezpečenú platobnú bránu.',
    pay: 'Zaplatiť kartou {amount}',
    paying: 'Presmerúvam na platobnú bránu…',
    failed: 'Platbu sa nepodarilo začať. Skúste to prosím znova alebo nás kontaktujte na {email}.',
    paidHeading: 'Objednávka je zaplatená',
    refundedHeading: 'Platba bola vrátená',
    refunded: 'Platbu za objednávku číslo {orderId} sme vám vrátili na kartu.',
    partlyRefundedHeading: 'Objednávka je zaplatená, časť platby bola vrátená',
    partlyRefunded:
      'Objednávku číslo {orderId} máte zaplatenú a časť platby sme vám vrátili na kartu. Nič ďalšie platiť nemusíte.',
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
      'Hneď ako platbu dostaneme, objednávku spracujeme a zásielku odošleme zvyčajne do 2 pracovných dní.',
      'Ako platba dopadla, uvidíte na tejto stránke, keď ju o chvíľu obnovíte. Ak by neprešla, môžete ju tu zopakovať.',
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
  /** Payment details for an order paid by bank transfer: the thank-you page and the order e-mail. */
  bankTransfer: {
    heading: 'Platobné údaje',
    intro:
      'Pošlite prosím {amount} na účet uvedený nižšie najneskôr do {dueDate}. Podľa variabilného symbolu platbu priradíme k Vašej objednávke.',
    recipient: 'Príjemca',
    accountNumber: 'Číslo účtu',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    bank: 'Banka',
    amount: 'Suma',
    variableSymbol: 'Variabilný symbol',
    dueDate: 'Splatnosť',
    qrAlt: 'QR kód na platbu: {amount}, variabilný symbol {variableSymbol}',
    qrHint:
      'V mobilnej aplikácii svojej banky zvoľte platbu QR kódom (PAY by square) a kód naskenujte. Údaje k platbe sa vyplnia samy.',
    copy: 'Kopírovať',
    copyLabel: 'Kopírovať: {label}',
    copied: 'Skopírované: {label}',
    copyFailed: 'Kopírovanie sa nepodarilo. Označte prosím údaj a skopírujte ho ručne.',
  },
};
