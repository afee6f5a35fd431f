import { describe, expect, it } from 'vitest';
import { PAYMENT_TERM_DAYS, paymentDueDate } from '../../bankTransfer';

describe('paymentDueDate', () => {
  it('is 14 days after the order (SPEC §9)', () => {
    expect(PAYMENT_TERM_DAYS).toBe(14);
    expect(paymentDueDate(new Date('2025-01-01T10:00:00+01:00'))).toBe('2025-01-15');
  });

  it.each([
    // 23:30 local is 22:30 UTC in winter and 21:30 UTC in summer: still the 1st in the shop.
    ['late on the 1st in winter', '2025-01-01T23:30:00+01:00', '2025-01-15'],
    ['late on the 1st in summer', '2025-07-01T23:30:00+02:00', '2025-07-15'],
    // 00:30 local on the 2nd is still the 1st in UTC.
    ['just after midnight on the 2nd', '2025-01-02T00:30:00+01:00', '2025-01-16'],
    ['across the end of a month', '2025-01-20T12:00:00+01:00', '2025-02-03'],
    ['across the end of February in a leap year', '2024-02-20T12:00:00+01:00', '2024-03-05'],
    ['across the end of a year', '2025-12-25T23:59:00+01:00', '2026-01-08'],
    // Clocks go forward on 30 March 2025 and back on 26 October 2025: a day is still a day.
    ['over the change to summer time', '2025-03-29T23:30:00+01:00', '2025-04-12'],
    ['late on the day summer time starts', '2025-03-30T23:30:00+02:00', '2025-04-13'],
    ['over the change to winter time', '2025-10-25T23:30:00+02:00', '2025-11-08'],
    ['in the hour that repeats when winter time starts', '2025-10-26T02:30:00+01:00', '2025-11-09'],
  ])('counts from the local day of an order %s', (_, placedAt, dueDate) => {
    expect(paymentDueDate(new Date(placedAt))).toBe(dueDate);
  });

  it('takes another term and zone', () => {
    expect(paymentDueDate(new Date('2025-01-31T12:00:00Z'), 30)).toBe('2025-03-02');
    expect(paymentDueDate(new Date('2025-01-01T23:30:00Z'), 0, 'UTC')).toBe('2025-01-01');
    expect(paymentDueDate(new Date('2025-01-01T23:30:00Z'), 0, 'Europe/Prague')).toBe('2025-01-02');
  });

  it('refuses an invalid date or term', () => {
    expect(() => paymentDueDate(new Date('not a date'))).toThrow(RangeError);
    expect(() => paymentDueDate(new Date(), 1.5)).toThrow(RangeError);
    expect(() => paymentDueDate(new Date(), -1)).toThrow(RangeError);
  });
});
