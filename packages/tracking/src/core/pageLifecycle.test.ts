import { describe, expect, it, vi } from 'vitest';
import { bindPageLifecycle } from './pageLifecycle';

describe('bindPageLifecycle', () => {
  it('flushes on pagehide and online, reports focus changes, and unbinds', () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const tracker = {
      flush: vi.fn(async () => {}),
      flushOnExit: vi.fn(),
      focusIn: vi.fn(),
      focusOut: vi.fn(),
    };
    const unbind = bindPageLifecycle(win, doc, tracker);
    win.dispatchEvent(new Event('pagehide'));
    win.dispatchEvent(new Event('online'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(
      [tracker.flushOnExit, tracker.flush, tracker.focusOut, tracker.focusIn].map(
        (fn) => fn.mock.calls.length,
      ),
    ).toEqual([1, 1, 1, 1]);
    unbind();
    win.dispatchEvent(new Event('pagehide'));
    expect(tracker.flushOnExit).toHaveBeenCalledTimes(1);
  });
});
