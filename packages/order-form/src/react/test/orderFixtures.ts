import type { OrderFormContext } from '../../core/orderFormContext';
import type { OrderFormValues } from '../orderFormState';

/** A fixed moment, so the age rule gives the same answer on every run. */
export const czechContext: OrderFormContext = { country: 'cz', now: new Date('2026-11-20T10:00:00Z') };
export const slovakContext: OrderFormContext = { country: 'sk', now: new Date('2026-11-20T10:00:00Z') };

export const czechDelivery: Partial<OrderFormValues> = {
  firstName: 'Jana',
  lastName: 'Nováková',
  company: 'Nordlys Pharma CZ s.r.o.',
  street: 'Vinohradská',
  houseNumber: '1511/230',
  city: 'Praha 10',
  zip: '100 00',
  phone: '601 123 456',
  email: 'jana.novakova@seznam.cz',
  birthDate: '1.2.1990',
};

export const slovakDelivery: Partial<OrderFormValues> = {
  firstName: 'Ján',
  lastName: 'Kováč',
  company: 'Nordlys Pharma s.r.o.',
  street: 'Mlynské nivy',
  houseNumber: '12',
  city: 'Bratislava',
  zip: '821 09',
  phone: '901 123 456',
  email: 'jan.kovac@azet.sk',
  birthDate: '1.2.1990',
};
