/** Texts of the thank-you, rejected and payment pages. */
export const outcomePages = {
  thankYou: {
    title: 'Děkujeme za objednávku',
    description: 'Potvrzení objednávky {productName}: co bude následovat a jak nás kontaktovat.',
    heading: 'Děkujeme za objednávku',
    intro: 'Vaši objednávku jsme přijali a začínáme ji zpracovávat.',
    steps: [
      'Zásilku odešleme obvykle do 2 pracovních dnů.',
      'Doručení trvá obvykle 1 až 3 pracovní dny podle zvoleného způsobu dopravy.',
    ],
    backHome: 'Zpět na úvodní stránku',
  },
  receipt: {
    title: 'Vaše objednávka',
    orderNumber: 'Číslo objednávky',
    placedAt: 'Přijata',
    items: 'Objednali jste',
    pieces: '{count} ks',
    shipping: 'Doprava',
    payment: 'Platba',
    discount: 'Sleva',
    total: 'Celkem',
    instalment: 'Měsíční splátka ({count}×)',
    free: 'Zdarma',
    quoteNumber: 'U dotazů k objednávce prosím uveďte její číslo.',
    nothingToPay: 'Za tuto objednávku nic neplatíte.',
    afterDelivery:
      'Zaplatíte po doručení: doklady k platbě najdete v balíčku a částku {amount} uhradíte složenkou nebo převodem do 14 dnů.',
    firstInstalment: 'Částka {amount} je první z {count} měsíčních splátek.',
    cardUnpaid: 'Objednávka zatím není zaplacená. Zaplatit ji můžete kartou online:',
    cardPending: 'Platební brána nám platbu {amount} zatím nepotvrdila. Obvykle to trvá jen několik minut.',
    cardPaid: 'Platbu kartou {amount} jsme přijali. Děkujeme.',
    cardRefunded: 'Platbu kartou {amount} jsme vám vrátili.',
    cardPartlyRefunded: 'Platbu kartou {amount} jsme přijali, část z ní jsme vám vrátili na kartu.',
    pay: 'Zaplatit kartou {amount}',
    paying: 'Přesměrovávám na platební bránu…',
    payFailed: 'Platbu se nepodařilo zahájit. Zkuste to prosím znovu nebo nás kontaktujte na {email}.',
    loading: 'Načítám údaje objednávky…',
    notFound:
      'Údaje objednávky už zde nelze zobrazit. Pokud máte k objednávce dotaz, zavolejte nám nebo napište a uveďte její číslo.',
  },
  thankYouYearly: {
    title: 'Děkujeme za objednávku ročního balení',
    description:
      'Potvrzení objednávky ročního balení {productName}: co bude následovat a jak nás kontaktovat.',
    heading: 'Děkujeme za objednávku ročního balení',
    intro: 'Vaši objednávku ročního balení jsme přijali. {productName} teď budete mít po celý rok.',
    steps: [
      'První zásilku odešleme obvykle do 2 pracovních dnů a doručení trvá obvykle 1 až 3 pracovní dny.',
      'Další zásilky posíláme průběžně, abyste měli {productName} vždy včas.',
    ],
  },
  rejected: {
    title: 'Objednávku nelze přijmout',
    description: 'Objednávku {productName} se nepodařilo přijmout. Podívejte se, co můžete udělat dál.',
    heading: 'Objednávku jsme nemohli přijmout',
    intro:
      'Je nám líto, tuto objednávku nemůžeme přijmout. Může jít například o opakovanou objednávku se stejnými údaji.',
    steps: [
      'Pokud si myslíte, že jde o chybu, zavolejte nám nebo napište. Objednávku s Vámi rádi dokončíme.',
      'Objednat si můžete i běžné nebo roční balení.',
    ],
  },
  sampleRejected: {
    title: 'Zkušební balíček nelze objednat',
    description:
      'Zkušební balíček {productName} lze objednat jen jednou. Podívejte se, co můžete udělat dál.',
    heading: 'Zkušební balíček už jste si objednali',
    intro:
      'Zkušební balíček nebo balení zdarma posíláme každému zákazníkovi jen jednou a podle zadaných údajů už jste ho od nás dostali.',
    steps: [
      'Pokud Vám {productName} vyhovuje, můžete si objednat běžné nebo roční balení.',
      'Pokud jste zkušební balíček nedostali, zavolejte nám nebo napište a vše prověříme.',
    ],
  },
  yearlyRejected: {
    title: 'Roční balení nelze objednat',
    description:
      'Objednávku ročního balení {productName} se nepodařilo přijmout. Podívejte se, co můžete udělat dál.',
    heading: 'Objednávku ročního balení jsme nemohli přijmout',
    intro:
      'Je nám líto, objednávku ročního balení nemůžeme přijmout. Může jít například o již běžící roční balení na stejné údaje.',
    steps: [
      'Zavolejte nám nebo napište: najdeme spolu řešení, třeba prodloužení Vašeho současného balení.',
      'Běžné balení si můžete objednat hned.',
    ],
  },
  additionalPayment: {
    title: 'Dodatečná platba kartou',
    description: 'Zaplaťte svou objednávku {productName} kartou online přes zabezpečenou platební bránu.',
    heading: 'Dodatečná platba kartou',
    intro:
      'Objednávku číslo {orderId} v částce {amount} můžete zaplatit kartou online. Přesměrujeme Vás na zabezpečenou platební bránu.',
    pay: 'Zaplatit kartou {amount}',
    paying: 'Přesměrovávám na platební bránu…',
    failed: 'Platbu se nepodařilo zahájit. Zkuste to prosím znovu, nebo nás kontaktujte na {email}.',
    paidHeading: 'Objednávka je zaplacena',
    refundedHeading: 'Platba byla vrácena',
    refunded: 'Platbu za objednávku číslo {orderId} jsme vám vrátili na kartu.',
    partlyRefundedHeading: 'Objednávka je zaplacena, část platby byla vrácena',
    partlyRefunded:
      'Objednávku číslo {orderId} máte zaplacenou a část platby jsme vám vrátili na kartu. Nic dalšího platit nemusíte.',
    paid: 'Objednávku číslo {orderId} už máte zaplacenou. Nic dalšího dělat nemusíte, zásilku odešleme obvykle do 2 pracovních dnů.',
    notPayableHeading: 'Objednávku nelze zaplatit kartou',
    notPayable:
      'Objednávku číslo {orderId} nyní nelze zaplatit kartou online. Zavolejte nám prosím a domluvíme se na dalším postupu.',
  },
  paymentPending: {
    title: 'Platba se zpracovává',
    description: 'Platba za objednávku {productName} se zpracovává. Podívejte se, co bude následovat.',
    heading: 'Platba se zpracovává',
    intro: 'Platební brána nám zatím nepotvrdila výsledek platby. Obvykle to trvá jen několik minut.',
    steps: [
      'Jakmile platbu obdržíme, objednávku zpracujeme a zásilku odešleme obvykle do 2 pracovních dnů.',
      'Jak platba dopadla, uvidíte na této stránce, když ji za chvíli obnovíte. Pokud by neprošla, můžete ji zde zopakovat.',
    ],
  },
  paymentCancelled: {
    title: 'Platba byla zrušena',
    description: 'Platba kartou za objednávku {productName} byla zrušena. Zaplatit můžete znovu.',
    heading: 'Platba byla zrušena',
    intro:
      'Platbu kartou jste zrušili nebo ji banka nepotvrdila. Objednávku máme uloženou, jen zatím není zaplacená.',
    retryIntro: 'Objednávku můžete zaplatit znovu kartou online:',
    retry: 'Zaplatit znovu kartou',
    noOrder: 'Pokud chcete objednávku zaplatit, zavolejte nám nebo napište a pošleme Vám odkaz na platbu.',
  },
  /** Payment details for an order paid by bank transfer: the thank-you page and the order e-mail. */
  bankTransfer: {
    heading: 'Platební údaje',
    intro:
      'Pošlete prosím {amount} na účet uvedený níže nejpozději do {dueDate}. Podle variabilního symbolu platbu přiřadíme k Vaší objednávce.',
    recipient: 'Příjemce',
    accountNumber: 'Číslo účtu',
    iban: 'IBAN',
    bic: 'BIC (SWIFT)',
    bank: 'Banka',
    amount: 'Částka',
    variableSymbol: 'Variabilní symbol',
    dueDate: 'Splatnost',
    qrAlt: 'QR kód pro platbu: {amount}, variabilní symbol {variableSymbol}',
    qrHint:
      'V mobilní aplikaci své banky zvolte platbu QR kódem (QR Platba) a kód naskenujte. Údaje k platbě se vyplní samy.',
    copy: 'Kopírovat',
    copyLabel: 'Kopírovat: {label}',
    copied: 'Zkopírováno: {label}',
    copyFailed: 'Kopírování se nepodařilo. Označte prosím údaj a zkopírujte ho ručně.',
  },
};
