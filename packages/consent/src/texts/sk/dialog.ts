import type { ConsentDialogTexts } from '../../core/consentTexts';

/** The detailed dialog's Slovak texts. */
export const dialogTexts: ConsentDialogTexts = {
  title: 'Nastavenia cookies',
  close: 'Zavrieť',
  tabs: { agreement: 'Súhlas', info: 'Informácie o cookies' },
  provider: {
    detailsOf: 'Podrobnosti – {provider}',
    processingInfo: 'informácie o spracúvaní cookies',
    noCookies: 'táto funkcionalita neukladá cookies',
  },
  cookie: { name: 'Názov', description: 'Popis', type: 'Typ', category: 'Kategória', expiration: 'Platnosť' },
  newScripts:
    'Od Vašej poslednej voľby pribudli služby, ktoré ukladajú cookies. Skontrolujte, prosím, svoje nastavenia.',
  loading: 'Načítava sa…',
  infoError: {
    heading: 'Došlo k chybe',
    text: 'Informácie sa nepodarilo načítať. Kontaktujte nás, prosím, na {email}.',
  },
};
