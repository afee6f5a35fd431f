/** Texts of the order, offer and landing pages. */
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
      'Odesíláme obvykle do 2 pracovních dnů od objednávky.',
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
      'Odesíláme obvykle do 2 pracovních dnů od objednávky.',
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
      'Odesíláme obvykle do 2 pracovních dnů od objednávky.',
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
      'Po odeslání objednávky uvidíte její číslo, souhrn a jak ji zaplatit.',
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
  landing: {
    toOrder: 'Přejít k objednávce',
  },
};
