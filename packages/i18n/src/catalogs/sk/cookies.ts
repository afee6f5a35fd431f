import type { Messages } from '../../messages';

/** Cookie consent bar, settings dialog and provider list. */
export const cookies: Messages['cookies'] = {
  bar: {
    label: 'Súhlas s cookies',
    intro:
      'Táto stránka používa súbory cookies. Vďaka nim Vám môžeme ponúknuť lepší zážitok z prehliadania, merať návštevnosť a zobrazovať relevantný obsah. Svoj súhlas môžete kedykoľvek zmeniť v nastaveniach cookies v päte stránky.',
    deny: 'Odmietnuť',
    settings: 'Nastavenia',
    acceptAll: 'Prijať všetky cookies',
  },
  categories: {
    label: 'Kategórie cookies',
    technical: 'Technické (nevyhnutné)',
    statistical: 'Štatistické',
    preference: 'Preferenčné',
    marketing: 'Marketingové',
  },
  dialog: {
    title: 'Nastavenia cookies',
    tabs: {
      agreement: 'Súhlas',
      info: 'Informácie o cookies',
    },
    acceptSelected: 'Prijať vybrané',
    acceptAll: 'Prijať všetko',
    onlyNecessary: 'Iba nevyhnutné cookies',
    detailedSettings: 'Podrobné nastavenia',
  },
  provider: {
    detailsOf: 'Podrobnosti – {provider}',
    details: 'Zobraziť podrobnosti',
    processingInfo: 'informácie o spracúvaní cookies',
    noCookies: 'táto funkcionalita neukladá cookies',
  },
  cookie: {
    name: 'Názov',
    description: 'Popis',
    type: 'Typ',
    category: 'Kategória',
    expiration: 'Platnosť',
  },
  saved: 'Nastavenia cookies boli uložené.',
  globalPrivacyControl:
    'Váš prehliadač posiela signál Global Privacy Control, preto sú marketingové cookies vopred vypnuté.',
  newScripts:
    'Od Vašej poslednej voľby pribudli služby, ktoré ukladajú cookies. Skontrolujte, prosím, svoje nastavenia.',
};
