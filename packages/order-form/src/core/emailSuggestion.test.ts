import { describe, expect, it } from 'vitest';
import { commonEmailDomains, editDistance, suggestEmail } from '../index';

describe('suggestEmail', () => {
  it.each([
    ['jan@gmial.com', 'jan@gmail.com'],
    ['jan@gmal.com', 'jan@gmail.com'],
    ['jan@gmail.cz', 'jan@gmail.com'],
    ['jan@gmail.co', 'jan@gmail.com'],
    ['jan@gnail.con', 'jan@gmail.com'],
    ['jan@gmial.cz', 'jan@gmail.com'],
    ['Jan.Novak@GMIAL.COM', 'Jan.Novak@gmail.com'],
    ['jana@seznam.sk', 'jana@seznam.cz'],
    ['jana@seznma.cz', 'jana@seznam.cz'],
    ['jana@sezanm.cz', 'jana@seznam.cz'],
    ['jana@email.sk', 'jana@email.cz'],
    ['jana@cetrum.cz', 'jana@centrum.cz'],
    ['jozef@azet.cz', 'jozef@azet.sk'],
    ['jozef@zoznam.cz', 'jozef@zoznam.sk'],
    ['jozef@zonam.sk', 'jozef@zoznam.sk'],
    ['jozef@pobox.cz', 'jozef@pobox.sk'],
    ['jozef@hotmial.com', 'jozef@hotmail.com'],
    ['jozef@outlok.com', 'jozef@outlook.com'],
    ['jozef@yahooo.com', 'jozef@yahoo.com'],
    ['jozef@icloud.cz', 'jozef@icloud.com'],
    ['jana@volny.sk', 'jana@volny.cz'],
    ['jana@tiscaly.cz', 'jana@tiscali.cz'],
  ])('%j -> %j', (email, suggestion) => {
    expect(suggestEmail(email)).toBe(suggestion);
  });

  it.each(commonEmailDomains.map((domain) => `jana@${domain}`))('leaves %j alone', (email) => {
    expect(suggestEmail(email)).toBeNull();
  });

  it.each([
    'jana@firma-novak.cz',
    'jana@gmx.com',
    'jana@post.com',
    'jana@centrum.com',
    'jana@nordlys.sk',
    'jana',
    'jana@',
    '@gmial.com',
  ])('makes no guess for %j', (email) => {
    expect(suggestEmail(email)).toBeNull();
  });
});

describe('editDistance', () => {
  it.each([
    ['gmail', 'gmail', 0],
    ['gmial', 'gmail', 1],
    ['gmal', 'gmail', 1],
    ['gmaill', 'gmail', 1],
    ['gnail.con', 'gmail.com', 2],
    ['', 'abc', 3],
  ])('%j to %j is %d', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });
});
