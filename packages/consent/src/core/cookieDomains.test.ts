import { describe, expect, it } from 'vitest';
import { parentCookieDomains } from './cookieDomains';

describe('parentCookieDomains', () => {
  it('lists the host and each parent domain down to, not including, the public suffix', () => {
    expect(parentCookieDomains('www.nordlys.sk')).toEqual(['.www.nordlys.sk', '.nordlys.sk']);
    expect(parentCookieDomains('nordlys.cz')).toEqual(['.nordlys.cz']);
    expect(parentCookieDomains('a.b.shop.example.org')).toEqual([
      '.a.b.shop.example.org',
      '.b.shop.example.org',
      '.shop.example.org',
      '.example.org',
    ]);
  });

  it('reads a host name as the browser may spell it: upper case, a trailing dot', () => {
    expect(parentCookieDomains('WWW.Nordlys.SK.')).toEqual(['.www.nordlys.sk', '.nordlys.sk']);
  });

  it('has no parent domain for localhost, one-label names, IP addresses or no host', () => {
    expect(parentCookieDomains('localhost')).toEqual([]);
    expect(parentCookieDomains('intranet')).toEqual([]);
    expect(parentCookieDomains('127.0.0.1')).toEqual([]);
    expect(parentCookieDomains('[::1]')).toEqual([]);
    expect(parentCookieDomains('::1')).toEqual([]);
    expect(parentCookieDomains('')).toEqual([]);
  });
});
