import { describe, expect, it } from 'vitest';
import { checkBirthDate, parseBirthDate } from '../index';

const prague = { timeZone: 'Europe/Prague', now: new Date('2026-03-15T10:00:00Z') };

describe('parseBirthDate', () => {
  it.each([
    ['1.2.1990', { year: 1990, month: 2, day: 1 }],
    ['01.02.1990', { year: 1990, month: 2, day: 1 }],
    ['1. 2. 1990', { year: 1990, month: 2, day: 1 }],
    ['  31.12.1999 ', { year: 1999, month: 12, day: 31 }],
    ['29.2.2000', { year: 2000, month: 2, day: 29 }],
  ])('reads %j', (text, date) => {
    expect(parseBirthDate(text)).toEqual(date);
  });

  it.each([
    '31.2.1990',
    '29.2.1999',
    '0.1.1990',
    '1.13.1990',
    '1.0.1990',
    '1/2/1990',
    '1.2.90',
    '1.2.1899',
    'abc',
    '',
  ])('rejects %j', (text) => {
    expect(parseBirthDate(text)).toBeNull();
  });

  it('reads back every day of four years written with and without leading zeros', () => {
    for (let time = Date.UTC(1996, 0, 1); time < Date.UTC(2000, 0, 1); time += 86_400_000) {
      const day = new Date(time);
      const [d, m, y] = [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()];
      const expected = { year: y, month: m, day: d };
      expect(parseBirthDate(`${d}.${m}.${y}`)).toEqual(expected);
      expect(parseBirthDate(`${String(d).padStart(2, '0')}. ${String(m).padStart(2, '0')}. ${y}`)).toEqual(
        expected,
      );
    }
  });
});

describe('checkBirthDate', () => {
  it('gives the ISO date of an adult', () => {
    expect(checkBirthDate('1. 2. 1990', prague)).toEqual({
      ok: true,
      date: { year: 1990, month: 2, day: 1 },
      iso: '1990-02-01',
    });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['31.2.1990', 'date.invalid'],
    ['16.3.2026', 'date.inFuture'],
    ['1.1.2030', 'date.inFuture'],
    ['16.3.2008', 'date.underage'],
    ['15.3.2026', 'date.underage'],
  ])('%j -> %s', (text, code) => {
    expect(checkBirthDate(text, prague)).toEqual({ ok: false, code });
  });

  it('accepts the customer whose 18th birthday is today', () => {
    expect(checkBirthDate('15.3.2008', prague).ok).toBe(true);
  });

  it('counts the day in Czech time, not UTC: 23:30 UTC is already the next day in Prague', () => {
    const now = new Date('2026-03-14T23:30:00Z');
    expect(checkBirthDate('15.3.2008', { now, timeZone: 'Europe/Prague' }).ok).toBe(true);
    expect(checkBirthDate('15.3.2008', { now, timeZone: 'UTC' })).toEqual({
      ok: false,
      code: 'date.underage',
    });
  });

  it('counts the day in Slovak summer time (UTC+2)', () => {
    const now = new Date('2026-06-14T22:30:00Z');
    const bratislava = { now, timeZone: 'Europe/Bratislava' };
    expect(checkBirthDate('15.6.2008', bratislava).ok).toBe(true);
    expect(checkBirthDate('16.6.2008', bratislava)).toEqual({ ok: false, code: 'date.underage' });
    expect(checkBirthDate('15.6.2026', bratislava).ok).toBe(false);
    expect(checkBirthDate('16.6.2026', bratislava)).toEqual({ ok: false, code: 'date.inFuture' });
  });

  it('lets someone born on 29 February turn 18 on 1 March', () => {
    const on = (iso: string) => ({ now: new Date(iso), timeZone: 'Europe/Prague' });
    expect(checkBirthDate('29.2.2008', on('2026-02-28T12:00:00Z')).ok).toBe(false);
    expect(checkBirthDate('29.2.2008', on('2026-03-01T12:00:00Z')).ok).toBe(true);
  });
});
