import type { LazyMessages } from '../../lazyMessages';

/** Texts of the order, offer and landing pages. */
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
      'Odosielame zvyčajne do 2 pracovných dní od objednávky.',
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
      'Odosielame zvyčajne do 2 pracovných dní od objednávky.',
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
      'Odosielame zvyčajne do 2 pracovných dní od objednávky.',
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
      'Po odoslaní objednávky uvidíte jej číslo, súhrn a ako ju zaplatiť.',
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
  landing: {
    toOrder: 'Prejsť k objednávke',
  },
};
