import type { Messages } from '../../messages';

/** Words used across the site: contact labels, company identifiers, support hours. */
export const common: Messages['common'] = {
  phone: 'Telefón',
  email: 'E-mail',
  website: 'Web',
  address: 'Adresa',
  registrationId: 'IČO',
  taxId: 'DIČ',
  customerLine: 'Zákaznícka linka',
  supportHours: 'Pondelok – piatok 8:00 – 18:00',
  loading: 'Načítava sa…',
  requiredMark: 'povinné',
  countries: {
    sk: 'Slovensko',
    cz: 'Česká republika',
  },
};
