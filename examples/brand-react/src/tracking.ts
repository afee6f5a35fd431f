import {
  bindActivity,
  bindPageLifecycle,
  createTracker,
  documentCookieJar,
  safeStorage,
} from '@shop/tracking';

// The tracking package README's example, as written there.
const tracker = createTracker({
  site: 'sk',
  endpoint: '/api/beat',
  trackingHost: 'https://tracking.example.com/api/tracking',
  abTest: { testId: 5, bundleId: 19, running: true, variantAmount: 2 },
  fetch: window.fetch.bind(window),
  sendBeacon: navigator.sendBeacon.bind(navigator),
  storage: safeStorage(() => window.localStorage),
  sessionStorage: safeStorage(() => window.sessionStorage),
  cookies: documentCookieJar(document),
  timers: window,
  navigate: (url) => window.location.assign(url),
  location: () => window.location,
  referrer: () => document.referrer,
  userAgent: () => navigator.userAgent,
  isOnline: () => navigator.onLine,
});
tracker.start();
bindActivity(window, tracker.touch, { now: Date.now });
bindPageLifecycle(window, document, tracker);
tracker.pageView(location.pathname + location.search, document.referrer);

export { tracker };
