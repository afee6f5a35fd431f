import type { Messages } from '../../messages';

export const shell: Messages['shell'] = {
  skipToContent: 'Preskočiť na obsah',
  meta: {
    homeTitle: 'Nórsky rybí olej s vitamínmi D3 a K2',
    homeDescription:
      '{productName}: nórsky rybí olej s omega-3 mastnými kyselinami a vitamínmi D3 a K2. Objednajte si ho jednoducho online.',
    defaultDescription:
      '{productName}: nórsky rybí olej s omega-3 mastnými kyselinami a vitamínmi D3 a K2 od Nordlys Pharma.',
    ogLocale: 'sk_SK',
  },
  header: {
    logoLabel: '{productName}: úvodná stránka',
    backToOrder: 'SPÄŤ K OBJEDNÁVKE',
  },
  errorPage: {
    notFoundTitle: 'Stránka nebola nájdená',
    notFoundText: 'Stránku {path} sme nenašli. Možno bola presunutá alebo v adrese chýba znak.',
    serverErrorTitle: 'INTERNÁ CHYBA V SYSTÉME',
    serverErrorText:
      'Ospravedlňujeme sa za ťažkosti. Došlo k chybe na našom serveri. Pracujeme na jej odstránení. Prosím skúste to znovu neskôr alebo nás kontaktujte.',
    homeLink: 'Späť na úvodnú stránku',
    contactTitle: 'Potrebujete pomoc?',
    phoneLabel: 'Telefón',
    emailLabel: 'E-mail',
  },
  salutation: {
    male: 'Vážený pán',
    female: 'Vážená pani',
  },
};
