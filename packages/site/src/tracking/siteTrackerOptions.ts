import type { Website } from '@shop/config';
import { apiPaths, trackingIdServerTiming } from '@shop/contracts/vocabulary';
import {
  type DeviceIdentityOptions,
  documentCookieJar,
  safeStorage,
  type TrackerOptions,
} from '@shop/tracking';

/**
 * Whether the server that sent this document has already settled the visitor's tracking id
 * (handed it out with the HTML, or redirected to the tracking host before sending any): it says
 * so in the document's `Server-Timing`. A page served as a plain file lacks it.
 */
export function serverSettledTrackingId(win: Window): boolean {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  const entries = (navigation as PerformanceNavigationTiming | undefined)?.serverTiming ?? [];
  return entries.some((entry) => entry.name === trackingIdServerTiming);
}

/**
 * The tracking host the browser redirects a first visitor to (SPEC §4), only for pages served
 * without the Node server: the website's external host, else the API on the same origin.
 */
export function browserTrackingHost(website: Website, win: Window): string | undefined {
  if (serverSettledTrackingId(win)) return undefined;
  return website.trackingHost ?? new URL(apiPaths.trackingRedirect, win.location.origin).href;
}

/** Tracker options for a site in a browser window. */
export function siteTrackerOptions(website: Website, win: Window): TrackerOptions {
  const { document: doc, navigator: nav } = win;
  const trackingHost = browserTrackingHost(website, win);
  return {
    site: website.site,
    endpoint: apiPaths.beats,
    errorLogEndpoint: apiPaths.clientErrors,
    ...(trackingHost ? { trackingHost } : {}),
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

/**
 * Device identity for the site: the device call on the same origin, a few device facts, and the
 * result announced on the window (the consent code adds the ids to a choice made before it).
 */
export function siteDeviceOptions(win: Window): Omit<DeviceIdentityOptions, 'tracker'> {
  return {
    events: win,
    storage: safeStorage(() => win.localStorage),
    fetch: win.fetch.bind(win),
    endpoint: apiPaths.device,
    deviceData: () => ({
      language: win.navigator.language,
      screen: `${win.screen.width}x${win.screen.height}`,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    }),
  };
}
