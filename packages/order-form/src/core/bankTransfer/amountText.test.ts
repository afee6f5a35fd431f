import { describe, expect, it } from 'vitest';
import { amountText } from './amountText';

describe('amountText', () => {
  it.each([
    [598800, '5988.00'],
    [150, '1.50'],
    [5988, '59.88'],
    [1, '0.01'],
    [100, '1.00'],
    [123456789, '1234567.89'],
  ])('writes %i minor units as %s', (minorUnits, text) => {
    expect(amountText(minorUnits)).toBe(text);
  });

  it.each([0, -150, 1.5, Number.NaN, 2 ** 53])('refuses %d', (minorUnits) => {
    expect(() => amountText(minorUnits)).toThrow(RangeError);
  });
});
