import { createContext, useContext } from 'react';
import type { AbVariant } from '../core/abTest';
import type { SectionObserver } from '../core/sectionObserver';
import type { Tracker } from '../core/tracker';

export interface TrackerContextValue {
  tracker: Tracker;
  /** The variant the server rendered with, so hydration and the first client render agree. */
  initialVariant: AbVariant | undefined;
  /** Sends a page view and arms the hit-bottom watcher for the new page. */
  pageView(fullPath: string, referer: string): void;
  /** The shared section observer, created on first use (client only). */
  sections(): SectionObserver;
}

export const TrackerContext = createContext<TrackerContextValue | null>(null);

export function useTrackerContext(): TrackerContextValue {
  const value = useContext(TrackerContext);
  if (!value) throw new Error('Tracking hooks must be used inside <TrackerProvider>.');
  return value;
}
