import { describe, expect, it } from 'vitest';
import { type RouteRules, resolveRouteRule } from './routeRules';

const rules: RouteRules = {
  '/stara-akcia': { redirect: { to: '/k2zadarmo', statusCode: 301 } },
  '/blog-archiv': { redirect: { to: 'https://blog.nordlys.sk/archiv', statusCode: 302 } },
  '/partner': { redirect: { to: '//partner.example/nordlys', statusCode: 307 } },
  '/slucka': { redirect: { to: '/slucka/', statusCode: 301 } },
};

describe('resolveRouteRule', () => {
  it('returns null for a path without a rule', () => {
    expect(resolveRouteRule('/', rules)).toBeNull();
    expect(resolveRouteRule('/blog', rules)).toBeNull();
  });

  it('redirects inside the site with the rule status', () => {
    expect(resolveRouteRule('/stara-akcia', rules)).toEqual({
      kind: 'internal',
      to: '/k2zadarmo',
      statusCode: 301,
    });
  });

  it('matches regardless of trailing slash, query or hash', () => {
    expect(resolveRouteRule('/stara-akcia/?utm_source=mail#x', rules)).toEqual({
      kind: 'internal',
      to: '/k2zadarmo',
      statusCode: 301,
    });
  });

  it('marks absolute and protocol-relative targets as external', () => {
    expect(resolveRouteRule('/blog-archiv', rules)).toEqual({
      kind: 'external',
      href: 'https://blog.nordlys.sk/archiv',
      statusCode: 302,
    });
    expect(resolveRouteRule('/partner', rules)?.kind).toBe('external');
  });

  it('ignores a rule pointing at its own path, which would loop', () => {
    expect(resolveRouteRule('/slucka', rules)).toBeNull();
  });
});
