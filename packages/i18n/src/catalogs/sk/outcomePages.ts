import type { LazyMessages } from '../../lazyMessages';

/** Texts of the thank-you, rejected and payment pages. */
export const outcomePages: LazyMessages['outcomePages'] = {
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
};
