import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measurePerformance } from './performanceTiming';

function fakeWindow(readyState: DocumentReadyState, entries: Array<Partial<PerformanceNavigationTiming>>) {
  const events = new EventTarget();
  return Object.assign(events, {
    document: { readyState },
    performance: { getEntriesByType: () => entries as PerformanceEntryList },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  }) as unknown as Parameters<typeof measurePerformance>[0] & EventTarget;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('measurePerformance', () => {
  it('waits for load, then reads ttfb and pageLoad from navigation timing', async () => {
    const entry = { startTime: 0, responseStart: 120.4, loadEventEnd: 0 };
    const win = fakeWindow('interactive', [entry]);
    const result = vi.fn();
    void measurePerformance(win).then(result);
    await vi.advanceTimersByTimeAsync(10);
    expect(result).not.toHaveBeenCalled();
    entry.loadEventEnd = 1530.6;
    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    expect(result).toHaveBeenCalledWith({ ttfb: 120, pageLoad: 1531 });
  });

  it('reads at once after load and gives undefined without a navigation entry', async () => {
    const loaded = measurePerformance(
      fakeWindow('complete', [{ startTime: 0, responseStart: 80, loadEventEnd: 900 }]),
    );
    const missing = measurePerformance(fakeWindow('complete', []));
    await vi.advanceTimersByTimeAsync(0);
    await expect(loaded).resolves.toEqual({ ttfb: 80, pageLoad: 900 });
    await expect(missing).resolves.toBeUndefined();
  });
});
