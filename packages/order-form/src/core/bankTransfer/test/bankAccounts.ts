import type { BankAccount } from '@shop/config';

/** The demo sites' accounts, as in each app's `website.config.ts`. */
export const skAccount: BankAccount = {
  recipient: 'Nordlys Pharma s.r.o.',
  iban: 'SK4711000000002614870368',
  bic: 'TATRSKBX',
  bankName: 'Tatra banka, a.s.',
};

export const czAccount: BankAccount = {
  recipient: 'Nordlys Pharma CZ s.r.o.',
  iban: 'CZ8803000000194019273859',
  bic: 'CEKOCZPP',
  bankName: 'Československá obchodní banka, a. s.',
  domesticAccount: '19-4019273859/0300',
};
