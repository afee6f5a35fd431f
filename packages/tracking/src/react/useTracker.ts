import type { Tracker } from '../core/tracker';
import { useTrackerContext } from './TrackerContext';

export function useTracker(): Tracker {
  return useTrackerContext().tracker;
}
