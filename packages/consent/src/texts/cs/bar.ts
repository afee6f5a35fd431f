import type { ConsentBarTexts } from '../../core/consentTexts';

/** The bar's Czech texts. */
export const barTexts: ConsentBarTexts = {
  label: 'Souhlas s cookies',
  intro:
    'Tento web používá soubory cookies. Díky nim Vám můžeme nabídnout lepší zážitek z prohlížení, měřit návštěvnost a zobrazovat relevantní obsah. Svůj souhlas můžete kdykoli změnit v nastavení cookies v patičce webu.',
  deny: 'Odmítnout',
  settings: 'Nastavení',
  acceptAll: 'Přijmout všechny cookies',
  categories: {
    label: 'Kategorie cookies',
    technical: 'Technické (nezbytné)',
    statistical: 'Statistické',
    preference: 'Preferenční',
    marketing: 'Marketingové',
  },
  choice: {
    acceptSelected: 'Přijmout vybrané',
    acceptAll: 'Přijmout vše',
    onlyNecessary: 'Pouze nezbytné cookies',
    detailedSettings: 'Podrobné nastavení',
  },
  saved: 'Nastavení cookies uloženo.',
  globalPrivacyControl:
    'Váš prohlížeč posílá signál Global Privacy Control, proto jsou marketingové cookies předem vypnuté.',
};
