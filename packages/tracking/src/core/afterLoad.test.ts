import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAfterLoad } from './afterLoad';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  return {
    document: { readyState },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => clearTimeout(handle as never),
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    load: () => target.dispatchEvent(new Event('load')),
    visitor: (type: string) => target.dispatchEvent(new Event(type)),
  } as unknown as Window & { load: () => void; visitor: (type: string) => void };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runAfterLoad', () => {
  it('waits for the load event, then the next idle moment', () => {
    const win = fakeWindow('interactive');
    const callback = vi.fn();
    runAfterLoad(win, callback);
    vi.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();
    win.load();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    win.load();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['at once on a page that has already loaded', 'complete', false],
    ['from the load event on a page still loading', 'loading', true],
  ] as const)('counts the delay %s', (_, readyState, loadsLater) => {
    const win = fakeWindow(readyState);
    const callback = vi.fn();
    runAfterLoad(win, callback, { delayMs: 3000 });
    if (loadsLater) {
      vi.advanceTimersByTime(5000);
      win.load();
    }
    vi.advanceTimersByTime(2999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    // then the next task (no idle callbacks here)
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before the load, during the delay and before the idle moment', () => {
    const beforeLoad = fakeWindow('loading');
    const first = vi.fn();
    runAfterLoad(beforeLoad, first)();
    beforeLoad.load();
    vi.advanceTimersByTime(0);
    expect(first).not.toHaveBeenCalled();

    const during = fakeWindow('complete');
    const second = vi.fn();
    const cancelSecond = runAfterLoad(during, second, { delayMs: 1000 });
    vi.advanceTimersByTime(500);
    cancelSecond();
    vi.advanceTimersByTime(1000);
    expect(second).not.toHaveBeenCalled();

    const idle = fakeWindow('complete');
    const third = vi.fn();
    const cancelThird = runAfterLoad(idle, third, { delayMs: 1000 });
    vi.advanceTimersByTime(1000);
    cancelThird();
    vi.advanceTimersByTime(0);
    expect(third).not.toHaveBeenCalled();
  });

  it("waits for a pause in the visitor's typing and tapping when asked to", () => {
    const win = fakeWindow('complete');
    const callback = vi.fn();
    runAfterLoad(win, callback, { delayMs: 1000, quietMs: 2000 });
    vi.advanceTimersByTime(1000);
    // Keys and taps every 500 ms hold it off, however long they go on.
    for (const type of ['keydown', 'input', 'pointerdown', 'keydown', 'input', 'pointerdown']) {
      vi.advanceTimersByTime(500);
      win.visitor(type);
    }
    vi.advanceTimersByTime(1999);
    expect(callback).not.toHaveBeenCalled();
    // 2 s without input, then the next idle moment (the next task here).
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    // Once run, later input changes nothing.
    win.visitor('keydown');
    vi.advanceTimersByTime(5000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled while it waits for the pause', () => {
    const win = fakeWindow('complete');
    const callback = vi.fn();
    const cancel = runAfterLoad(win, callback, { quietMs: 2000 });
    vi.advanceTimersByTime(1000);
    win.visitor('keydown');
    cancel();
    vi.advanceTimersByTime(5000);
    expect(callback).not.toHaveBeenCalled();
  });
});
