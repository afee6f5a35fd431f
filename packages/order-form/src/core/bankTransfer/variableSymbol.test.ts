import { describe, expect, it } from 'vitest';
import { variableSymbolOf } from '../../bankTransfer';

describe('variableSymbolOf', () => {
  it.each([
    ['SK-0000123', '123'],
    ['CZ-0004567', '4567'],
    ['SK-1000000', '1000000'],
    ['CZ-0000000', '0'],
    ['2025/00042', '202500042'],
    ['SK-9999999999', '9999999999'],
    ['SK-00009999999999', '9999999999'],
  ])('is %s → %s', (orderNumber, symbol) => {
    expect(variableSymbolOf(orderNumber)).toBe(symbol);
  });

  it('refuses an order number without digits', () => {
    expect(() => variableSymbolOf('SK-')).toThrow('variableSymbolOf: order number "SK-" has no digits');
    expect(() => variableSymbolOf('')).toThrow(RangeError);
  });

  it('refuses more digits than a variable symbol holds', () => {
    expect(() => variableSymbolOf('SK-10000000000')).toThrow(
      'variableSymbolOf: order number "SK-10000000000" has more than 10 digits',
    );
  });
});
