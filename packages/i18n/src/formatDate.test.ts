import { describe, expect, it } from 'vitest';
import { formatDate } from './index';

describe('formatDate', () => {
  it('writes d.m.yyyy without leading zeros or spaces', () => {
    expect(formatDate(new Date('1990-02-01T12:00:00Z'))).toBe('1.2.1990');
    expect(formatDate(new Date('2024-12-24T12:00:00Z'))).toBe('24.12.2024');
  });

  it('prints a calendar date string as written, whatever the zone', () => {
    expect(formatDate('1990-02-01')).toBe('1.2.1990');
    expect(formatDate('1990-02-01', { timeZone: 'America/Los_Angeles' })).toBe('1.2.1990');
  });

  it('reads an instant in the shop time zone of the locale by default', () => {
    const lateEveningUtc = new Date('1990-01-31T23:30:00Z');
    expect(formatDate(lateEveningUtc)).toBe('1.2.1990');
    expect(formatDate(lateEveningUtc, { locale: 'cs' })).toBe('1.2.1990');
  });

  it('reads an instant in an explicit time zone', () => {
    const lateEveningUtc = new Date('1990-01-31T23:30:00Z');
    expect(formatDate(lateEveningUtc, { timeZone: 'UTC' })).toBe('31.1.1990');
    expect(formatDate(lateEveningUtc.getTime(), { timeZone: 'UTC' })).toBe('31.1.1990');
  });

  it('follows summer time in the shop zone', () => {
    expect(formatDate('2024-07-14T22:30:00Z', { locale: 'sk' })).toBe('15.7.2024');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });
});
