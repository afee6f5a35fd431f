import { describe, expect, it } from 'vitest';
import { documentCookieJar } from '../index';
import { memoryCookieJar, provider, script } from '../test/fakes';
import { expireReadableCookies, revokedCookieNames } from './readableCookies';

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

  it('also expires the cookies tools set on the host and its parent domains, never on the public suffix', () => {
    const jar = memoryCookieJar(
      { returnTo: '%2F' },
      {
        hostname: 'www.nordlys.sk',
        onDomains: [
          { name: '_ga', value: 'GA1.1', domain: '.nordlys.sk' },
          { name: '_fbp', value: 'fb.1', domain: 'www.nordlys.sk' },
        ],
      },
    );
    expect(expireReadableCookies(jar)).toEqual(['returnTo', '_ga', '_fbp']);
    expect(jar.names()).toEqual([]);
    expect(jar.removed.filter((write) => write.startsWith('_ga'))).toEqual([
      '_ga',
      '_ga; Domain=.www.nordlys.sk',
      '_ga; Domain=.nordlys.sk',
    ]);
  });

  it('writes the domain expiries through document.cookie, host-only alone on localhost', () => {
    const writes: string[] = [];
    const page = (hostname: string) => ({
      location: { protocol: 'http:', hostname },
      get cookie() {
        return '_ga=GA1.1';
      },
      set cookie(assignment: string) {
        writes.push(assignment);
      },
    });
    expireReadableCookies(documentCookieJar(page('nordlys.cz')));
    expect(writes).toEqual([
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
      '_ga=; Max-Age=0; Path=/; Domain=.nordlys.cz; SameSite=Lax',
    ]);
    writes.length = 0;
    expireReadableCookies(documentCookieJar(page('localhost')));
    expireReadableCookies(documentCookieJar(page('127.0.0.1')));
    expect(writes).toEqual([
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
      '_ga=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });
});

describe('revokedCookieNames', () => {
  const providers = [
    provider('Nordlys', [script('web', 'technical', ['returnTo', 'abTest_5'])]),
    provider('Google', [
      script('ga', 'statistical', ['_ga', '_ga_<container-id>']),
      script('google-remarketing', 'marketing', ['_gcl_au', '_ga']),
    ]),
    provider('Smartlook', [script('smartlook', 'statistical', ['SL_C_*'])]),
  ];
  const readable = ['returnTo', 'abTest_5', '_ga', '_ga_ABC123', '_gcl_au', 'SL_C_77', 'nmtid', '_gat'];

  it('names the readable cookies of scripts now off, patterns included, and nothing else', () => {
    expect(
      revokedCookieNames(providers, { ga: false, 'google-remarketing': false }, false, readable),
    ).toEqual(['_ga', '_ga_ABC123', '_gcl_au', 'SL_C_77']);
  });

  it('keeps a cookie that a script still on names too, and the technical scripts’ cookies', () => {
    expect(
      revokedCookieNames(
        providers,
        { ga: false, 'google-remarketing': true, smartlook: true },
        false,
        readable,
      ),
    ).toEqual(['_ga_ABC123']);
    expect(revokedCookieNames(providers, { web: false }, false, ['returnTo', 'abTest_5'])).toEqual([]);
  });

  it('takes back marketing cookies under Global Privacy Control whatever the setting says', () => {
    expect(
      revokedCookieNames(
        providers,
        { ga: true, 'google-remarketing': true, smartlook: true },
        true,
        readable,
      ),
    ).toEqual(['_gcl_au']);
  });
});
