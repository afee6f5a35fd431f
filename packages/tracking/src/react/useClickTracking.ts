import { useEffect } from 'react';
import { bindClickTracking } from '../core/clickTracking';
import { useTracker } from './useTracker';

/** Sends CLICK `{ id, type, text }` for clicks on links, buttons and `[data-track]` anywhere. */
export function useClickTracking(): void {
  const tracker = useTracker();
  useEffect(() => bindClickTracking(document, tracker.click), [tracker]);
}
