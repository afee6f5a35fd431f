import { describe, expect, it } from 'vitest';
import { skWebsite as website } from '../test/websites';
import { browserTrackingHost } from './siteTrackerOptions';

/** A window as far as the tracking-host choice reads it: its address and its navigation entry. */
function windowWith(serverTiming: Array<{ name: string; description?: string }> | undefined): Window {
  const navigation = serverTiming === undefined ? [] : [{ serverTiming }];
  return {
    location: new URL('https://www.nordlys.sk/rocnek2?utm_source=news'),
    performance: { getEntriesByType: (type: string) => (type === 'navigation' ? navigation : []) },
  } as unknown as Window;
}

describe('browserTrackingHost', () => {
  it('leaves a page the server has settled the tracking id for alone', () => {
    for (const how of ['issued', 'kept', 'crawler', 'guarded']) {
      const win = windowWith([{ name: 'tracking-id', description: how }]);
      expect(browserTrackingHost(website, win)).toBeUndefined();
      expect(
        browserTrackingHost({ ...website, trackingHost: 'https://t.example.com/r' }, win),
      ).toBeUndefined();
    }
  });

  it('redirects from a page served as a plain file to the API on the same origin by default', () => {
    for (const win of [windowWith([]), windowWith([{ name: 'cache' }]), windowWith(undefined)]) {
      expect(browserTrackingHost(website, win)).toBe('https://www.nordlys.sk/api/tracking/redirect');
    }
  });

  it("redirects from a page served as a plain file to the website's external tracking host", () => {
    expect(browserTrackingHost({ ...website, trackingHost: 'https://t.example.com/r' }, windowWith([]))).toBe(
      'https://t.example.com/r',
    );
  });
});
