import { useSyncExternalStore } from 'react';
import type { TrackerSnapshot } from '../core/tracker';
import { useTracker } from './useTracker';

export function useTrackerSnapshot(): TrackerSnapshot {
  const tracker = useTracker();
  return useSyncExternalStore(tracker.subscribe, tracker.getSnapshot, tracker.getSnapshot);
}
