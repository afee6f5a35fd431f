import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runWhenIdle } from './idleCallback';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as never),
} as unknown as Pick<Window, 'setTimeout' | 'clearTimeout'>;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('runWhenIdle', () => {
  it('asks for an idle callback with a 3000 ms timeout and can cancel it', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancelIdleCallback = vi.fn();
    const callback = vi.fn();
    const cancel = runWhenIdle({ ...timers, requestIdleCallback, cancelIdleCallback }, callback);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
    requestIdleCallback.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(callback).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to the next task without idle callbacks', () => {
    const callback = vi.fn();
    runWhenIdle(timers, callback);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    runWhenIdle(timers, cancelled)();
    vi.advanceTimersByTime(10);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
