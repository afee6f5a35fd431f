import { useCallback } from 'react';
import type { TrackingAction } from '../core/actions';
import { useTracker } from './useTracker';

/** A `track(action, data)` callback that keeps its identity for the life of the tracker. */
export function useTrack(): (action: TrackingAction, data?: Record<string, unknown>) => void {
  const tracker = useTracker();
  return useCallback((action, data) => tracker.track(action, data), [tracker]);
}
