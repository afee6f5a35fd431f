/**
 * Texts every information page shares: the section's navigation, the contact note and the
 * cookie settings button.
 * Placeholders name the seller's data: {email}, {phone}.
 */
export const infoFrame = {
  nav: {
    label: 'Cookies a osobní údaje',
    hub: 'Přehled: cookies a osobní údaje',
    cookies: 'Zásady používání cookies',
    personalData: 'Ochrana osobních údajů',
    heureka: 'Souhlas s dotazníkem Ověřeno zákazníky',
    remarketing: 'Jak vypnout remarketing',
  },
  consentButton: 'Otevřít nastavení cookies',
  contactNote:
    'Máte-li k těmto informacím dotaz, napište nám na {email} nebo zavolejte na {phone} (Po–Pá 8:00–18:00).',
};
