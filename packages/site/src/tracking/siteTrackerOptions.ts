import type { Website } from '@shop/config';
import {
  type DeviceIdentityOptions,
  documentCookieJar,
  safeStorage,
  type TrackerOptions,
} from '@shop/tracking';

/** The site's own endpoints (SPEC §7); the tracking host is the API on the same origin. */
export const BEAT_ENDPOINT = '/api/beats';
export const DEVICE_ENDPOINT = '/api/device';
export const CLIENT_ERROR_ENDPOINT = '/api/client-errors';
export const TRACKING_HOST_PATH = '/api/tracking/redirect';

/** Tracker options for a site in a browser window. */
export function siteTrackerOptions(website: Website, win: Window): TrackerOptions {
  const { document: doc, navigator: nav } = win;
  return {
    site: website.site,
    endpoint: BEAT_ENDPOINT,
    errorLogEndpoint: CLIENT_ERROR_ENDPOINT,
    trackingHost: new URL(TRACKING_HOST_PATH, win.location.origin).href,
    abTest: {
      testId: website.currentAbTestId,
      bundleId: website.currentAbTestBundleId,
      running: website.abTestRunning,
      variantAmount: website.abTestVariantAmount,
    },
    fetch: win.fetch.bind(win),
    sendBeacon: nav.sendBeacon.bind(nav),
    storage: safeStorage(() => win.localStorage),
    sessionStorage: safeStorage(() => win.sessionStorage),
    cookies: documentCookieJar(doc),
    timers: win,
    navigate: (url) => win.location.assign(url),
    location: () => win.location,
    referrer: () => doc.referrer,
    userAgent: () => nav.userAgent,
    isOnline: () => nav.onLine,
  };
}

/** Device identity for the site: the device call on the same origin, a few device facts. */
export function siteDeviceOptions(win: Window): Omit<DeviceIdentityOptions, 'tracker'> {
  return {
    storage: safeStorage(() => win.localStorage),
    fetch: win.fetch.bind(win),
    endpoint: DEVICE_ENDPOINT,
    deviceData: () => ({
      language: win.navigator.language,
      screen: `${win.screen.width}x${win.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  };
}
