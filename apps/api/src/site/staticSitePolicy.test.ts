import type { Website } from '@shop/config';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { siteContentSources } from './siteContentSources';
import { staticDocumentPolicy, staticFallbackPolicies, staticSecurityHeaders } from './staticSitePolicy';

const tracking: Website['tracking'] = {
  ga4: 'G-NORDLYSSK1',
  fbPixel: '190042100000001',
  parcelService: 'nordlys-sk-parcel',
  pplWidget: 'nordlys-sk-ppl',
  affiliate: false,
};
const hashes = { script: ["'sha256-aaa='", "'sha256-bbb='"], style: ["'sha256-ccc='"] };

/** The policy's directives by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the policy of a page served as a file', () => {
  const served = directives(staticDocumentPolicy(tracking, hashes));
  const nonced = directives(contentSecurityPolicy({ nonce: 'n0nce', sources: siteContentSources(tracking) }));

  it("allows the page's inline scripts by hash and scripts by host, with no nonce and no 'strict-dynamic'", () => {
    expect(served['script-src']).toEqual([
      "'self'",
      "'sha256-aaa='",
      "'sha256-bbb='",
      'https://*.googletagmanager.com',
      'https://connect.facebook.net',
      'https://widget.packeta.com',
      'https://www.ppl.cz',
    ]);
    expect(served['style-src']).toEqual(["'self'", "'sha256-ccc='"]);
  });

  it("is the server's document policy in every other directive", () => {
    const { 'script-src': _s, 'style-src': _t, ...rest } = served;
    const { 'script-src': _n, 'style-src': _m, ...nonceRest } = nonced;
    expect(rest).toEqual(nonceRest);
    expect(Object.keys(served)).toEqual(Object.keys(nonced));
  });

  it('leaves the policy with a nonce as it was: no script host, no hash', () => {
    expect(nonced['script-src']).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"]);
    expect(nonced['style-src']).toEqual(["'self'", "'nonce-n0nce'"]);
  });
});

describe('the fallback pair for every path', () => {
  const [scripts, rest] = staticFallbackPolicies(tracking, hashes).map(directives) as [
    Record<string, string[]>,
    Record<string, string[]>,
  ];
  const full = directives(staticDocumentPolicy(tracking, hashes));

  it('puts the hashed script-src and the reporting in the first policy', () => {
    expect(scripts).toEqual({
      'script-src': full['script-src'],
      'report-uri': full['report-uri'],
      'report-to': full['report-to'],
    });
  });

  it('keeps every other directive in the second, whose script-src blocks nothing the first allows', () => {
    const { 'script-src': restScripts, ...others } = rest;
    const { 'script-src': _full, ...fullOthers } = full;
    expect(others).toEqual(fullOthers);
    expect(restScripts).toEqual([
      "'self'",
      "'unsafe-inline'",
      ...(full['script-src'] ?? []).filter((source) => !source.startsWith("'")),
    ]);
  });
});

it("gives a file host the server's other security headers", () => {
  const { 'Content-Security-Policy': _policy, ...others } = securityHeaders();
  expect(staticSecurityHeaders()).toEqual(others);
  expect(staticSecurityHeaders()['X-Frame-Options']).toBe('DENY');
});
