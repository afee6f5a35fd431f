/** SPEC §9: hash links stop 100 px above their target. */
const HASH_SCROLL_OFFSET_PX = 100;
/** SPEC §9: while the page settles, the scroll is corrected again after 100 ms and 500 ms. */
const SCROLL_SMOOTHING_WAITS_MS = [100, 500] as const;

export const MISSING_SCROLL_TARGET = 'Attempt to scroll to non-existent element';

export interface HashScrollOptions {
  doc: Pick<Document, 'getElementById'>;
  win: Pick<Window, 'scrollY' | 'scrollTo' | 'matchMedia'>;
  /** Room left above the target so the sticky header does not cover it. */
  offset?: number;
  onMissing?: (message: string) => void;
}

/** The element id a `#hash` names, or null for an empty hash. */
export function hashTargetId(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The scroll position that puts an element `offset` px below the top of the viewport. */
export function hashScrollTop(elementTop: number, scrollY: number, offset = HASH_SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

/**
 * Scrolls smoothly to the element a hash link names, 100 px below the top; jumps instead of
 * gliding when the shopper prefers reduced motion. Returns false when there is no such element.
 */
export function scrollToHash(hash: string, options: HashScrollOptions): boolean {
  const id = hashTargetId(hash);
  if (!id) return false;
  const element = options.doc.getElementById(id);
  if (!element) {
    options.onMissing?.(MISSING_SCROLL_TARGET);
    return false;
  }
  const reduceMotion = options.win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  options.win.scrollTo({
    top: hashScrollTop(element.getBoundingClientRect().top, options.win.scrollY, options.offset),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
  return true;
}

/**
 * Scrolls to a page's hash target as the page loads, then again after each of SPEC §9's smoothing
 * waits (100 ms and 500 ms): images and late parts above the target move it while the page
 * settles. A missing target is reported once. Returns the function that cancels the later scrolls.
 */
export function scrollToHashAsPageSettles(
  hash: string,
  options: HashScrollOptions & { timers: Pick<Window, 'setTimeout' | 'clearTimeout'> },
  waits: readonly number[] = SCROLL_SMOOTHING_WAITS_MS,
): () => void {
  const { timers, ...scroll } = options;
  if (!scrollToHash(hash, scroll)) return () => {};
  const { onMissing: _reported, ...again } = scroll;
  const handles = waits.map((wait) => timers.setTimeout(() => scrollToHash(hash, again), wait));
  return () => {
    for (const handle of handles) timers.clearTimeout(handle);
  };
}
