import type { ConsentDialogTexts } from '../../core/consentTexts';

/** The detailed dialog's Czech texts. */
export const dialogTexts: ConsentDialogTexts = {
  title: 'Nastavení cookies',
  close: 'Zavřít',
  tabs: { agreement: 'Souhlas', info: 'Informace o cookies' },
  provider: {
    detailsOf: 'Podrobnosti – {provider}',
    processingInfo: 'informace o zpracování cookies',
    noCookies: 'tato funkcionalita neukládá cookies',
  },
  cookie: { name: 'Název', description: 'Popis', type: 'Typ', category: 'Kategorie', expiration: 'Expirace' },
  newScripts:
    'Od Vaší poslední volby přibyly služby, které ukládají cookies. Zkontrolujte prosím své nastavení.',
  loading: 'Načítá se…',
  infoError: {
    heading: 'Došlo k chybě',
    text: 'Informace se nepodařilo načíst. Kontaktujte nás prosím na {email}.',
  },
};
