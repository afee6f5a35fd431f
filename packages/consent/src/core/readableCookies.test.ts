import { describe, expect, it } from 'vitest';
import { documentCookieJar } from '../index';
import { memoryCookieJar } from '../test/fakes';
import { expireReadableCookies } from './readableCookies';

describe('expireReadableCookies', () => {
  it('expires every readable cookie, once each, and names them', () => {
    const jar = memoryCookieJar({ _ga: 'GA1.1', _fbp: 'fb.1', returnTo: '%2F' });
    expect(expireReadableCookies(jar)).toEqual(['_ga', '_fbp', 'returnTo']);
    expect(jar.names()).toEqual([]);
  });

  it('expires them at path / through document.cookie', () => {
    const writes: string[] = [];
    const doc = {
      get cookie() {
        return 'a=1; a=2;  ; b';
      },
      set cookie(assignment: string) {
        writes.push(assignment);
      },
    };
    expect(expireReadableCookies(documentCookieJar(doc))).toEqual(['a', 'b']);
    expect(writes).toEqual(['a=; Max-Age=0; Path=/; SameSite=Lax', 'b=; Max-Age=0; Path=/; SameSite=Lax']);
  });
});
