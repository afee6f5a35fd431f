/** Texts of the thank-you, rejected and payment pages. */
export const outcomePages = {
  thankYou: {
    title: 'Děkujeme za objednávku',
    description: 'Potvrzení objednávky {productName}: co bude následovat a jak nás kontaktovat.',
    heading: 'Děkujeme za objednávku',
    intro: 'Vaši objednávku jsme přijali a začínáme ji zpracovávat.',
    steps: [
      'Potvrzení objednávky jsme Vám poslali na e-mail. Pokud ho nevidíte, podívejte se i do složky s hromadnou poštou nebo spamem.',
      'Zásilku odešleme obvykle do 2 pracovních dnů. Jakmile ji předáme dopravci, pošleme Vám e-mail.',
      'Doručení trvá zpravidla 1 až 3 pracovní dny. U platby po doručení najdete doklady k platbě v balíčku a zaplatíte do 14 dnů.',
    ],
    backHome: 'Zpět na úvodní stránku',
  },
  thankYouYearly: {
    title: 'Děkujeme za objednávku ročního balení',
    description:
      'Potvrzení objednávky ročního balení {productName}: co bude následovat a jak nás kontaktovat.',
    heading: 'Děkujeme za objednávku ročního balení',
    intro: 'Vaši objednávku ročního balení jsme přijali. {productName} teď budete mít po celý rok.',
    steps: [
      'Potvrzení objednávky a přehled plateb jsme Vám poslali na e-mail.',
      'První zásilku odešleme obvykle do 2 pracovních dnů a doručení trvá zpravidla 1 až 3 pracovní dny.',
      'Další zásilky posíláme průběžně, abyste měli {productName} vždy včas. Před každou zásilkou Vám dáme vědět e-mailem.',
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
      'Jiné nabídky najdete na úvodní stránce.',
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
      'Běžné balení si můžete objednat na úvodní stránce.',
    ],
  },
  additionalPayment: {
    title: 'Dodatečná platba kartou',
    description: 'Zaplaťte svou objednávku {productName} kartou online přes zabezpečenou platební bránu.',
    heading: 'Dodatečná platba kartou',
    intro:
      'Objednávku číslo {orderId} můžete zaplatit kartou online. Přesměrujeme Vás na zabezpečenou platební bránu.',
    pay: 'Zaplatit kartou',
    paying: 'Přesměrovávám na platební bránu…',
    failed: 'Platbu se nepodařilo zahájit. Zkuste to prosím znovu, nebo nás kontaktujte na {email}.',
    paidHeading: 'Objednávka je zaplacena',
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
      'Jakmile platbu obdržíme, pošleme Vám potvrzení objednávky na e-mail a zásilku odešleme obvykle do 2 pracovních dnů.',
      'Pokud by platba neprošla, dáme Vám vědět e-mailem a pošleme odkaz, přes který ji můžete zopakovat.',
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
};
