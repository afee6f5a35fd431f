import { trackingIdName } from '@shop/contracts/vocabulary';
import { createTracker, documentCookieJar, observeSections, safeStorage, type Tracker } from '@shop/tracking';
import { TrackerProvider, useClickTracking } from '@shop/tracking/react';
import { RoutePageViews } from '@shop/tracking/tanstack-router';
import { useRouter } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { WEB_ERROR_EVENT, type WebErrorReport } from '../errors/webError';
import { useWebsite } from '../SiteContext';
import { consentedToolsAtom } from './consentedToolsAtom';
import { bindConsentTools } from './consentTools';
import { sendConsentBeats } from './sendConsentBeats';
import { siteDeviceOptions, siteTrackerOptions } from './siteTrackerOptions';
import { withoutTrackingIdParam } from './trackingIdInUrl';

/** Removes `nmtid` from the address bar once the tracking host has stored it in its cookie. */
function tidyTrackingIdParam(win: Window): void {
  const clean = withoutTrackingIdParam(
    win.location.href,
    documentCookieJar(win.document).get(trackingIdName),
  );
  if (clean) win.history.replaceState(win.history.state, '', clean);
}

/** Clicks, `[data-track-section]` visibility per page, shell web errors, consent beats and consent-gated tools. */
function SiteObservers({ tracker }: { tracker: Tracker }) {
  const router = useRouter();
  const website = useWebsite();
  const setConsentedTools = useSetAtom(consentedToolsAtom);
  useClickTracking();

  useEffect(() => {
    let disconnect = observeSections(document, tracker.sectionView, window);
    const unsubscribe = router.subscribe('onResolved', () => {
      disconnect();
      disconnect = observeSections(document, tracker.sectionView, window);
    });
    return () => {
      unsubscribe();
      disconnect();
    };
  }, [router, tracker]);

  useEffect(() => {
    const onWebError = (event: Event) => {
      const detail = (event as CustomEvent<WebErrorReport>).detail;
      if (detail) tracker.webError(detail.errMessage, detail.errCode);
    };
    window.addEventListener(WEB_ERROR_EVENT, onWebError);
    return () => window.removeEventListener(WEB_ERROR_EVENT, onWebError);
  }, [tracker]);

  useEffect(() => {
    if (tracker.getSnapshot().crawler) return;
    const stopBeats = sendConsentBeats({
      events: window,
      storage: safeStorage(() => window.localStorage),
      tracker,
    });
    const stopTools = bindConsentTools({
      website,
      win: window,
      tracker,
      onApplied: (loaders, setting) => setConsentedTools({ loaders, setting }),
    });
    return () => {
      stopBeats();
      stopTools();
      setConsentedTools(null);
    };
  }, [website, tracker, setConsentedTools]);

  return null;
}

/** The tracker of the running site, loaded after hydration as its own chunk. */
export default function TrackingRuntime() {
  const website = useWebsite();
  const [tracker] = useState(() => {
    tidyTrackingIdParam(window);
    return createTracker(siteTrackerOptions(website, window));
  });
  const [device] = useState(() => siteDeviceOptions(window));
  return (
    <TrackerProvider tracker={tracker} device={device}>
      <RoutePageViews />
      <SiteObservers tracker={tracker} />
    </TrackerProvider>
  );
}
