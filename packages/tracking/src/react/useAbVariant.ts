import { useSyncExternalStore } from 'react';
import type { AbVariant } from '../core/abTest';
import { useTrackerContext } from './TrackerContext';

/**
 * The visitor's A/B variant. Hydration uses the provider's `initialVariant` (the server's pick),
 * so variant-dependent markup such as the home page phone number never flickers.
 */
export function useAbVariant(): AbVariant {
  const { tracker, initialVariant } = useTrackerContext();
  return useSyncExternalStore(
    tracker.subscribe,
    () => tracker.getSnapshot().variant?.variant ?? initialVariant ?? 'a',
    () => initialVariant ?? tracker.getSnapshot().variant?.variant ?? 'a',
  );
}
