import { describe, expect, it } from 'vitest';
import { interpolate, plural } from './index';

const days = { one: '{count} den', few: '{count} dny', many: '{count} dne', other: '{count} dní' };
const dni = { one: '{count} deň', few: '{count} dni', many: '{count} dňa', other: '{count} dní' };

describe('plural', () => {
  it('picks the Czech forms', () => {
    expect([0, 1, 2, 4, 5, 14, 21].map((n) => plural('cs', n, days))).toEqual([
      '{count} dní',
      '{count} den',
      '{count} dny',
      '{count} dny',
      '{count} dní',
      '{count} dní',
      '{count} dní',
    ]);
    expect(plural('cs', 1.5, days)).toBe('{count} dne');
  });

  it('picks the Slovak forms', () => {
    expect([1, 3, 5].map((n) => plural('sk', n, dni))).toEqual(['{count} deň', '{count} dni', '{count} dní']);
    expect(plural('sk', 0.5, dni)).toBe('{count} dňa');
  });

  it('leaves the count to interpolate', () => {
    expect(interpolate(plural('cs', 14, days), { count: 14 })).toBe('14 dní');
  });
});
