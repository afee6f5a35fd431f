import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarDate, checkBirthDate, parseBirthDate } from '../index';

const DAY_MS = 86_400_000;
const zones = ['Europe/Prague', 'Europe/Bratislava'] as const;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The Gregorian month lengths, written out rather than asked of `Date`. */
function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

function toUtcTime({ year, month, day }: CalendarDate): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

function fromUtcTime(time: number): CalendarDate {
  const date = new Date(time);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const addDays = (date: CalendarDate, days: number) => fromUtcTime(toUtcTime(date) + days * DAY_MS);

/** The date on the wall calendar of `timeZone` at `now`, read from the ISO-like Swedish format. */
function localToday(now: Date, timeZone: string): CalendarDate {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Every way SPEC §5's birth date may be typed: `d.m.yyyy`, with leading zeros, with spaces. */
const writings = fc.record({
  zeros: fc.boolean(),
  spaced: fc.boolean(),
  padding: fc.constantFrom('', ' ', '  '),
});

function write(
  { year, month, day }: CalendarDate,
  { zeros, spaced, padding }: { zeros: boolean; spaced: boolean; padding: string },
): string {
  const part = (value: number) => (zeros ? String(value).padStart(2, '0') : String(value));
  const separator = spaced ? '. ' : '.';
  return `${padding}${part(day)}${separator}${part(month)}${separator}${year}${padding}`;
}

const calendarDates = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((date) => fromUtcTime(date.getTime()));

/** Moments of checking, half of them in the hours around midnight in Prague and Bratislava. */
const moments = fc.oneof(
  fc.date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2090-12-31T00:00:00Z'),
    noInvalidDate: true,
  }),
  fc
    .tuple(
      fc.integer({ min: Date.UTC(2000, 0, 1) / DAY_MS, max: Date.UTC(2090, 0, 1) / DAY_MS }),
      fc.integer({ min: -3 * 3_600_000, max: 3 * 3_600_000 }),
    )
    .map(([day, offset]) => new Date(day * DAY_MS - 3_600_000 + offset)),
);

describe('birth date properties', () => {
  it('reads any calendar date the same whichever way it is written', () => {
    fc.assert(
      fc.property(calendarDates, writings, writings, (date, first, second) => {
        expect(parseBirthDate(write(date, first))).toEqual(date);
        expect(parseBirthDate(write(date, second))).toEqual(parseBirthDate(write(date, first)));
      }),
    );
  });

  it('rejects days the month does not have, and months the year does not have', () => {
    const impossible = fc.oneof(
      fc
        .tuple(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }))
        .chain(([year, month]) =>
          fc.integer({ min: daysInMonth(year, month) + 1, max: 99 }).map((day) => ({ year, month, day })),
        ),
      fc.record({
        year: fc.integer({ min: 1900, max: 2099 }),
        month: fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
        day: fc.integer({ min: 1, max: 28 }),
      }),
      fc.record({
        year: fc.integer({ min: 1900, max: 2099 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(impossible, writings, (date, writing) => {
        const text = write(date, writing);
        expect(parseBirthDate(text)).toBeNull();
        expect(checkBirthDate(text, { now: new Date(), timeZone: 'Europe/Prague' })).toEqual({
          ok: false,
          code: 'date.invalid',
        });
      }),
    );
  });

  it('rejects every day after today in the site’s own time', () => {
    fc.assert(
      fc.property(
        moments,
        fc.constantFrom(...zones),
        fc.integer({ min: 1, max: 30_000 }),
        writings,
        (now, timeZone, daysAhead, writing) => {
          const birth = addDays(localToday(now, timeZone), daysAhead);
          expect(checkBirthDate(write(birth, writing), { now, timeZone })).toEqual({
            ok: false,
            code: 'date.inFuture',
          });
        },
      ),
    );
  });

  it('lets in a customer whose 18th birthday is today in the site’s time, and not a day before', () => {
    fc.assert(
      fc.property(moments, fc.constantFrom(...zones), writings, (now, timeZone, writing) => {
        const today = localToday(now, timeZone);
        const eighteenthBirthday = { ...today, year: today.year - 18 };
        // Today is 29 February: no one was born on it 18 years ago, see the table-driven tests.
        fc.pre(eighteenthBirthday.day <= daysInMonth(eighteenthBirthday.year, eighteenthBirthday.month));
        expect(checkBirthDate(write(eighteenthBirthday, writing), { now, timeZone })).toMatchObject({
          ok: true,
          date: eighteenthBirthday,
        });
        expect(checkBirthDate(write(addDays(eighteenthBirthday, 1), writing), { now, timeZone })).toEqual({
          ok: false,
          code: 'date.underage',
        });
      }),
    );
  });

  it('draws the line between past and future at midnight in the site’s zone', () => {
    fc.assert(
      fc.property(moments, fc.constantFrom(...zones), writings, (now, timeZone, writing) => {
        const today = localToday(now, timeZone);
        expect(checkBirthDate(write(today, writing), { now, timeZone })).toEqual({
          ok: false,
          code: 'date.underage',
        });
        expect(checkBirthDate(write(addDays(today, 1), writing), { now, timeZone })).toEqual({
          ok: false,
          code: 'date.inFuture',
        });
      }),
    );
  });
});
