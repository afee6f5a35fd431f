import type { BrowserContext, Page } from 'playwright';
import type { LcpElement } from './report.mjs';

export declare const SLOW_PHONE: {
  cpuSlowdown: number;
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
};
export declare const AFTER_LOAD_MS: number;
export declare function throttleAsSlowPhone(page: Page): Promise<void>;
export declare function builtGzipSize(clientDir: string, pathname: string): number;

export interface LayoutShift {
  value: number;
  at: number;
  sources: string[];
}

export interface SlowPhoneVisit {
  documents: string[];
  scripts: Array<{ path: string; gzip: number }>;
  jsGzip: number;
  cls: number;
  shifts: LayoutShift[];
  lcp?: { ms: number; element: LcpElement };
}

export declare function largestContentfulPaint(
  candidates: Array<LcpElement & { startTime: number; renderTime: number; loadTime: number }>,
): { ms: number; element: LcpElement } | undefined;

export declare function measureSlowPhoneVisit(options: {
  context: BrowserContext;
  url: string;
  clientDir: string;
  settleMs?: number;
}): Promise<SlowPhoneVisit>;
