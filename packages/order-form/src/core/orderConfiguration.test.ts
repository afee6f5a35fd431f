import { describe, expect, it } from 'vitest';
import { normalizeOfferType } from '../index';

describe('normalizeOfferType', () => {
  it.each([
    ['Atlas', 'Atlas'],
    ['Year', 'Year'],
    ['atlas', 'Year'],
    ['Trial', 'Year'],
    [undefined, 'Year'],
    [null, 'Year'],
  ])('%j -> %s', (name, type) => {
    expect(normalizeOfferType(name)).toBe(type);
  });
});
