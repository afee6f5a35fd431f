import { describe, expect, it } from 'vitest';
import { cookieProvidersFixture } from './cookieListFixture';
import { cookieListOf } from './cookieProviderList';

describe('cookieListOf', () => {
  it('keeps the providers that run a script, in the API’s order', () => {
    expect(cookieListOf(cookieProvidersFixture).map((provider) => provider.companyName)).toEqual([
      'Nordlys Pharma s.r.o.',
      'Google Ireland Limited',
    ]);
  });

  it('lists a script’s cookies only where the consent dialog shows them', () => {
    const hidden = structuredClone(cookieProvidersFixture);
    const analytics = hidden[1]?.scripts[0];
    if (!analytics) throw new Error('fixture changed');
    analytics.showingCookies = false;
    const [, google] = cookieListOf(hidden);
    expect(google?.scripts[0]?.cookies).toEqual([]);
    expect(cookieListOf(cookieProvidersFixture)[1]?.scripts[0]?.cookies.map((cookie) => cookie.name)).toEqual(
      ['_ga'],
    );
  });

  it('keeps scripts that store nothing, so the page can say so', () => {
    const [own] = cookieListOf(cookieProvidersFixture);
    expect(own?.scripts.map((script) => [script.slug, script.cookies.length])).toEqual([
      ['technical', 1],
      ['naturamed-remarketing', 0],
    ]);
  });
});
