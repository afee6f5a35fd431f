import { isoDatePattern, typedDatePattern } from '@shop/contracts/vocabulary';
import type { IssueCode } from './issues';

/** SPEC §9: customers are at least 18. */
const MINIMUM_CUSTOMER_AGE = 18;

/** A calendar date without a time or zone: a birth date is the same day everywhere. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface BirthDateOptions {
  /** The moment of checking; the customer's age is counted on this day in `timeZone`. */
  now: Date;
  /** IANA zone of the site, e.g. `Europe/Prague` or `Europe/Bratislava`. */
  timeZone: string;
}

export type BirthDateResult =
  | { ok: true; date: CalendarDate; iso: string }
  | { ok: false; code: Extract<IssueCode, 'required' | `date.${string}`> };

/** Dates before this year are typing mistakes rather than customers. */
const EARLIEST_YEAR = 1900;

/**
 * Reads `d.m.yyyy` as people type it: `1.2.1990`, `01.02.1990` or `1. 2. 1990`. Returns null
 * for anything else, including dates the calendar does not have (31.2.1990).
 */
export function parseBirthDate(text: string): CalendarDate | null {
  const match = typedDatePattern.exec(text.trim());
  if (!match) return null;
  return calendarDateOf(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** Reads an ISO calendar date (`1990-02-01`), as an order carries it; null for anything else. */
export function parseIsoDate(text: string): CalendarDate | null {
  const match = isoDatePattern.exec(text.trim());
  if (!match) return null;
  return calendarDateOf(Number(match[3]), Number(match[2]), Number(match[1]));
}

function calendarDateOf(day: number, month: number, year: number): CalendarDate | null {
  if (year < EARLIEST_YEAR || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// Making a formatter costs far more than using one, and the server checks a birth date per order.
const calendarFormats = new Map<string, Intl.DateTimeFormat>();

function calendarFormat(timeZone: string): Intl.DateTimeFormat {
  let format = calendarFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    calendarFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar date `now` falls on in `timeZone`. */
export function calendarDateIn(now: Date, timeZone: string): CalendarDate {
  const parts = calendarFormat(timeZone).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Completed years; someone born on 29 February turns a year older on 1 March in other years. */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

function toIso({ year, month, day }: CalendarDate): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * SPEC §5: a valid date, not in the future, at least 18 years ago on the site's local today.
 * `parse` reads the text: as the shopper types it (`d.m.yyyy`, the default) or as the order
 * carries it once checked (`parseSentBirthDate`).
 */
export function checkBirthDate(
  text: string,
  { now, timeZone }: BirthDateOptions,
  parse: (text: string) => CalendarDate | null = parseBirthDate,
): BirthDateResult {
  if (text.trim() === '') return { ok: false, code: 'required' };
  const date = parse(text);
  if (!date) return { ok: false, code: 'date.invalid' };
  const today = calendarDateIn(now, timeZone);
  if (compareDates(date, today) > 0) return { ok: false, code: 'date.inFuture' };
  if (ageOn(date, today) < MINIMUM_CUSTOMER_AGE) return { ok: false, code: 'date.underage' };
  return { ok: true, date, iso: toIso(date) };
}

/**
 * The birth date of an order sent to the API: ISO, as the form holds it once checked. `d.m.yyyy`
 * is read too, because a page loaded before the form sent ISO can still be open in a tab and
 * submit its order to a newer server.
 */
export function parseSentBirthDate(text: string): CalendarDate | null {
  return parseIsoDate(text) ?? parseBirthDate(text);
}
