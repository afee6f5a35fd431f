import type { ConsentBarTexts } from '../../core/consentTexts';

/** The bar's English texts. */
export const barTexts: ConsentBarTexts = {
  label: 'Cookie consent',
  intro:
    'This website uses cookies. They let us offer you a better browsing experience, measure traffic and show you relevant content. You can change your consent at any time in the cookie settings.',
  deny: 'Reject',
  settings: 'Settings',
  acceptAll: 'Accept all cookies',
  categories: {
    label: 'Cookie categories',
    technical: 'Technical (necessary)',
    statistical: 'Statistics',
    preference: 'Preferences',
    marketing: 'Marketing',
  },
  choice: {
    acceptSelected: 'Accept selected',
    acceptAll: 'Accept all',
    onlyNecessary: 'Necessary cookies only',
    detailedSettings: 'Detailed settings',
  },
  saved: 'Your cookie settings have been saved.',
  globalPrivacyControl:
    'Your browser sends the Global Privacy Control signal, so marketing cookies are switched off.',
};
