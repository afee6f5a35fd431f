/** Texts of the order, offer, thank-you, rejected and payment pages. */
export const orderPages = {
  order: {
    title: 'Objednávka',
    description:
      'Objednejte si {productName}, norský rybí olej s vitamíny D3 a K2, ve třech krocích: doručovací údaje, doprava a platba, shrnutí.',
    heading: 'Objednávka {productName}',
    intro:
      'Vyplňte doručovací údaje, vyberte dopravu a platbu a objednávku odešlete. Zabere to jen pár minut.',
  },
  offer: {
    title: 'Nabídka {offerName}',
    description:
      'Nabídka {offerName}: norský rybí olej {productName} s vitamíny D3 a K2. Objednejte si ji online ve třech krocích.',
    heading: '{offerName}',
    intro: 'Tuto nabídku si objednáte přímo zde. Doručovací údaje, doprava a platba a shrnutí: nic víc.',
  },
  sampleOffer: {
    title: 'Objednávka zkušebního balíčku',
    description:
      'Vyzkoušejte {productName} se zkušebním balíčkem. Objednejte si ho online a do pár dnů ho máte doma.',
    heading: 'Zkušební balíček {productName}',
    intro:
      'Zkušební balíček je nejjednodušší způsob, jak {productName} poznat. Objednat si ho můžete jednou na domácnost.',
  },
  sample: {
    title: 'Zkušební balíček',
    description:
      'Zkušební balíček {productName}: norský rybí olej s omega-3 mastnými kyselinami a vitamíny D3 a K2 na vyzkoušení.',
    heading: 'Vyzkoušejte {productName} se zkušebním balíčkem',
    intro:
      'Než se rozhodnete pro pravidelné užívání, vyzkoušejte, jak Vám {productName} vyhovuje. Zkušební balíček obsahuje stejné kapsle jako běžné balení.',
    points: [
      'Stejné složení jako běžné balení: omega-3 mastné kyseliny EPA a DHA, vitamíny D3 a K2.',
      'Odesíláme do 2 pracovních dnů od objednávky.',
      'Bez závazku dalších objednávek.',
    ],
    cta: 'Objednat zkušební balíček',
  },
  freeTrial: {
    title: 'K2 zdarma',
    description:
      'Vyzkoušejte {productName} s vitamínem K2 zdarma: měsíční balení Vám pošleme bez platby a s dopravou zdarma.',
    heading: '{productName} s vitamínem K2 na zkoušku zdarma',
    intro:
      'Pošleme Vám měsíční balení {productName} s vitamínem K2 zdarma, včetně dopravy. Nabídka platí jednou na osobu.',
  },
  freeMonth: {
    title: 'Měsíc K2 zdarma',
    description:
      'Měsíc {productName} s vitamínem K2 zdarma: 30 kapslí na celý měsíc bez platby a s dopravou zdarma.',
    heading: 'Měsíc {productName} s vitamínem K2 zdarma',
    intro:
      'Objednejte si měsíční balení {productName} s vitamínem K2 zdarma a vyzkoušejte ho celý měsíc. Nabídka platí jednou na osobu.',
  },
  freeTrialLanding: {
    title: '{productName} s K2 zdarma',
    description:
      'Norský rybí olej {productName} s vitamíny D3 a K2 na zkoušku zdarma: měsíční balení bez platby a s dopravou zdarma.',
    heading: 'Vyzkoušejte {productName} s vitamínem K2 zdarma',
    intro:
      'Omega-3 mastné kyseliny z norských ryb, vitamín D3 a vitamín K2 v jedné kapsli. Měsíční balení Vám pošleme zdarma, abyste poznali, jak Vám vyhovuje.',
    points: [
      'Měsíční balení 30 kapslí zdarma, doprava také zdarma.',
      'Vitamín K2 přispívá k udržení normálního stavu kostí.',
      'Odesíláme do 2 pracovních dnů od objednávky.',
    ],
    cta: 'Chci {productName} zdarma',
  },
  freeMonthLanding: {
    title: 'Měsíc {productName} s K2 zdarma',
    description:
      'Měsíc norského rybího oleje {productName} s vitamíny D3 a K2 zdarma: 30 kapslí bez platby a s dopravou zdarma.',
    heading: 'Měsíc {productName} s vitamínem K2 zdarma',
    intro:
      'Jedna kapsle denně po celý měsíc: omega-3 mastné kyseliny EPA a DHA, vitamín D3 pro imunitu a vitamín K2 pro kosti. První měsíc je od nás.',
    points: [
      '30 kapslí na celý měsíc zdarma, doprava také zdarma.',
      'Omega-3 mastné kyseliny EPA a DHA z ryb z Norského moře.',
      'Odesíláme do 2 pracovních dnů od objednávky.',
    ],
    cta: 'Chci měsíc zdarma',
  },
  yearly: {
    title: 'Roční balení',
    description:
      'Roční balení {productName}: norský rybí olej s vitamíny D3 a K2 na celý rok. Objednejte si ho online.',
    heading: 'Roční balení {productName}',
    intro:
      'Roční balení vystačí na celý rok pravidelného užívání. Zaplatit ho můžete najednou, nebo po měsících: frekvenci platby vyberete ve formuláři.',
  },
  form: {
    title: 'Objednávkový formulář',
  },
  nextSteps: {
    title: 'Co bude následovat',
    orderSteps: [
      'Po odeslání objednávky Vám pošleme potvrzení na e-mail.',
      'Zásilku odesíláme obvykle do 2 pracovních dnů od přijetí objednávky.',
      'Doručení trvá zpravidla 1 až 3 pracovní dny podle zvoleného způsobu dopravy.',
    ],
  },
  contacts: {
    title: 'Máte otázky? Zavolejte nám',
    phoneLabel: 'Telefon',
    emailLabel: 'E-mail',
    hours: 'Po–Pá 8:00–18:00',
  },
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
  landing: {
    toOrder: 'Přejít k objednávce',
  },
};
