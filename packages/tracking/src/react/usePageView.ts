import { useTrackerContext } from './TrackerContext';

/**
 * The provider's page-view sender, for any router: sends `PAGE { fullPath, referer }` and re-arms the
 * hit-bottom watcher for the new page (calling `tracker.pageView` directly would skip the latter).
 * Stable for the provider's lifetime, so it can sit in an effect's dependencies.
 */
export function usePageView(): (fullPath: string, referer: string) => void {
  return useTrackerContext().pageView;
}
