import { describe, expect, it } from 'vitest';
import { memoryCookies } from '../test/fakes';
import { collectLandingData, hasLandingData, writeLandingCookies } from './landingData';
import { stringQueryParams } from './queryParams';

describe('collectLandingData', () => {
  it('collects prefixed parameters and click ids and ignores the rest', () => {
    const landing = collectLandingData(
      stringQueryParams(
        '?utm_source=google&utm_medium=cpc&trc_campaign=7&referrer_site=x&gclid=G&fbclid=F&page=2',
      ),
    );
    expect(landing).toEqual({
      data: { utm_source: 'google', utm_medium: 'cpc', trc_campaign: '7', referrer_site: 'x' },
      gclid: 'G',
      fbclid: 'F',
      source: 'google',
    });
    expect(hasLandingData(landing)).toBe(true);
  });

  it("defaults the source to 'direct' and reports nothing to send", () => {
    const landing = collectLandingData({ page: '2' });
    expect(landing).toEqual({ data: {}, source: 'direct' });
    expect(hasLandingData(landing)).toBe(false);
  });

  it('prefers trc_source and counts a lone click id as landing data', () => {
    expect(collectLandingData({ trc_source: 'mail', utm_source: 'g' }).source).toBe('mail');
    expect(hasLandingData(collectLandingData({ fbclid: 'F' }))).toBe(true);
  });
});

describe('writeLandingCookies', () => {
  it('writes trc_params and utm_params as JSON for 30 days', () => {
    const cookies = memoryCookies();
    writeLandingCookies(cookies, collectLandingData({ trc_a: '1', utm_source: 's', referrer_x: 'r' }));
    expect(JSON.parse(cookies.get('trc_params') ?? '')).toEqual({ trc_a: '1' });
    expect(JSON.parse(cookies.get('utm_params') ?? '')).toEqual({ utm_source: 's' });
    expect(cookies.options.get('utm_params')).toEqual({ maxAgeSeconds: 30 * 24 * 3600 });
  });

  it('keeps the earlier campaign cookies on a visit without parameters', () => {
    const cookies = memoryCookies({ utm_params: '{"utm_source":"old"}' });
    writeLandingCookies(cookies, collectLandingData({ gclid: 'G' }));
    expect(cookies.get('utm_params')).toBe('{"utm_source":"old"}');
    expect(cookies.get('trc_params')).toBeUndefined();
  });
});
