import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTrackerContext } from './TrackerContext';

interface LocationLike {
  pathname: string;
  searchStr: string;
}

function fullPathOf(location: LocationLike): string {
  return `${location.pathname}${location.searchStr}`;
}

/**
 * Sends a page view for every resolved TanStack Router navigation, the first load included.
 * A hash-only change or a second resolve of the same path sends nothing. The referer is the
 * document referrer on the first page and the previous page afterwards.
 */
export function usePageViews(): void {
  const router = useRouter();
  const { pageView } = useTrackerContext();
  const last = useRef<string | undefined>(undefined);

  useEffect(() => {
    const send = (location: LocationLike) => {
      const fullPath = fullPathOf(location);
      if (fullPath === last.current) return;
      const referer =
        last.current === undefined ? document.referrer : `${window.location.origin}${last.current}`;
      last.current = fullPath;
      pageView(fullPath, referer);
    };
    const resolved = router.state.resolvedLocation;
    if (resolved) send(resolved);
    return router.subscribe('onResolved', (event) => send(event.toLocation));
  }, [router, pageView]);
}

/** `usePageViews` as a component, for the root route. */
export function RoutePageViews(): null {
  usePageViews();
  return null;
}
