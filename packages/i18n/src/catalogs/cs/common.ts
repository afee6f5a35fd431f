/** Words used across the site: contact labels, company identifiers, support hours. */
export const common = {
  phone: 'Telefon',
  email: 'E-mail',
  website: 'Web',
  address: 'Adresa',
  registrationId: 'IČO',
  taxId: 'DIČ',
  customerLine: 'Zákaznická linka',
  supportHours: 'Pondělí – pátek 8:00 – 18:00',
  loading: 'Načítání…',
  requiredMark: 'povinné',
  countries: {
    sk: 'Slovensko',
    cz: 'Česká republika',
  },
};
