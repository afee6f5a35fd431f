import { useToasts } from '@shop/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenFirstToast } from './firstToast';

const SiteToastRegion = lazy(() =>
  import('./SiteToastRegion').then((module) => ({ default: module.SiteToastRegion })),
);

/**
 * Mounts the toast region when the site's toast store first holds a toast. The region copies
 * the store's toasts when it mounts, so that first toast is shown and announced like any later one.
 */
export function ToastsOnDemand() {
  const store = useToasts();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (needed) return;
    return whenFirstToast(store, () => setNeeded(true));
  }, [store, needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SiteToastRegion />
    </Suspense>
  );
}
