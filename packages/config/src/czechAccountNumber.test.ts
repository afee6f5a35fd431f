import { describe, expect, it } from 'vitest';
import { czechAccountIban } from './czechAccountNumber';

describe('czechAccountIban', () => {
  it.each([
    ['19-4019273859/0300', 'CZ8803000000194019273859'],
    ['19-2000145399/0800', 'CZ6508000000192000145399'],
    ['000019-2000145399/0800', 'CZ6508000000192000145399'],
    ['2614870368/0100', 'CZ2301000000002614870368'],
  ])('reads %s as %s', (account, iban) => {
    expect(czechAccountIban(account)).toBe(iban);
  });

  it.each([
    ['a number that fails the check', '19-4019273858/0300'],
    ['a prefix that fails the check', '18-4019273859/0300'],
    ['no bank code', '19-4019273859'],
    ['a three-digit bank code', '19-4019273859/030'],
    ['an IBAN', 'CZ8803000000194019273859'],
    ['spaces', '19 - 4019273859 / 0300'],
    ['an eleven-digit number', '40192738590/0300'],
  ])('rejects %s', (_, account) => {
    expect(czechAccountIban(account)).toBeUndefined();
  });
});
