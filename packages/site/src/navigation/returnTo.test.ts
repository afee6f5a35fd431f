import type { CookieJar, CookieOptions } from '@shop/contracts/browser';
import { memoryStorage } from '@shop/contracts/browser';
import { describe, expect, it } from 'vitest';
import { readReturnTo, rememberReturnTo } from './returnTo';

function fakeJar(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<{ name: string; value: string; options: CookieOptions }> = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      values.set(name, value);
      writes.push({ name, value, options });
    },
    remove: (name) => {
      values.delete(name);
    },
    names: () => [...values.keys()],
  };
  return { jar, writes, values };
}

const returnToPaths = ['/', '/nordlys-rocne-balenie', '/skusobny-balicek', '/k2zadarmo/home', '/rocnek2'];

describe('return-to path', () => {
  it('stores a return-to page in the cookie for an hour at path / with SameSite=Lax', () => {
    const { jar, writes } = fakeJar();
    const storage = memoryStorage();
    rememberReturnTo('/rocnek2', { cookies: jar, storage, returnToPaths });
    expect(writes).toEqual([
      { name: 'returnTo', value: '/rocnek2', options: { maxAgeSeconds: 3600, path: '/', sameSite: 'Lax' } },
    ]);
    expect(storage.getItem('lastSetReturnTo')).toBe('/rocnek2');
    expect(readReturnTo(jar)).toBe('/rocnek2');
  });

  it('ignores a trailing slash, query and hash when matching', () => {
    const { jar } = fakeJar();
    rememberReturnTo('/k2zadarmo/home/?utm_source=x#top', {
      cookies: jar,
      storage: memoryStorage(),
      returnToPaths,
    });
    expect(readReturnTo(jar)).toBe('/k2zadarmo/home');
  });

  it('keeps a live cookie on other pages', () => {
    const { jar, writes } = fakeJar({ returnTo: '/skusobny-balicek' });
    const storage = memoryStorage({ lastSetReturnTo: '/rocnek2' });
    rememberReturnTo('/blog', { cookies: jar, storage, returnToPaths });
    expect(writes).toEqual([]);
    expect(readReturnTo(jar)).toBe('/skusobny-balicek');
  });

  it('re-applies the last stored value when the cookie has expired', () => {
    const { jar, writes } = fakeJar();
    const storage = memoryStorage({ lastSetReturnTo: '/rocnek2' });
    rememberReturnTo('/blog', { cookies: jar, storage, returnToPaths });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.options.maxAgeSeconds).toBe(3600);
    expect(readReturnTo(jar)).toBe('/rocnek2');
  });

  it('leaves the cookie unset when nothing was ever stored', () => {
    const { jar, writes } = fakeJar();
    rememberReturnTo('/blog', { cookies: jar, storage: memoryStorage(), returnToPaths });
    expect(writes).toEqual([]);
    expect(readReturnTo(jar)).toBe('/');
  });

  it('defaults to / and refuses values that leave the site', () => {
    expect(readReturnTo(fakeJar().jar)).toBe('/');
    expect(readReturnTo(fakeJar({ returnTo: '//evil.example' }).jar)).toBe('/');
    expect(readReturnTo(fakeJar({ returnTo: 'https://evil.example' }).jar)).toBe('/');
    const { jar, writes } = fakeJar();
    rememberReturnTo('/blog', {
      cookies: jar,
      storage: memoryStorage({ lastSetReturnTo: '//evil' }),
      returnToPaths,
    });
    expect(writes).toEqual([]);
  });
});
