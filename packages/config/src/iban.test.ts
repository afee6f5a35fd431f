import { describe, expect, it } from 'vitest';
import { ibanCheckDigits, isValidIban } from './iban';

describe('isValidIban', () => {
  it.each([
    'SK4711000000002614870368',
    'CZ8803000000194019273859',
    // Published examples of other countries' formats, letters in the domestic part included.
    'GB82WEST12345698765432',
    'NO9386011117947',
    'MT84MALT011000012345MTLCAST001S',
  ])('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a changed digit', 'SK4711000000002614870369'],
    ['two swapped digits', 'SK4711000000002614870386'],
    ['wrong check digits', 'SK4811000000002614870368'],
    ['spaces', 'SK47 1100 0000 0026 1487 0368'],
    ['lower case', 'sk4711000000002614870368'],
    ['no country code', '4711000000002614870368'],
    ['too short a domestic part', 'SK471100000000'],
    ['nothing', ''],
  ])('rejects %s', (_, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });
});

describe('ibanCheckDigits', () => {
  it('gives the digits that make an IBAN valid', () => {
    expect(ibanCheckDigits('SK', '11000000002614870368')).toBe('47');
    expect(ibanCheckDigits('CZ', '08000000192000145399')).toBe('65');
    expect(ibanCheckDigits('GB', 'WEST12345698765432')).toBe('82');
  });
});
