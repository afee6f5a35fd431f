export interface PerformanceTiming {
  /** Time to first byte, ms from navigation start. */
  ttfb: number;
  /** Until the end of the load event, ms from navigation start. */
  pageLoad: number;
}

type TimingWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  performance: Pick<Performance, 'getEntriesByType'>;
};

function readTiming(win: TimingWindow): PerformanceTiming | undefined {
  const [entry] = win.performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (!entry || entry.loadEventEnd <= 0) return undefined;
  return {
    ttfb: Math.round(entry.responseStart - entry.startTime),
    pageLoad: Math.round(entry.loadEventEnd - entry.startTime),
  };
}

/**
 * Navigation timing once the page has loaded; undefined when the browser has no navigation entry.
 * `loadEventEnd` is only filled after the load handlers return, hence the extra task.
 */
export function measurePerformance(win: TimingWindow): Promise<PerformanceTiming | undefined> {
  return new Promise((resolve) => {
    const read = () => win.setTimeout(() => resolve(readTiming(win)), 0);
    if (win.document.readyState === 'complete') {
      read();
      return;
    }
    const onLoad = () => {
      win.removeEventListener('load', onLoad);
      read();
    };
    win.addEventListener('load', onLoad);
  });
}
