import { runWhenIdle } from './idleCallback';

type LoadWindow = Pick<Window, 'setTimeout' | 'clearTimeout' | 'addEventListener' | 'removeEventListener'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> & {
    document: Pick<Document, 'readyState'>;
  };

export interface AfterLoadOptions {
  /** A further wait after the `load` event, before asking for an idle moment. */
  delayMs?: number;
  /**
   * After the delay, wait until the visitor has neither typed nor tapped for this long: work that
   * holds the main thread for a while then never lands between two of their keys.
   */
  quietMs?: number;
}

/** The inputs a visitor waits on an answer to; a pause in them is a moment for long work. */
const VISITOR_INPUTS = ['keydown', 'pointerdown', 'input'] as const;

/** Calls `callback` once no visitor input has come for `quietMs`; returns the cancel. */
function whenQuiet(win: LoadWindow, quietMs: number, callback: () => void): () => void {
  let handle = win.setTimeout(done, quietMs);
  const restart = () => {
    win.clearTimeout(handle);
    handle = win.setTimeout(done, quietMs);
  };
  const listen = { capture: true, passive: true } as const;
  const stop = () => {
    win.clearTimeout(handle);
    for (const type of VISITOR_INPUTS) win.removeEventListener(type, restart, listen);
  };
  function done() {
    stop();
    callback();
  }
  for (const type of VISITOR_INPUTS) win.addEventListener(type, restart, listen);
  return stop;
}

/**
 * Runs `callback` once the page has loaded (the window's `load` event, so its images are in),
 * `delayMs` later, after `quietMs` without the visitor's input, in an idle moment: work that no
 * visitor waits for stays out of the page's loading, its first paints and their typing. Returns
 * the cancel.
 */
export function runAfterLoad(
  win: LoadWindow,
  callback: () => void,
  options: AfterLoadOptions = {},
): () => void {
  const { delayMs = 0, quietMs = 0 } = options;
  let cancel: () => void = () => {};
  const whenIdle = () => {
    if (quietMs <= 0) {
      cancel = runWhenIdle(win, callback);
      return;
    }
    cancel = whenQuiet(win, quietMs, () => {
      cancel = runWhenIdle(win, callback);
    });
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
