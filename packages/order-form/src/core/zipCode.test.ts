import { describe, expect, it } from 'vitest';
import { checkZip, normalizeZip } from '../index';

describe('normalizeZip', () => {
  it.each([
    ['10000', '100 00'],
    ['100 00', '100 00'],
    [' 821  09 ', '821 09'],
  ])('%j -> %j', (text, zip) => {
    expect(normalizeZip(text)).toBe(zip);
  });

  it.each(['1000', '100000', '10 000', '1000a', 'abcde', '100-00', ''])('rejects %j', (text) => {
    expect(normalizeZip(text)).toBeNull();
  });

  it('formats every five-digit code as NNN NN, whichever way it is typed', () => {
    for (let n = 0; n < 100_000; n += 37) {
      const digits = String(n).padStart(5, '0');
      const expected = `${digits.slice(0, 3)} ${digits.slice(3)}`;
      expect(normalizeZip(digits)).toBe(expected);
      expect(normalizeZip(expected)).toBe(expected);
    }
  });
});

describe('checkZip', () => {
  it.each([
    ['10000', 'cz', { ok: true, zip: '100 00' }],
    ['790 01', 'cz', { ok: true, zip: '790 01' }],
    ['821 09', 'sk', { ok: true, zip: '821 09' }],
    ['010 01', 'sk', { ok: true, zip: '010 01' }],
    ['974 01', 'sk', { ok: true, zip: '974 01' }],
    ['821 09', 'cz', { ok: false, code: 'zip.country' }],
    ['010 01', 'cz', { ok: false, code: 'zip.country' }],
    ['100 00', 'sk', { ok: false, code: 'zip.country' }],
    ['700 30', 'sk', { ok: false, code: 'zip.country' }],
    ['1000', 'cz', { ok: false, code: 'zip.format' }],
    ['', 'sk', { ok: false, code: 'required' }],
  ] as const)('%j in %s', (text, country, result) => {
    expect(checkZip(text, country)).toEqual(result);
  });

  it('places every first digit in exactly one country', () => {
    for (const digit of '0123456789') {
      const zip = `${digit}00 00`;
      const matches = (['cz', 'sk'] as const).filter((country) => checkZip(zip, country).ok);
      expect(matches, zip).toEqual(['1234567'.includes(digit) ? 'cz' : 'sk']);
    }
  });
});
