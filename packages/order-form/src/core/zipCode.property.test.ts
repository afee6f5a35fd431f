import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Country, checkZip, normalizeZip } from '../index';

const countries: readonly Country[] = ['cz', 'sk'];
/** SPEC: Czech codes start with 1 to 7, Slovak ones with 0, 8 or 9. */
const firstDigitsOf: Record<Country, readonly string[]> = {
  cz: ['1', '2', '3', '4', '5', '6', '7'],
  sk: ['0', '8', '9'],
};

const digit = fc.constantFrom(...'0123456789');
const digits = (length: number) => fc.string({ unit: digit, minLength: length, maxLength: length });
const fiveDigits = digits(5);
const padding = fc.constantFrom('', ' ', '  ', '\t');

const spaced = (code: string) => `${code.slice(0, 3)} ${code.slice(3)}`;

describe('zip code properties', () => {
  it('normalises any five digits to NNN NN, typed with or without the space', () => {
    fc.assert(
      fc.property(fiveDigits, padding, padding, (code, before, after) => {
        expect(normalizeZip(code)).toBe(spaced(code));
        expect(normalizeZip(`${before}${spaced(code)}${after}`)).toBe(spaced(code));
        for (const country of countries) {
          expect(checkZip(`${before}${code}${after}`, country)).toEqual(checkZip(spaced(code), country));
        }
      }),
    );
  });

  it('accepts a code in exactly the country its first digit belongs to', () => {
    fc.assert(
      fc.property(fiveDigits, fc.boolean(), (code, withSpace) => {
        const typed = withSpace ? spaced(code) : code;
        for (const country of countries) {
          const expected = firstDigitsOf[country].includes(code.charAt(0))
            ? { ok: true, zip: spaced(code) }
            : { ok: false, code: 'zip.country' };
          expect(checkZip(typed, country)).toEqual(expected);
        }
        expect(countries.filter((country) => checkZip(typed, country).ok)).toHaveLength(1);
      }),
    );
  });

  it('rejects anything that is not five digits, in both countries', () => {
    const wrongLength = fc
      .integer({ min: 1, max: 10 })
      .filter((length) => length !== 5)
      .chain(digits);
    const foreignCharacter = fc
      .tuple(
        fiveDigits,
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('a', 'O', 'l', '-', '/', '.', ',', '+', '٣', '５'),
      )
      .map(([code, at, character]) => `${code.slice(0, at)}${character}${code.slice(at + 1)}`);
    const misplacedSpace = fc
      .tuple(fiveDigits, fc.constantFrom(1, 2, 4))
      .map(([code, at]) => `${code.slice(0, at)} ${code.slice(at)}`);
    fc.assert(
      fc.property(fc.oneof(wrongLength, foreignCharacter, misplacedSpace), (text) => {
        expect(normalizeZip(text)).toBeNull();
        for (const country of countries)
          expect(checkZip(text, country)).toEqual({ ok: false, code: 'zip.format' });
      }),
    );
  });
});
