import { describe, expect, it } from 'vitest';
import { interpolate } from './index';

describe('interpolate', () => {
  it('fills every placeholder', () => {
    expect(interpolate('{field} je povinné pole', { field: 'Jméno' })).toBe('Jméno je povinné pole');
    expect(interpolate('{a} a {b} a {a}', { a: 1, b: 'x' })).toBe('1 a x a 1');
  });

  it('leaves unknown placeholders visible', () => {
    expect(interpolate('Napište na {email}', {})).toBe('Napište na {email}');
  });
});
