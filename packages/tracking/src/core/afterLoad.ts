import { runWhenIdle } from './idleCallback';

type LoadWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> & {
    document: Pick<Document, 'readyState'>;
  };

export interface AfterLoadOptions {
  /** A further wait after the `load` event, before asking for an idle moment. */
  delayMs?: number;
}

/**
 * Runs `callback` once the page has loaded (the window's `load` event, so its images are in),
 * `delayMs` later, in an idle moment: work that no visitor waits for stays out of the page's
 * loading and its first paints. Returns the cancel.
 */
export function runAfterLoad(
  win: LoadWindow,
  callback: () => void,
  options: AfterLoadOptions = {},
): () => void {
  const { delayMs = 0 } = options;
  let cancel: () => void = () => {};
  const whenIdle = () => {
    cancel = runWhenIdle(win, callback);
  };
  const afterDelay = () => {
    if (delayMs <= 0) return whenIdle();
    const handle = win.setTimeout(whenIdle, delayMs);
    cancel = () => win.clearTimeout(handle);
  };
  if (win.document.readyState === 'complete') {
    afterDelay();
  } else {
    win.addEventListener('load', afterDelay, { once: true });
    cancel = () => win.removeEventListener('load', afterDelay);
  }
  return () => cancel();
}
