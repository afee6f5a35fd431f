import { type ComponentType, type RefObject, Suspense, useEffect, useRef } from 'react';
import type { DeferredPart } from '../core/deferredPart';
import { EARLY_HIDE_ON_ATTRIBUTE, EARLY_REGION_ATTRIBUTE, replayEarlyClicks } from '../core/earlyClicks';
import { RenderDeferred } from './RenderDeferred';

/** Rendered after the deferred part inside its boundary, so its effect runs once the part's have. */
function ReplayWhenHydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) replayEarlyClicks(window, region.current);
  }, [region]);
  return null;
}

export interface DeferredRegionProps<P extends object> {
  part: DeferredPart<ComponentType<P>>;
  props: P;
  /** Buttons whose early tap hides the region at once (a selector), like the cookie bar's choices. */
  hideOn?: string;
}

/**
 * A deferred part of the page (`RenderDeferred` in its own `<Suspense>`) that answers taps from its
 * first paint: taps on its buttons before its code has run are kept by the early-clicks script and
 * replayed once it has hydrated. The wrapper takes no box of its own (`display: contents`).
 */
export function DeferredRegion<P extends object>({ part, props, hideOn }: DeferredRegionProps<P>) {
  const region = useRef<HTMLDivElement>(null);
  const attributes = {
    [EARLY_REGION_ATTRIBUTE]: '',
    ...(hideOn ? { [EARLY_HIDE_ON_ATTRIBUTE]: hideOn } : {}),
  };
  return (
    <div ref={region} className="site-EarlyRegion" {...attributes}>
      <Suspense fallback={null}>
        <RenderDeferred part={part} props={props} />
        <ReplayWhenHydrated region={region} />
      </Suspense>
    </div>
  );
}
