import { describe, expect, it } from 'vitest';
import { brokenStorage, memoryCookies, memoryStorage } from '../test/fakes';
import { claimTrackingRedirect, readTrackingId, trackingRedirectUrl } from './trackingId';

describe('readTrackingId', () => {
  it('prefers the cookie, then the query parameter', () => {
    expect(readTrackingId(memoryCookies({ nmtid: 'c' }), { nmtid: 'q' })).toBe('c');
    expect(readTrackingId(memoryCookies(), { nmtid: 'q' })).toBe('q');
    expect(readTrackingId(memoryCookies({ nmtid: '' }), {})).toBeUndefined();
  });
});

describe('trackingRedirectUrl', () => {
  it('carries the current query, the full address and the referrer', () => {
    const url = new URL(
      trackingRedirectUrl(
        'https://t.nordlys.sk/track',
        'https://www.nordlys.sk/rocnek2?utm_source=a&x=1#top',
        'https://www.google.com/',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://t.nordlys.sk/track');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'a',
      x: '1',
      url: 'https://www.nordlys.sk/rocnek2?utm_source=a&x=1#top',
      referrer_url: 'https://www.google.com/',
    });
  });

  it('leaves out referrer_url without a referrer', () => {
    const url = new URL(trackingRedirectUrl('https://t.nordlys.sk/', 'https://www.nordlys.sk/', ''));
    expect([...url.searchParams.keys()]).toEqual(['url']);
  });
});

describe('claimTrackingRedirect', () => {
  it('allows one redirect per tab', () => {
    const storage = memoryStorage();
    expect(claimTrackingRedirect(storage, 1)).toBe(true);
    expect(claimTrackingRedirect(storage, 2)).toBe(false);
  });

  it('refuses when the guard cannot be stored', () => {
    expect(claimTrackingRedirect(brokenStorage(), 1)).toBe(false);
  });
});
