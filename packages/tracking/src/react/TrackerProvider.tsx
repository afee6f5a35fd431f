import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { AbVariant } from '../core/abTest';
import { bindActivity } from '../core/activity';
import { runAfterLoad } from '../core/afterLoad';
import { type DeviceIdentityOptions, identifyDevice } from '../core/deviceIdentity';
import { type HitBottomWatcher, watchHitBottom } from '../core/hitBottom';
import { runWhenIdle } from '../core/idleCallback';
import { bindPageLifecycle } from '../core/pageLifecycle';
import { measurePerformance } from '../core/performanceTiming';
import { createSectionObserver, type SectionObserver } from '../core/sectionObserver';
import type { Tracker } from '../core/tracker';
import { TrackerContext, type TrackerContextValue } from './TrackerContext';

/** How long after the page's `load` event the device is identified (in the next idle moment). */
export const DEVICE_IDENTITY_DELAY_MS = 3000;
/** How long the visitor must not have typed or tapped before fingerprinting starts. */
export const DEVICE_IDENTITY_QUIET_MS = 2000;

export interface TrackerProviderProps {
  tracker: Tracker;
  /** The A/B variant the server chose from the cookie; rendered until the tracker knows better. */
  initialVariant?: AbVariant;
  /** When given, the device is identified (fingerprint, device call) once tracking has started. */
  device?: Omit<DeviceIdentityOptions, 'tracker'>;
  children?: ReactNode;
}

/**
 * Provides the tracker and starts it after hydration, in an idle moment, so tracking never
 * competes with the first render: session activity, page lifecycle, hit-bottom, performance
 * are all bound then and released on unmount; device identity (optional) follows once the page
 * has loaded and settled.
 */
export function TrackerProvider({ tracker, initialVariant, device, children }: TrackerProviderProps) {
  const hitBottom = useRef<HitBottomWatcher | undefined>(undefined);
  const sectionObserver = useRef<SectionObserver | undefined>(undefined);
  const deviceOptions = useRef(device);
  deviceOptions.current = device;

  useEffect(() => {
    let active = true;
    const cleanups: Array<() => void> = [];
    const cancelIdle = runWhenIdle(window, () => {
      cleanups.push(tracker.start());
      cleanups.push(bindActivity(window, tracker.touch, { now: Date.now }));
      cleanups.push(bindPageLifecycle(window, document, tracker));
      const watcher = watchHitBottom(window, tracker.hitBottom);
      hitBottom.current = watcher;
      cleanups.push(watcher.stop);
      void measurePerformance(window).then((timing) => {
        if (active && timing) tracker.performance(timing);
      });
      const deviceConfig = deviceOptions.current;
      if (deviceConfig) {
        // Fingerprinting holds the main thread for a few hundred milliseconds in one long task
        // (300-450 ms on a slow phone), so it waits until the page has settled and then for a
        // pause in the visitor's typing and tapping, instead of delaying their next key.
        cleanups.push(
          runAfterLoad(window, () => void identifyDevice({ ...deviceConfig, tracker }), {
            delayMs: DEVICE_IDENTITY_DELAY_MS,
            quietMs: DEVICE_IDENTITY_QUIET_MS,
          }),
        );
      }
    });
    return () => {
      active = false;
      cancelIdle();
      for (const cleanup of cleanups) cleanup();
      hitBottom.current = undefined;
      sectionObserver.current?.disconnect();
      sectionObserver.current = undefined;
    };
  }, [tracker]);

  const value = useMemo<TrackerContextValue>(
    () => ({
      tracker,
      initialVariant,
      pageView: (fullPath, referer) => {
        hitBottom.current?.reset();
        tracker.pageView(fullPath, referer);
      },
      sections: () => {
        sectionObserver.current ??= createSectionObserver(window, tracker.sectionView);
        return sectionObserver.current;
      },
    }),
    [tracker, initialVariant],
  );

  return <TrackerContext.Provider value={value}>{children}</TrackerContext.Provider>;
}
