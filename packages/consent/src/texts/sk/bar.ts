import type { ConsentBarTexts } from '../../core/consentTexts';

/** The bar's Slovak texts. */
export const barTexts: ConsentBarTexts = {
  label: 'Súhlas s cookies',
  intro:
    'Táto stránka používa súbory cookies. Vďaka nim Vám môžeme ponúknuť lepší zážitok z prehliadania, merať návštevnosť a zobrazovať relevantný obsah. Svoj súhlas môžete kedykoľvek zmeniť v nastaveniach cookies v päte stránky.',
  deny: 'Odmietnuť',
  settings: 'Nastavenia',
  acceptAll: 'Prijať všetky cookies',
  categories: {
    label: 'Kategórie cookies',
    technical: 'Technické (nevyhnutné)',
    statistical: 'Štatistické',
    preference: 'Preferenčné',
    marketing: 'Marketingové',
  },
  choice: {
    acceptSelected: 'Prijať vybrané',
    acceptAll: 'Prijať všetko',
    onlyNecessary: 'Iba nevyhnutné cookies',
    detailedSettings: 'Podrobné nastavenia',
  },
  saved: 'Nastavenia cookies boli uložené.',
  globalPrivacyControl:
    'Váš prehliadač posiela signál Global Privacy Control, preto sú marketingové cookies vopred vypnuté.',
};
