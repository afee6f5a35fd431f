import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../test/fakes';
import { type AbTestConfig, chooseVariant, experimentPayload, storeVariant } from './abTest';

const running: AbTestConfig = { testId: 5, bundleId: 19, running: true, variantAmount: 2 };
const stopped: AbTestConfig = { ...running, running: false };
const never = () => {
  throw new Error('random must not be used');
};

describe('chooseVariant', () => {
  it('takes a valid variant from the query over the cookie', () => {
    expect(chooseVariant(running, { variant: 'b' }, memoryCookies({ abTest_5: 'a' }), never)).toEqual({
      variant: 'b',
      source: 'query',
    });
  });

  it('ignores query values outside a..d or beyond the variant amount', () => {
    const cookies = memoryCookies({ abTest_5: 'b' });
    expect(chooseVariant(running, { variant: 'c' }, cookies, never).source).toBe('cookie');
    expect(chooseVariant(running, { variant: 'B' }, cookies, never).source).toBe('cookie');
    expect(chooseVariant({ ...running, variantAmount: 4 }, { variant: 'd' }, cookies, never).variant).toBe(
      'd',
    );
  });

  it('falls back to the stored cookie when valid', () => {
    expect(chooseVariant(running, {}, memoryCookies({ abTest_5: 'b' }), never)).toEqual({
      variant: 'b',
      source: 'cookie',
    });
  });

  it('picks at random among the first N letters while the test runs', () => {
    const cookies = memoryCookies({ abTest_5: 'z' });
    expect(chooseVariant(running, {}, cookies, () => 0.49).variant).toBe('a');
    expect(chooseVariant(running, {}, cookies, () => 0.5).variant).toBe('b');
    expect(chooseVariant(running, {}, cookies, () => 0.999).variant).toBe('b');
    expect(chooseVariant({ ...running, variantAmount: 4 }, {}, cookies, () => 0.8).variant).toBe('d');
  });

  it("is 'a' when no test runs and nothing chose a variant", () => {
    expect(chooseVariant(stopped, {}, memoryCookies(), never)).toEqual({ variant: 'a', source: 'default' });
  });
});

describe('storeVariant', () => {
  it('keeps the variant for a year and deletes the cookies of other tests', () => {
    const cookies = memoryCookies({ abTest_4: 'b', abTest_5: 'a', other: 'x' });
    storeVariant(running, { variant: 'b', source: 'random' }, cookies);
    expect(cookies.names().sort()).toEqual(['abTest_5', 'other']);
    expect(cookies.get('abTest_5')).toBe('b');
    expect(cookies.options.get('abTest_5')).toEqual({ maxAgeSeconds: 365 * 24 * 3600 });
  });

  it('keeps a preview variant of a stopped test for 4 hours', () => {
    const cookies = memoryCookies();
    storeVariant(stopped, { variant: 'b', source: 'query' }, cookies);
    expect(cookies.options.get('abTest_5')).toEqual({ maxAgeSeconds: 4 * 3600 });
  });

  it('stores nothing for a stopped test without a preview', () => {
    const cookies = memoryCookies();
    storeVariant(stopped, { variant: 'a', source: 'default' }, cookies);
    expect(cookies.names()).toEqual([]);
  });
});

describe('experimentPayload', () => {
  it('names the test, its group and the variant', () => {
    expect(experimentPayload(running, 'b')).toEqual({
      experimentId: 5,
      groupId: 19,
      variantId: 'b',
      name: 'abTest_5_b',
    });
  });
});
