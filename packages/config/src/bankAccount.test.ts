import { describe, expect, it } from 'vitest';
import { type BankAccount, siteBankAccountSchema } from './index';

const skAccount: BankAccount = {
  recipient: 'Nordlys Pharma s.r.o.',
  iban: 'SK4711000000002614870368',
  bic: 'TATRSKBX',
  bankName: 'Tatra banka, a.s.',
};

const czAccount: BankAccount = {
  recipient: 'Nordlys Pharma CZ s.r.o.',
  iban: 'CZ8803000000194019273859',
  bic: 'CEKOCZPP',
  bankName: 'Československá obchodní banka, a. s.',
  domesticAccount: '19-4019273859/0300',
};

/** The problems of an account as `path: message` lines. */
function problems(site: 'sk' | 'cz', bankAccount: Partial<BankAccount>): string[] {
  const result = siteBankAccountSchema.safeParse({ site, bankAccount });
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('siteBankAccountSchema', () => {
  it('accepts a Slovak account with its IBAN and a Czech one with its domestic form', () => {
    expect(problems('sk', skAccount)).toEqual([]);
    expect(problems('cz', czAccount)).toEqual([]);
    expect(siteBankAccountSchema.parse({ site: 'cz', bankAccount: czAccount }).bankAccount).toEqual(
      czAccount,
    );
  });

  it('accepts an 11-character BIC', () => {
    expect(problems('cz', { ...czAccount, bic: 'CEKOCZPPXXX' })).toEqual([]);
  });

  it.each<[string, 'sk' | 'cz', Partial<BankAccount>, string]>([
    [
      'an IBAN with a wrong check digit',
      'sk',
      { ...skAccount, iban: 'SK4711000000002614870369' },
      'bankAccount.iban: IBANs are written without spaces, e.g. SK4711000000002614870368, and their check digits must be right',
    ],
    [
      'an IBAN with spaces',
      'sk',
      { ...skAccount, iban: 'SK47 1100 0000 0026 1487 0368' },
      'bankAccount.iban: IBANs are written without spaces, e.g. SK4711000000002614870368, and their check digits must be right',
    ],
    [
      "an account in another country than the site's",
      'sk',
      { ...skAccount, iban: czAccount.iban, bic: czAccount.bic },
      'bankAccount.iban: site sk takes payments to an account in SK',
    ],
    [
      'a malformed BIC',
      'sk',
      { ...skAccount, bic: 'TATRSK' },
      'bankAccount.bic: BICs are 8 or 11 capital letters and digits, e.g. TATRSKBX',
    ],
    [
      "a BIC of another country than the IBAN's",
      'sk',
      { ...skAccount, bic: 'CEKOCZPP' },
      'bankAccount.bic: the BIC is of a bank in CZ, the IBAN of an account in SK',
    ],
    [
      'a recipient too long for the Czech QR payment',
      'sk',
      { ...skAccount, recipient: 'Nordlys Pharma Slovensko, spoločnosť s r.o.' },
      'bankAccount.recipient: the recipient is at most 35 characters (QR Platba)',
    ],
    [
      'a domestic account with a wrong check digit',
      'cz',
      { ...czAccount, domesticAccount: '19-4019273858/0300' },
      'bankAccount.domesticAccount: Czech accounts are prefix-number/bankCode with valid check digits, e.g. 19-4019273859/0300',
    ],
    [
      'a domestic account that is another account than the IBAN',
      'cz',
      { ...czAccount, domesticAccount: '19-2000145399/0800' },
      'bankAccount.domesticAccount: the domestic account is CZ6508000000192000145399 as an IBAN, not the configured IBAN',
    ],
    [
      'a Czech account without its domestic form',
      'cz',
      { ...czAccount, domesticAccount: undefined },
      'bankAccount.domesticAccount: the Czech site shows the domestic account (prefix-number/bankCode) too',
    ],
    [
      'a Slovak account with a domestic form',
      'sk',
      { ...skAccount, domesticAccount: '2614870368/1100' },
      'bankAccount.domesticAccount: Slovak payments use the IBAN alone; the domestic form is for the Czech site',
    ],
    [
      'no bank name',
      'sk',
      { ...skAccount, bankName: ' ' },
      'bankAccount.bankName: Too small: expected string to have >=1 characters',
    ],
  ])('rejects %s', (_, site, account, problem) => {
    expect(problems(site, account)).toContain(problem);
  });

  it('reports a missing account without crashing its cross-field checks', () => {
    expect(problems('cz', undefined as unknown as BankAccount)).toEqual([
      'bankAccount: Invalid input: expected object, received undefined',
    ]);
    expect(problems('cz', { recipient: 'Nordlys Pharma CZ s.r.o.' })).toContain(
      'bankAccount.iban: Invalid input: expected string, received undefined',
    );
  });
});
