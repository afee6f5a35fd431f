import type { SiteId } from './sites';

/** The order form's field labels as a shopper reads them, per site, written out by hand. */
export const orderFormFields = {
  sk: {
    firstName: 'Meno',
    lastName: 'Priezvisko',
    company: 'Firma',
    street: 'Ulica',
    houseNumber: 'Číslo domu',
    city: 'Mesto',
    zip: 'PSČ',
    phone: 'Telefónne číslo',
    email: 'E-mail',
    birthDate: 'Dátum narodenia',
  },
  cz: {
    firstName: 'Jméno',
    lastName: 'Příjmení',
    company: 'Firma',
    street: 'Ulice',
    houseNumber: 'Číslo popisné',
    city: 'Město',
    zip: 'PSČ',
    phone: 'Telefonní číslo',
    email: 'E-mail',
    birthDate: 'Datum narození',
  },
} satisfies Record<SiteId, Record<string, string>>;
