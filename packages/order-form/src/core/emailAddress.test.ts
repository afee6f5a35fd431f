import { describe, expect, it } from 'vitest';
import { checkEmail } from '../index';

describe('checkEmail', () => {
  it.each([
    ['jana.novakova@seznam.cz', 'jana.novakova@seznam.cz'],
    [' Jan.Novak+shop@Gmail.COM ', 'Jan.Novak+shop@gmail.com'],
    ['a@b.sk', 'a@b.sk'],
    ['x_y@sub.domain-1.eu', 'x_y@sub.domain-1.eu'],
  ])('accepts %j as %j', (text, email) => {
    expect(checkEmail(text)).toEqual({ ok: true, email });
  });

  it.each([
    ['', 'email.required'],
    ['jana.seznam.cz', 'email.notValid'],
    ['jana@@seznam.cz', 'email.notValid'],
    ['a@b@seznam.cz', 'email.notValid'],
    ['jana@seznam', 'email.invalid'],
    ['jana@seznam.c', 'email.invalid'],
    ['jana@.cz', 'email.invalid'],
    ['@seznam.cz', 'email.invalid'],
    ['jana.@seznam.cz', 'email.invalid'],
    ['ja na@seznam.cz', 'email.invalid'],
    ['jana@sez_nam.cz', 'email.invalid'],
    ['jana@seznam.cz.', 'email.invalid'],
    ['jana@-seznam.cz', 'email.invalid'],
  ])('%j -> %s', (text, code) => {
    expect(checkEmail(text)).toEqual({ ok: false, code });
  });
});
