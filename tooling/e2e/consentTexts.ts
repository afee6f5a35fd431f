import type { SiteId } from './sites';

/** The consent texts of each site, as a visitor reads them (SPEC §2, §4; `cookies` catalogs). */
export const consentTexts: Record<
  SiteId,
  {
    bar: string;
    deny: string;
    settings: string;
    acceptAllCookies: string;
    acceptSelected: string;
    acceptAll: string;
    detailedSettings: string;
    onlyNecessary: string;
    statistical: string;
    marketing: string;
    technical: string;
    dialog: string;
    agreementTab: string;
    infoTab: string;
    saved: string;
    newScripts: string;
  }
> = {
  sk: {
    bar: 'Súhlas s cookies',
    deny: 'Odmietnuť',
    settings: 'Nastavenia',
    acceptAllCookies: 'Prijať všetky cookies',
    acceptSelected: 'Prijať vybrané',
    acceptAll: 'Prijať všetko',
    detailedSettings: 'Podrobné nastavenia',
    onlyNecessary: 'Iba nevyhnutné cookies',
    statistical: 'Štatistické',
    marketing: 'Marketingové',
    technical: 'Technické (nevyhnutné)',
    dialog: 'Nastavenia cookies',
    agreementTab: 'Súhlas',
    infoTab: 'Informácie o cookies',
    saved: 'Nastavenia cookies boli uložené.',
    newScripts: 'Od Vašej poslednej voľby pribudli služby',
  },
  cz: {
    bar: 'Souhlas s cookies',
    deny: 'Odmítnout',
    settings: 'Nastavení',
    acceptAllCookies: 'Přijmout všechny cookies',
    acceptSelected: 'Přijmout vybrané',
    acceptAll: 'Přijmout vše',
    detailedSettings: 'Podrobné nastavení',
    onlyNecessary: 'Pouze nezbytné cookies',
    statistical: 'Statistické',
    marketing: 'Marketingové',
    technical: 'Technické (nezbytné)',
    dialog: 'Nastavení cookies',
    agreementTab: 'Souhlas',
    infoTab: 'Informace o cookies',
    saved: 'Nastavení cookies uloženo.',
    newScripts: 'Od Vaší poslední volby přibyly služby',
  },
};
