/** The longest wait for an idle moment. */
export const IDLE_TIMEOUT_MS = 3000;

type IdleWindow = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** Runs `callback` when the main thread is idle (Safari has no idle callback: next task); returns the cancel. */
export function runWhenIdle(win: IdleWindow, callback: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(() => callback(), { timeout });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, 0);
  return () => win.clearTimeout(handle);
}
