import { isCrawler, runAfterLoad } from '@shop/tracking';
import { lazy, Suspense, useEffect, useState } from 'react';

const TrackingRuntime = lazy(() => import('./TrackingRuntime'));

/**
 * Visit tracking for the site. Nothing of it is in the page's first download: once the page has
 * loaded (its images too, so tracking never competes with the largest paint), in an idle moment
 * after hydration, the tracker's chunk is imported and started (SPEC §4 timings apply from there).
 * Crawlers are never tracked (SPEC §6), so they do not download that chunk at all.
 */
export function SiteTracking() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (isCrawler(navigator.userAgent)) return;
    return runAfterLoad(window, () => setStarted(true));
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <TrackingRuntime />
    </Suspense>
  );
}
