/** The bottom counts as reached within this many pixels of the end of the page. */
export const HIT_BOTTOM_THRESHOLD_PX = 50;

type ScrollWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'innerHeight' | 'scrollY'> & {
  document: { documentElement: Pick<HTMLElement, 'scrollHeight'> };
};

export interface HitBottomWatcher {
  /** Arms the watcher again; call it on every page view. */
  reset(): void;
  stop(): void;
}

export function isNearBottom(win: ScrollWindow): boolean {
  const end = win.document.documentElement.scrollHeight;
  return win.innerHeight + win.scrollY >= end - HIT_BOTTOM_THRESHOLD_PX;
}

/** Calls `onHit` the first time the visitor scrolls near the end, once until `reset`. */
export function watchHitBottom(win: ScrollWindow, onHit: () => void): HitBottomWatcher {
  let hit = false;
  const onScroll = () => {
    if (hit || !isNearBottom(win)) return;
    hit = true;
    onHit();
  };
  win.addEventListener('scroll', onScroll, { passive: true });
  return {
    reset: () => {
      hit = false;
    },
    stop: () => win.removeEventListener('scroll', onScroll),
  };
}
