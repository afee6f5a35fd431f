import { calendarDateIn } from '../birthDate';

/** SPEC §9: the payment term, 14 days. */
export const PAYMENT_TERM_DAYS = 14;

/** Prague and Bratislava keep the same time (CET, CEST in summer), so either shop may default to it. */
const SHOP_TIME_ZONE = 'Europe/Bratislava';

/**
 * The last day to pay an order placed at `placedAt`, as an ISO date (`2025-01-15`): `termDays`
 * calendar days after the day of the order in the shop's zone. The day is taken in that zone, not
 * in UTC, so an order at 23:30 on the 1st (22:30 UTC) is due on the 15th, whichever zone the
 * server runs in; counting whole days keeps a change to or from summer time out of the sum.
 */
export function paymentDueDate(
  placedAt: Date,
  termDays: number = PAYMENT_TERM_DAYS,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  if (Number.isNaN(placedAt.getTime())) throw new RangeError('paymentDueDate: placedAt is not a date');
  if (!Number.isInteger(termDays) || termDays < 0) {
    throw new RangeError(`paymentDueDate: termDays must be a whole number of days, got ${termDays}`);
  }
  const { year, month, day } = calendarDateIn(placedAt, timeZone);
  return new Date(Date.UTC(year, month - 1, day + termDays)).toISOString().slice(0, 10);
}
