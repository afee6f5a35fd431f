/**
 * Texts every information page shares: the section's navigation, the contact note and the
 * cookie settings button.
 */
export const infoFrame = {
  nav: {
    label: 'Cookies a osobné údaje',
    hub: 'Prehľad: cookies a osobné údaje',
    cookies: 'Zásady používania cookies',
    personalData: 'Ochrana osobných údajov',
    heureka: 'Súhlas s dotazníkom Overené zákazníkmi',
    remarketing: 'Ako vypnúť remarketing',
  },
  consentButton: 'Otvoriť nastavenia cookies',
  contactNote:
    'Ak máte k týmto informáciám otázku, napíšte nám na {email} alebo zavolajte na {phone} (Po – Pi 8:00 – 18:00).',
};
