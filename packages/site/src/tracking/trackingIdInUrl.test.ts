import { describe, expect, it } from 'vitest';
import { withoutTrackingIdParam } from './trackingIdInUrl';

describe('withoutTrackingIdParam', () => {
  it('removes nmtid once the cookie holds the same id, keeping the rest of the address', () => {
    expect(withoutTrackingIdParam('https://www.nordlys.sk/blog?page=2&nmtid=abc#top', 'abc')).toBe(
      '/blog?page=2#top',
    );
    expect(withoutTrackingIdParam('https://www.nordlys.sk/?nmtid=abc', 'abc')).toBe('/');
  });

  it('leaves the address alone without the param or without the matching cookie', () => {
    expect(withoutTrackingIdParam('https://www.nordlys.sk/blog', 'abc')).toBeUndefined();
    expect(withoutTrackingIdParam('https://www.nordlys.sk/?nmtid=abc', undefined)).toBeUndefined();
    expect(withoutTrackingIdParam('https://www.nordlys.sk/?nmtid=abc', 'other')).toBeUndefined();
  });
});
