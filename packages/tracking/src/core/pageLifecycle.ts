import type { Tracker } from './tracker';

type ListenerTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Delivery and focus wiring: `pagehide` hands queued beats to the browser, `online` retries
 * them, and visibility changes send focus out and in events. Returns the unbind.
 */
export function bindPageLifecycle(
  win: ListenerTarget,
  doc: ListenerTarget & { visibilityState: DocumentVisibilityState },
  tracker: Pick<Tracker, 'flush' | 'flushOnExit' | 'focusIn' | 'focusOut'>,
): () => void {
  const onPageHide = () => tracker.flushOnExit();
  const onOnline = () => void tracker.flush();
  const onVisibility = () => (doc.visibilityState === 'hidden' ? tracker.focusOut() : tracker.focusIn());
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('online', onOnline);
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('pagehide', onPageHide);
    win.removeEventListener('online', onOnline);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
