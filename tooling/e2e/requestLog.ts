import type { Page, Request } from '@playwright/test';

export interface RequestLog {
  /** Requests that have started and neither finished nor failed yet. */
  readonly inFlight: Set<Request>;
  /** Requests started since the list was last replaced. */
  startedSince: Request[];
  /** When a request last started, finished or failed (ms since the epoch). */
  lastActivity: number;
}

/** Follows the page's requests, so a wait can tell when they stop and a page that never settles can say why. */
export function requestLog(page: Page): RequestLog {
  const log: RequestLog = { inFlight: new Set(), startedSince: [], lastActivity: Date.now() };
  page.on('request', (request) => {
    log.inFlight.add(request);
    log.startedSince.push(request);
    log.lastActivity = Date.now();
  });
  const done = (request: Request) => {
    log.inFlight.delete(request);
    log.lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return log;
}

const QUIET_MS = 500;
const SETTLE_TIMEOUT_MS = 15_000;

/**
 * Waits for the document's `load`, then for half a second without a request in flight, judged by the
 * requests the page itself reported; with `quietFrom`, the half second counts from then at the
 * earliest (after a scroll or a tap, whose requests may start a moment later). Playwright's own
 * `networkidle` is not the judge here: it once waited 15 s on a page that had no request in flight
 * and started none, and once reached it resolves at once, whatever the page fetches afterwards.
 */
export async function settled(page: Page, log: RequestLog, { quietFrom = 0 } = {}): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  await page.waitForLoadState('load', { timeout: SETTLE_TIMEOUT_MS });
  while (log.inFlight.size > 0 || Date.now() - Math.max(log.lastActivity, quietFrom) < QUIET_MS) {
    if (Date.now() > deadline)
      throw new Error(`no ${QUIET_MS} ms without requests in ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until the page's start-up work is over: the build manifest, the last thing a page fetches
 * as it starts (SPEC §9: about 1 s after start), has been requested, and the page has then
 * `settled`. A check that something was not fetched waits for this, not for a fixed time.
 */
export async function startUpDone(page: Page, log: RequestLog): Promise<void> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (!log.startedSince.some((request) => new URL(request.url()).pathname.startsWith('/_build/meta/'))) {
    if (Date.now() > deadline) throw new Error(`no build manifest requested in ${SETTLE_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await settled(page, log);
}
