import { EARLY_CLICK_EVENT, hasEarlyClicks } from './earlyClicks';

/**
 * The signs that a shopper is about to use a part of the page: a pointer over it or pressing it,
 * a touch, focus moving into it, a key pressed in it, or a click the early-clicks script kept
 * there. Any of them comes before the click it leads to, so the part's code is on its way by then.
 */
export const USE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'focusin',
  'keydown',
  EARLY_CLICK_EVENT,
] as const;

/** What else, besides a sign of use in it, asks for a region's code. */
export interface RegionUseSignals {
  /** When one of these events reaches the window (a request another part of the page makes of it). */
  windowEvents?: readonly string[];
}

/**
 * Calls `onWanted` once, at the first sign that `region` is wanted: at once when a click there
 * already waits for its code. Returns the function that stops watching.
 */
export function watchRegionUse(
  win: Window,
  region: Element,
  signals: RegionUseSignals,
  onWanted: () => void,
): () => void {
  let watching = true;
  const stops: Array<() => void> = [];
  const stop = () => {
    watching = false;
    for (const each of stops.splice(0)) each();
  };
  const wanted = () => {
    if (!watching) return;
    stop();
    onWanted();
  };
  if (hasEarlyClicks(win, region)) {
    onWanted();
    return () => {};
  }
  // Heard on the window as the event starts out: React stops events aimed at a part it has not
  // hydrated yet at the page's root, before they would reach the region.
  const inRegion = (event: Event) => {
    if (region.contains(event.target as Node | null)) wanted();
  };
  for (const type of USE_EVENTS) {
    win.addEventListener(type, inRegion, { capture: true, passive: true });
    stops.push(() => win.removeEventListener(type, inRegion, { capture: true }));
  }
  for (const type of signals.windowEvents ?? []) {
    win.addEventListener(type, wanted);
    stops.push(() => win.removeEventListener(type, wanted));
  }
  return stop;
}
