import type { Locale } from './messages';

export interface FormatDateOptions {
  /** Chooses the default time zone; the d.m.yyyy pattern is the same in both languages. */
  locale?: Locale;
  /** IANA zone the calendar day is read in; defaults to the shop's own zone for the locale. */
  timeZone?: string;
}

const shopTimeZones: Record<Locale, string> = { sk: 'Europe/Bratislava', cs: 'Europe/Prague' };

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as the order form writes it, `1.2.1990`. An instant is read in an explicit time zone,
 * so a server in UTC and a shopper in Bratislava print the same day. A `yyyy-mm-dd` string is a
 * calendar date (a birth date) and is printed as written, never shifted by a zone.
 */
export function formatDate(date: Date | string | number, options: FormatDateOptions = {}): string {
  if (typeof date === 'string') {
    const match = calendarDate.exec(date);
    if (match) return `${Number(match[3])}.${Number(match[2])}.${match[1]}`;
  }
  const instant = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`formatDate: not a date: ${String(date)}`);
  const timeZone = options.timeZone ?? shopTimeZones[options.locale ?? 'sk'];
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('day')}.${part('month')}.${part('year')}`;
}
