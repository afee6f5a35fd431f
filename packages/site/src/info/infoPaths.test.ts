import { describe, expect, it } from 'vitest';
import { czWebsite, skWebsite } from '../test/websites';
import { infoPagePaths, infoRedirects, infoStaticPaths } from './infoPaths';

describe('information page paths', () => {
  it('uses each site’s own spelling of the hub and the personal-data page', () => {
    expect(infoPagePaths(skWebsite)).toEqual({
      hub: '/cookies-osobne-udaje',
      cookies: '/cookies',
      personalData: '/osobne-udaje',
      heureka: '/heureka-souhlas',
      remarketing: '/bez-remarketingu',
    });
    expect(infoPagePaths(czWebsite)).toMatchObject({
      hub: '/cookies-osobni-udaje',
      personalData: '/osobni-udaje',
    });
  });

  it('prerenders every page but the cookie list, which comes from the database', () => {
    expect(infoStaticPaths(skWebsite)).toEqual([
      '/cookies-osobne-udaje',
      '/osobne-udaje',
      '/heureka-souhlas',
      '/bez-remarketingu',
      '/pristupnost',
    ]);
    expect(infoStaticPaths(czWebsite)).not.toContain('/cookies');
  });

  it('moves the other language’s spelling to the site’s own page', () => {
    expect(infoRedirects(skWebsite)).toEqual([
      { from: '/cookies-osobni-udaje', to: '/cookies-osobne-udaje' },
      { from: '/osobni-udaje', to: '/osobne-udaje' },
    ]);
    expect(infoRedirects(czWebsite)).toEqual([
      { from: '/cookies-osobne-udaje', to: '/cookies-osobni-udaje' },
      { from: '/osobne-udaje', to: '/osobni-udaje' },
    ]);
  });

  it('moves both known spellings when a site names its pages differently', () => {
    const website = { paths: { cookiesPersonalData: '/sukromie', personalData: '/gdpr' } };
    expect(infoRedirects(website).map(({ from }) => from)).toEqual([
      '/cookies-osobne-udaje',
      '/cookies-osobni-udaje',
      '/osobne-udaje',
      '/osobni-udaje',
    ]);
  });
});
