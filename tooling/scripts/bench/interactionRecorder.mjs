// What the page itself records of each interaction, injected before any of the site's scripts:
// every Event Timing entry of an interaction (the browser reports those of 16 ms and more), the
// long animation frames with their scripts (to name the code behind a slow one), the element each
// input landed on, and the web-vitals library's INP with its attribution.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The name of the binding through which the page hands its records to the bench. */
export const REPORT_BINDING = '__shopBenchReport';

/**
 * Runs in the page (serialised by Playwright: it may use nothing from this module). Records are
 * batched and handed to `window[binding]` from the observers' callbacks, so nothing extra runs
 * inside an event's own processing but the note of its target.
 */
function recordInteractions(binding) {
  // Frames (a carrier's map, a tracking pixel) are not the form.
  if (window !== window.top) return;
  const pending = [];
  const flush = () => {
    if (pending.length === 0 || typeof window[binding] !== 'function') return;
    window[binding](pending.splice(0));
  };
  const clock = () => performance.timeOrigin;
  const describe = (node) => {
    if (!(node instanceof Element)) return '';
    const id = node.id ? `#${node.id}` : '';
    const name = node.getAttribute('name') ? `[name=${node.getAttribute('name')}]` : '';
    const role = node.getAttribute('role') ? `[role=${node.getAttribute('role')}]` : '';
    const labelled =
      node.getAttribute('aria-label') ?? node.labels?.[0]?.textContent ?? node.textContent ?? '';
    const text = labelled.replace(/\s+/g, ' ').trim().slice(0, 48);
    return `${node.localName}${id}${name}${role}${text ? ` "${text}"` : ''}`;
  };
  // The target as it was when the input came: a continue button may be gone by the time the
  // entry is observed, and the entry's own target is then null.
  for (const type of ['pointerdown', 'keydown', 'click']) {
    window.addEventListener(
      type,
      (event) => {
        pending.push({
          kind: 'target',
          type,
          timeOrigin: clock(),
          timeStamp: event.timeStamp,
          target: describe(event.target),
        });
      },
      { capture: true, passive: true },
    );
  }
  const observe = (type, options, toRecord) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const record = toRecord(entry);
          if (record) pending.push({ kind: type, timeOrigin: clock(), ...record });
        }
        flush();
      }).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser lacks: the report shows what is there.
    }
  };
  const eventRecord = (entry) =>
    entry.interactionId
      ? {
          name: entry.name,
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          target: describe(entry.target),
        }
      : undefined;
  observe('event', { durationThreshold: 16 }, eventRecord);
  // Reported whatever its duration: the first input is the one a loading page answers slowest.
  observe('first-input', {}, (entry) => ({
    name: entry.name,
    interactionId: entry.interactionId,
    startTime: entry.startTime,
    duration: entry.duration,
    processingStart: entry.processingStart,
    processingEnd: entry.processingEnd,
    target: describe(entry.target),
  }));
  observe('long-animation-frame', {}, (entry) => ({
    startTime: entry.startTime,
    duration: entry.duration,
    blockingDuration: entry.blockingDuration,
    renderStart: entry.renderStart,
    styleAndLayoutStart: entry.styleAndLayoutStart,
    scripts: (entry.scripts ?? []).map((script) => ({
      invoker: script.invoker,
      invokerType: script.invokerType,
      sourceURL: script.sourceURL,
      sourceFunctionName: script.sourceFunctionName,
      sourceCharPosition: script.sourceCharPosition,
      startTime: script.startTime,
      duration: script.duration,
      forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
    })),
  }));
  const webVitals = window.webVitals;
  webVitals?.onINP(
    (metric) => {
      const a = metric.attribution;
      const longest = a.longestScript;
      pending.push({
        kind: 'inp',
        timeOrigin: clock(),
        value: metric.value,
        interactionTarget: a.interactionTarget,
        interactionType: a.interactionType,
        interactionTime: a.interactionTime,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        loadState: a.loadState,
        longestScript: longest
          ? {
              subpart: longest.subpart,
              intersectingDuration: longest.intersectingDuration,
              invoker: longest.entry.invoker,
              sourceURL: longest.entry.sourceURL,
              sourceFunctionName: longest.entry.sourceFunctionName,
              duration: longest.entry.duration,
            }
          : undefined,
        totalScriptDuration: a.totalScriptDuration,
        totalStyleAndLayoutDuration: a.totalStyleAndLayoutDuration,
        totalPaintDuration: a.totalPaintDuration,
      });
      flush();
    },
    { reportAllChanges: true, durationThreshold: 0 },
  );
  window.__shopBenchFlush = flush;
}

let webVitalsSource;

/** The web-vitals attribution build that defines `window.webVitals` (its IIFE bundle). */
function webVitalsIife() {
  // The package exports no path to it: it sits beside the attribution build's CommonJS file.
  const attributionBuild = createRequire(import.meta.url).resolve('web-vitals/attribution');
  webVitalsSource ??= readFileSync(join(dirname(attributionBuild), 'web-vitals.attribution.iife.js'), 'utf8');
  return webVitalsSource;
}

/**
 * Installs the recorder on `page` before its first navigation; `onRecords` receives each batch
 * (records of `kind` target, event, first-input, long-animation-frame and inp, each with the
 * document's `timeOrigin`, so records of two documents still share one clock).
 */
export async function installInteractionRecorder(page, onRecords) {
  await page.exposeFunction(REPORT_BINDING, (records) => onRecords(records));
  // Playwright runs an init script in a scope of its own: the bundle's top-level `var` is not global.
  await page.addInitScript({ content: `${webVitalsIife()}\nwindow.webVitals = webVitals;` });
  await page.addInitScript(recordInteractions, REPORT_BINDING);
}

/** Hands over what the page holds but has not reported yet. */
export async function flushInteractionRecorder(page) {
  await page.evaluate(() => window.__shopBenchFlush?.()).catch(() => {});
}
