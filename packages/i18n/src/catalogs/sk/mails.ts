import type { LazyMessages } from '../../lazyMessages';

/** Texts of the e-mails the shop sends: to the shopper about an order and its payment, to the shop. */
export const mails: LazyMessages['mails'] = {
  common: {
    greeting: 'Dobrý deň, {name},',
    signature: 'Ďakujeme, tím {productName}',
    seller: 'Predávajúci: {name}, {street}, {zip} {city}, {country}, IČO {registrationId}, DIČ {taxId}',
    contact: 'Otázky: {email}',
    terms: 'Obchodné podmienky',
    termsText: 'Obchodné podmienky nájdete na {url}',
  },
  confirmation: {
    subject: 'Potvrdenie objednávky {orderNumber}',
    intro: 'ďakujeme za Vašu objednávku. Prijali sme ju pod číslom {orderNumber}.',
    items: 'Tovar',
    quantity: 'Počet',
    price: 'Cena',
    shipping: 'Doprava',
    pickupPoint: 'Výdajné miesto',
    payment: 'Platba',
    discount: 'Zľava',
    total: 'Spolu',
    dueNow: 'Na úhradu teraz',
    vatNote: 'Všetky ceny sú uvedené vrátane DPH.',
    deliveryAddress: 'Doručovacia adresa',
    bankTransfer: {
      title: 'Platobné údaje',
      recipient: 'Príjemca',
      account: 'Číslo účtu',
      iban: 'IBAN',
      bic: 'BIC',
      amount: 'Suma',
      variableSymbol: 'Variabilný symbol',
      dueDate: 'Splatnosť',
      qr: 'Alebo naskenujte QR kód (PAY by square) v aplikácii svojej banky:',
      qrAlt: 'QR kód na platbu',
    },
    cardUnpaid: 'Objednávka zatiaľ nie je zaplatená. Zaplatiť ju môžete kartou tu:',
    payLink: 'Zaplatiť kartou',
    cardPaid: 'Objednávka je zaplatená kartou.',
    afterDelivery:
      'Zaplatíte po doručení: poštovou poukážkou alebo prevodom do 14 dní, doklady nájdete v balíku.',
    withdrawal:
      'Od zmluvy môžete odstúpiť bez uvedenia dôvodu do 14 dní od prevzatia tovaru. Stačí nám napísať na {email}; zaplatené peniaze Vám vrátime najneskôr do 14 dní od odstúpenia.',
  },
  paymentReceived: {
    subject: 'Platba za objednávku {orderNumber} je prijatá',
    body: 'prijali sme Vašu platbu {amount} za objednávku {orderNumber}. Zásielku pripravujeme na odoslanie.',
  },
  paymentFailed: {
    subjectCancelled: 'Platba za objednávku {orderNumber} bola zrušená',
    subjectTimedOut: 'Platba za objednávku {orderNumber} vypršala',
    bodyCancelled: 'platba kartou za objednávku {orderNumber} bola zrušená a nič sme Vám nestiahli.',
    bodyTimedOut:
      'platba kartou za objednávku {orderNumber} nebola dokončená včas a vypršala. Nič sme Vám nestiahli.',
    payAgain: 'Objednávka na Vás počká. Zaplatiť ju môžete znova tu:',
    payAgainLink: 'Zaplatiť znova',
  },
  shopNewOrder: {
    subject: 'Nová objednávka {orderNumber} ({total})',
    intro: 'Na webe {domain} prišla nová objednávka {orderNumber}.',
    customer: 'Zákazník',
    email: 'E-mail',
    phone: 'Telefón',
    address: 'Adresa',
    offer: 'Ponuka',
  },
  shopContactMessage: {
    subject: 'Správa z kontaktného formulára: {questionType}',
    intro:
      'Na webe {domain} prišla správa z kontaktného formulára. Odpoveďou na tento e-mail odpoviete odosielateľovi.',
    name: 'Meno',
    email: 'E-mail',
    phone: 'Telefón',
    customerType: 'Zákazník',
    customerNumber: 'Zákaznícke číslo',
    questionType: 'Téma',
    message: 'Správa',
    customerTypes: { new: 'nový', existing: 'existujúci' },
    questionTypes: {
      loyalty: 'vernostný program',
      'shipping-change': 'zmena doručenia',
      product: 'produkt',
      other: 'iné',
    },
  },
};
