import { describe, expect, it } from 'vitest';
import { abTestCookieName, otherTestCookies, pickVariant } from './abVariant';

const running = { testId: 5, running: true, variantAmount: 2 };

describe('pickVariant', () => {
  it('takes a valid query value first, then a valid cookie', () => {
    expect(pickVariant(running, ['b'], 'a', () => 0)).toBe('b');
    expect(pickVariant(running, [], 'b', () => 0)).toBe('b');
    expect(pickVariant(running, ['c'], 'b', () => 0)).toBe('b');
    expect(pickVariant(running, ['b', 'a'], 'a', () => 0)).toBe('a');
  });

  it('picks at random among the first N letters otherwise', () => {
    expect(pickVariant(running, [], undefined, () => 0)).toBe('a');
    expect(pickVariant(running, [], 'x', () => 0.99)).toBe('b');
    expect(pickVariant({ ...running, variantAmount: 4 }, [], undefined, () => 0.8)).toBe('d');
    expect(pickVariant({ ...running, variantAmount: 9 }, ['d'], undefined, () => 0)).toBe('d');
  });
});

describe('A/B cookies', () => {
  it('names the current test and finds the cookies of other tests', () => {
    expect(abTestCookieName(5)).toBe('abTest_5');
    expect(otherTestCookies(['abTest_4', 'abTest_5', 'nmtid', 'abTest_12'], 5)).toEqual([
      'abTest_4',
      'abTest_12',
    ]);
  });
});
