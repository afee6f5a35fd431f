import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { TRACKING_ID_PARAM } from '../core/constants';
import { usePageView } from '../react/usePageView';

interface LocationLike {
  pathname: string;
  searchStr: string;
}

function fullPathOf(location: LocationLike): string {
  return `${location.pathname}${location.searchStr}`;
}

/**
 * The page a full path names: without the `nmtid` the tracking host appends on its way back, so
 * tidying it out of the address bar afterwards is not taken for a navigation.
 */
function pageOf(fullPath: string): string {
  const [path = '', query = ''] = fullPath.split('?', 2);
  const params = new URLSearchParams(query);
  if (!params.has(TRACKING_ID_PARAM)) return fullPath;
  params.delete(TRACKING_ID_PARAM);
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Sends a page view for every resolved TanStack Router navigation, the first load included.
 * A hash-only change, a second resolve of the same path or the removal of `nmtid` from the
 * address sends nothing. The referer is the document referrer on the first page and the previous
 * page afterwards.
 */
export function usePageViews(): void {
  const router = useRouter();
  const pageView = usePageView();
  const last = useRef<{ page: string; fullPath: string } | undefined>(undefined);

  useEffect(() => {
    const send = (location: LocationLike) => {
      const fullPath = fullPathOf(location);
      const page = pageOf(fullPath);
      if (last.current && page === last.current.page) {
        last.current.fullPath = fullPath;
        return;
      }
      const referer =
        last.current === undefined ? document.referrer : `${window.location.origin}${last.current.fullPath}`;
      last.current = { page, fullPath };
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
