import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../test/fakes';
import {
  type AbTestConfig,
  chooseVariant,
  experimentPayload,
  isAbVariant,
  otherTestCookies,
  pickAbVariant,
  storeVariant,
} from './abTest';

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

describe('pickAbVariant', () => {
  it('reads the same signals a server has: one query value and one cookie value', () => {
    expect(pickAbVariant(running, { query: 'b', cookie: 'a' }, never)).toEqual({
      variant: 'b',
      source: 'query',
    });
    expect(pickAbVariant(running, { query: 'c', cookie: 'b' }, never)).toEqual({
      variant: 'b',
      source: 'cookie',
    });
    expect(pickAbVariant(running, {}, () => 0.99)).toEqual({ variant: 'b', source: 'random' });
  });

  it('caps the letters at d however many variants the config names', () => {
    expect(pickAbVariant({ running: true, variantAmount: 9 }, { query: 'd' }, never).variant).toBe('d');
    expect(pickAbVariant({ running: true, variantAmount: 9 }, {}, () => 0.999).variant).toBe('d');
    expect(pickAbVariant({ running: true, variantAmount: 0 }, {}, () => 0.999).variant).toBe('a');
  });
});

describe('isAbVariant', () => {
  it('accepts the four letters only', () => {
    expect(['a', 'b', 'c', 'd'].every(isAbVariant)).toBe(true);
    expect(['e', 'A', '', undefined, 1].some(isAbVariant)).toBe(false);
  });
});

describe('otherTestCookies', () => {
  it("finds the cookies of other tests, not the current test's or unrelated ones", () => {
    expect(otherTestCookies(['abTest_4', 'abTest_5', 'nmtid', 'abTest_12'], 5)).toEqual([
      'abTest_4',
      'abTest_12',
    ]);
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
