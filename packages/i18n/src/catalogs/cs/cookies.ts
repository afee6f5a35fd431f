/** Cookie consent bar, settings dialog and provider list. */
export const cookies = {
  bar: {
    label: 'Souhlas s cookies',
    intro:
      'Tento web používá soubory cookies. Díky nim Vám můžeme nabídnout lepší zážitek z prohlížení, měřit návštěvnost a zobrazovat relevantní obsah. Svůj souhlas můžete kdykoli změnit v nastavení cookies v patičce webu.',
    deny: 'Odmítnout',
    settings: 'Nastavení',
    acceptAll: 'Přijmout všechny cookies',
  },
  categories: {
    label: 'Kategorie cookies',
    technical: 'Technické (nezbytné)',
    statistical: 'Statistické',
    preference: 'Preferenční',
    marketing: 'Marketingové',
  },
  dialog: {
    title: 'Nastavení cookies',
    tabs: {
      agreement: 'Souhlas',
      info: 'Informace o cookies',
    },
    acceptSelected: 'Přijmout vybrané',
    acceptAll: 'Přijmout vše',
    onlyNecessary: 'Pouze nezbytné cookies',
    detailedSettings: 'Podrobné nastavení',
  },
  provider: {
    detailsOf: 'Podrobnosti – {provider}',
    details: 'Zobrazit podrobnosti',
    processingInfo: 'informace o zpracování cookies',
    noCookies: 'tato funkcionalita neukládá cookies',
  },
  cookie: {
    name: 'Název',
    description: 'Popis',
    type: 'Typ',
    category: 'Kategorie',
    expiration: 'Expirace',
  },
  saved: 'Nastavení cookies uloženo.',
  globalPrivacyControl:
    'Váš prohlížeč posílá signál Global Privacy Control, proto jsou marketingové cookies předem vypnuté.',
  newScripts:
    'Od Vaší poslední volby přibyly služby, které ukládají cookies. Zkontrolujte prosím své nastavení.',
};
