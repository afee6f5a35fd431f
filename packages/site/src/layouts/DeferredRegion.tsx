import {
  type ComponentType,
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { createDeferredPart, type DeferredPart } from './deferredPart';
import { EARLY_HIDE_ON_ATTRIBUTE, EARLY_REGION_ATTRIBUTE, replayEarlyClicks } from './earlyClicks';
import { RenderDeferred } from './RenderDeferred';
import { type RegionUseSignals, watchRegionUse } from './regionUse';

/** Rendered after the deferred part inside its boundary, so its effect runs once the part's have. */
function ReplayWhenHydrated({ region }: { region: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (region.current) replayEarlyClicks(window, region.current);
  }, [region]);
  return null;
}

/** When a region's code loads in a page hydrating from the server's HTML, if not with the page. */
export interface LoadOnUse extends RegionUseSignals {
  /** True when the code is wanted at once after all (read once, as the page hydrates). */
  now?: () => boolean;
}

const subscribeToNothing = () => () => {};

/** True while rendering on the server or hydrating its HTML; false in a render made in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

interface Gate<T> {
  part: DeferredPart<T>;
  open(): void;
}

/** `part`, loaded only once `open()` is called. */
function gated<T>(part: DeferredPart<T>): Gate<T> {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { part: createDeferredPart(() => opened.then(() => part.preload())), open };
}

function shallowEqual(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(a[key as keyof object], b[key as keyof object]))
  );
}

interface BoundaryProps {
  part: DeferredPart<ComponentType<object>>;
  props: object;
  region: RefObject<HTMLDivElement | null>;
}

/**
 * The part in its boundary. A boundary still showing the server's HTML that is rendered again with
 * other props drops that HTML for its fallback until the code arrives, so a render with equal props
 * stops here.
 */
const Boundary = memo(
  function Boundary({ part, props, region }: BoundaryProps) {
    return (
      <Suspense fallback={null}>
        <RenderDeferred part={part} props={props} />
        <ReplayWhenHydrated region={region} />
      </Suspense>
    );
  },
  (before, after) =>
    before.part === after.part && before.region === after.region && shallowEqual(before.props, after.props),
);

export interface DeferredRegionProps<P extends object> {
  part: DeferredPart<ComponentType<P>>;
  props: P;
  /** Buttons whose early tap hides the region at once (a selector), like the cookie bar's choices. */
  hideOn?: string;
  /** The region's name, as the value of its `data-early-region` attribute, to find it by. */
  name?: string;
  /**
   * Load the code only at the first sign of use (`watchRegionUse`) or when `now()` says so, rather
   * than with the page: the server's HTML stays painted and its taps are kept until then. Applies
   * while the page hydrates; a region first rendered in the browser loads its code at once.
   */
  loadOnUse?: LoadOnUse;
}

/**
 * A deferred part of the page (`RenderDeferred` in its own `<Suspense>`) that answers taps from its
 * first paint: taps on its buttons before its code has run are kept by the early-clicks script and
 * replayed once it has hydrated. The wrapper takes no box of its own (`display: contents`).
 */
export function DeferredRegion<P extends object>({
  part,
  props,
  hideOn,
  name = '',
  loadOnUse,
}: DeferredRegionProps<P>) {
  const region = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Decided once, in the first render: later renders keep the boundary's choice.
  const [gate] = useState(() =>
    loadOnUse && hydrating && !part.loaded() && !loadOnUse.now?.() ? gated(part) : null,
  );
  const [signals] = useState(() => loadOnUse);
  useEffect(() => {
    if (!gate || !signals || !region.current) return;
    return watchRegionUse(window, region.current, signals, gate.open);
  }, [gate, signals]);
  // Other props than the server rendered with: the region is to show them, so its code is wanted.
  const [firstProps] = useState(props);
  const propsChanged = !shallowEqual(firstProps, props);
  useEffect(() => {
    if (gate && propsChanged) gate.open();
  }, [gate, propsChanged]);
  const attributes = {
    [EARLY_REGION_ATTRIBUTE]: name,
    ...(hideOn ? { [EARLY_HIDE_ON_ATTRIBUTE]: hideOn } : {}),
  };
  return (
    <div ref={region} className="site-EarlyRegion" {...attributes}>
      <Boundary
        part={(gate?.part ?? part) as DeferredPart<ComponentType<object>>}
        props={props}
        region={region}
      />
    </div>
  );
}
