import { describe, expect, it } from 'vitest';
import { documentCookieJar, parseCookie, serializeCookie } from './cookieJar';

describe('cookies', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(parseCookie('a=1; returnTo=%2Frocnek2; b=2', 'returnTo')).toBe('/rocnek2');
    expect(parseCookie('a=1', 'returnTo')).toBeUndefined();
    expect(parseCookie('xreturnTo=/x', 'returnTo')).toBeUndefined();
  });

  it('serialises a cookie with max-age, path and SameSite', () => {
    expect(serializeCookie('returnTo', '/k2zadarmo/home', { maxAgeSeconds: 3600 })).toBe(
      'returnTo=%2Fk2zadarmo%2Fhome; Max-Age=3600; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('x', 'y', { maxAgeSeconds: 1, secure: true })).toContain('; Secure');
  });

  it('writes through document.cookie', () => {
    const doc = { cookie: '' };
    documentCookieJar(doc).set('returnTo', '/', { maxAgeSeconds: 3600 });
    expect(doc.cookie).toBe('returnTo=%2F; Max-Age=3600; Path=/; SameSite=Lax');
  });
});
