// One page load as a shopper on a mid-range phone gets it: Lighthouse's mobile throttling applied
// through the DevTools protocol (4x slower CPU, 150 ms round trips, 1.6 Mbps down), the whole load
// observed: every document, every script fetched until the load event plus two seconds (the bytes
// the server sends for each, read from the build), and the layout shift of the whole load. Shared
// by `pnpm bench` and the e2e suite, which asserts the budgets on the same numbers.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/** How long after the load event fetched scripts still count (what a page loads as it settles). */
export const AFTER_LOAD_MS = 2_000;

/** Throttles `page` as SLOW_PHONE says, before its first navigation. */
export async function throttleAsSlowPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}

/**
 * The bytes the server sends for a built file of the site, by its path, to a browser that takes
 * gzip: the build's `.gz` twin when it has one (`precompress.mjs`), else the file as it is (the
 * server sends files without a twin uncompressed). Missing files count 0.
 */
export function servedGzipSize(clientDir, pathname) {
  const file = join(clientDir, decodeURIComponent(pathname));
  if (!file.startsWith(clientDir)) return 0;
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : 0;
}

/**
 * The LCP of a load from its candidates (the last one counts), as `{ ms, element }`: the time on
 * the page's clock and what the element is (tag, id, class, text or image address, size in px²
 * and its box).
 */
export function largestContentfulPaint(candidates) {
  const last = candidates.at(-1);
  if (!last) return undefined;
  const { startTime, renderTime, loadTime, ...element } = last;
  return { ms: Math.round(startTime), element };
}

/** Records every layout shift that no input caused, with the elements that moved. */
function recordLayoutShifts() {
  const shifts = [];
  window.__shopLayoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources ?? []).map((source) => {
        const node = source.node;
        return node?.nodeName ? `${node.nodeName.toLowerCase()}.${node.className || ''}` : '?';
      });
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Records the page's largest contentful paint candidates; the last one before any input is the
 * LCP. Kept with what the element is, read when the entry comes (the element may go later).
 */
function recordLargestContentfulPaint() {
  if (window !== window.top) return;
  const candidates = [];
  window.__shopLcp = candidates;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const text = element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      candidates.push({
        startTime: entry.startTime,
        renderTime: entry.renderTime,
        loadTime: entry.loadTime,
        size: entry.size,
        url: entry.url,
        tag: element?.localName ?? '',
        id: element?.id || entry.id || '',
        className: typeof element?.className === 'string' ? element.className : '',
        text: entry.url ? '' : text.slice(0, 80),
        box: element
          ? (({ width, height }) => ({ width: Math.round(width), height: Math.round(height) }))(
              element.getBoundingClientRect(),
            )
          : undefined,
      });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Loads `url` in a new page of `context` on the slow phone and waits until it has settled.
 * Resolves with the documents requested (a tracking bounce shows as more than one), the scripts
 * whose fetch started before load + AFTER_LOAD_MS with their gzip size from `clientDir`, their
 * sum, the cumulative layout shift of the whole load with each shift, and the largest
 * contentful paint with its element.
 */
export async function measureSlowPhoneVisit({ context, url, clientDir, settleMs = 1_000 }) {
  const page = await context.newPage();
  try {
    await throttleAsSlowPhone(page);
    await page.addInitScript(recordLayoutShifts);
    await page.addInitScript(recordLargestContentfulPaint);
    const documents = [];
    const scripts = [];
    let cutoff = Number.POSITIVE_INFINITY;
    const origin = new URL(url).origin;
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
        documents.push(request.url());
      }
      if (request.resourceType() === 'script' && Date.now() <= cutoff) scripts.push(request.url());
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    cutoff = Date.now() + AFTER_LOAD_MS;
    await page.waitForTimeout(AFTER_LOAD_MS);
    cutoff = Date.now();
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await page.waitForTimeout(settleMs);
    const shifts = await page.evaluate(() => window.__shopLayoutShifts ?? []);
    const lcp = largestContentfulPaint(await page.evaluate(() => window.__shopLcp ?? []));
    const sized = scripts.map((scriptUrl) => {
      const { origin: scriptOrigin, pathname } = new URL(scriptUrl);
      return { path: pathname, gzip: scriptOrigin === origin ? servedGzipSize(clientDir, pathname) : 0 };
    });
    return {
      documents,
      scripts: sized,
      jsGzip: sized.reduce((sum, script) => sum + script.gzip, 0),
      cls: Number(shifts.reduce((sum, shift) => sum + shift.value, 0).toFixed(4)),
      shifts,
      ...(lcp ? { lcp } : {}),
    };
  } finally {
    await page.close();
  }
}
