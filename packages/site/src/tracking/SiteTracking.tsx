import { isCrawler } from '@shop/tracking';
import { lazy, Suspense, useEffect, useState } from 'react';

const TrackingRuntime = lazy(() => import('./TrackingRuntime'));

/** SPEC §9: the longest wait for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Visit tracking for the site. Nothing of it is in the page's first download: after hydration,
 * in an idle moment, the tracker's chunk is imported and started (SPEC §4 timings apply from there).
 * Crawlers are never tracked (SPEC §6), so they do not download that chunk at all.
 */
export function SiteTracking() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (isCrawler(navigator.userAgent)) return;
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(start, 0);
    return () => window.clearTimeout(handle);
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <TrackingRuntime />
    </Suspense>
  );
}
