import type { CookieJar, KeyValueStorage } from '@shop/contracts/browser';
import {
  type AbAssignment,
  type AbTestConfig,
  chooseVariant,
  experimentPayload,
  storeVariant,
} from './abTest';
import type { TrackingAction } from './actions';
import { beatKey, createBeatQueue } from './beatQueue';
import { type BeatResult, postBeat, postClientError, sendBeatOnExit } from './beatTransport';
import {
  DEFAULT_ERROR_LOG_ENDPOINT,
  TRACKING_INIT_DELAY_MS,
  TRACKING_REDIRECT_DELAY_MS,
  WEB_ERROR_CODE,
} from './constants';
import { isCrawler } from './isCrawler';
import { collectLandingData, hasLandingData, writeLandingCookies } from './landingData';
import type { FetchLike, SendBeacon, Timers } from './ports';
import { stringQueryParams } from './queryParams';
import { createSessionStore, type SentFlag } from './sessionStore';
import type { DeliveryCounters, TrackingEvent } from './trackingEvent';
import { claimTrackingRedirect, readTrackingId, trackingRedirectUrl } from './trackingId';

export interface TrackerLocation {
  href: string;
  pathname: string;
  search: string;
}

export interface TrackerOptions {
  /** Website identifier sent with every beat ('sk', 'cz'). */
  site: string;
  /** Where the beats are posted: your own API's beat endpoint. */
  endpoint: string;
  errorLogEndpoint?: string;
  /** Tracking host that sets `nmtid` and redirects back; without it no redirect happens. */
  trackingHost?: string;
  abTest?: AbTestConfig;
  fetch: FetchLike;
  sendBeacon?: SendBeacon;
  storage: KeyValueStorage;
  sessionStorage: KeyValueStorage;
  cookies: CookieJar;
  timers: Timers;
  navigate: (url: string) => void;
  location: () => TrackerLocation;
  referrer: () => string;
  userAgent: () => string;
  isOnline?: () => boolean;
  now?: () => number;
  random?: () => number;
  queueCapacity?: number;
}

export interface TrackerSnapshot {
  crawler: boolean;
  /** 'idle' before `start`, 'waiting' during the init delay, 'redirecting' to the tracking host. */
  phase: 'idle' | 'waiting' | 'redirecting' | 'running';
  sessionId: string | undefined;
  trackingId: string | undefined;
  variant: AbAssignment | undefined;
  queued: number;
}

export interface ClickData {
  id: string;
  type: string;
  text: string;
}

export interface Tracker {
  /** Schedules the redirect (100 ms) or the init (200 ms); returns a stop function. */
  start(): () => void;
  track(action: TrackingAction, data?: Record<string, unknown>): void;
  pageView(fullPath: string, referer: string): void;
  click(data: ClickData): void;
  sectionView(sections: readonly string[]): void;
  /** Sends HITBOTTOM once per page view, after its PAGE beat (one reached before the first waits for it). */
  hitBottom(): void;
  focusIn(): void;
  focusOut(): void;
  performance(timing: { ttfb: number; pageLoad: number }): void;
  webError(errMessage: string, errCode?: number, errors?: unknown): void;
  /** Session activity, which keeps the session alive; pass to `bindActivity`. */
  touch(): void;
  /**
   * True the first time in this session (and marks the flag), so work such as the device call runs
   * once per session; always false for crawlers and while redirecting to the tracking host.
   */
  claimSessionFlag(flag: SentFlag): boolean;
  /** Retries queued beats that are due. */
  flush(): Promise<void>;
  /** Hands every queued beat to the browser while the page goes away (pagehide). */
  flushOnExit(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): TrackerSnapshot;
}

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => true);
  const errorLogEndpoint = options.errorLogEndpoint ?? DEFAULT_ERROR_LOG_ENDPOINT;
  const session = createSessionStore({ storage: options.storage, now, random });
  const queue = createBeatQueue({
    storage: options.storage,
    ...(options.queueCapacity ? { capacity: options.queueCapacity } : {}),
  });
  const crawler = isCrawler(options.userAgent());
  const query = stringQueryParams(options.location().search);
  const trackingId = readTrackingId(options.cookies, query);
  // Resolved at creation so the variant-dependent markup renders right the first time.
  const variant = options.abTest ? chooseVariant(options.abTest, query, options.cookies, random) : undefined;

  const listeners = new Set<() => void>();
  const inFlight = new Set<string>();
  const handles = new Set<unknown>();
  const early: Array<[TrackingAction, Record<string, unknown>]> = [];
  let phase: TrackerSnapshot['phase'] = 'idle';
  let pageViews = 0;
  /** The bottom was reached during the current page view (or before the first was recorded). */
  let bottomHit = false;
  /** Reached before the first page view was recorded: sent right after that PAGE beat. */
  let bottomWaiting = false;
  let retryHandle: unknown;
  let snapshot = buildSnapshot();

  function buildSnapshot(): TrackerSnapshot {
    const sessionId = phase === 'running' ? session.current().sessionId : undefined;
    return { crawler, phase, sessionId, trackingId, variant, queued: queue.entries().length };
  }

  function changed(): void {
    snapshot = buildSnapshot();
    for (const listener of listeners) listener();
  }

  function later(callback: () => void, ms: number): unknown {
    const handle = options.timers.setTimeout(() => {
      handles.delete(handle);
      callback();
    }, ms);
    handles.add(handle);
    return handle;
  }

  function scheduleRetry(): void {
    if (retryHandle !== undefined) options.timers.clearTimeout(retryHandle);
    retryHandle = undefined;
    const dueAt = queue.nextDueAt();
    if (dueAt === undefined || phase !== 'running') return;
    retryHandle = later(
      () => {
        retryHandle = undefined;
        void flush();
      },
      Math.max(0, dueAt - now()),
    );
  }

  function logFailure(result: Exclude<BeatResult, { ok: true }>): void {
    void postClientError(options.fetch, errorLogEndpoint, {
      site: options.site,
      status: result.status,
      message: result.message,
      url: options.location().href,
      userAgent: options.userAgent(),
      clientTime: now(),
    });
  }

  async function deliver(event: TrackingEvent, attempts: number): Promise<void> {
    const key = beatKey(event);
    if (inFlight.has(key)) return;
    if (!isOnline()) {
      queue.hold(event, attempts, now());
      return;
    }
    inFlight.add(key);
    queue.count('sent');
    const result = await postBeat(options.fetch, options.endpoint, event);
    inFlight.delete(key);
    if (result.ok) {
      queue.count('acknowledged');
      queue.remove(event);
    } else {
      // Logged on the first failure only, so a long outage does not flood the error log.
      if (attempts === 0) logFailure(result);
      queue.hold(event, attempts + 1, now());
    }
  }

  async function flush(): Promise<void> {
    const due = queue.entries().filter((entry) => entry.dueAt <= now());
    for (const entry of due) await deliver(entry.event, entry.attempts);
    scheduleRetry();
    changed();
  }

  function buildEvent(action: TrackingAction, data: Record<string, unknown>): TrackingEvent {
    const { sessionId } = session.current();
    const sequence = session.nextSequence();
    const delivery: DeliveryCounters | undefined = queue.takeCounters();
    return {
      data: { ...data, path: options.location().pathname },
      action,
      sessionId,
      clientTime: now(),
      site: options.site,
      sequence,
      ...(delivery ? { delivery } : {}),
    };
  }

  function send(action: TrackingAction, data: Record<string, unknown>): void {
    const event = buildEvent(action, data);
    void deliver(event, 0).then(() => {
      scheduleRetry();
      changed();
    });
  }

  function track(action: TrackingAction, data: Record<string, unknown> = {}): void {
    if (crawler || phase === 'redirecting') return;
    if (phase !== 'running') {
      early.push([action, data]);
      return;
    }
    send(action, data);
  }

  function init(): void {
    phase = 'running';
    session.current();
    const state = session.state();
    if (options.abTest && variant) {
      storeVariant(options.abTest, variant, options.cookies);
      if (options.abTest.running && !state.experiments.includes(options.abTest.testId)) {
        send('EXPERIMENT', { ...experimentPayload(options.abTest, variant.variant) });
        session.markExperimentSent(options.abTest.testId);
      }
    }
    const landing = collectLandingData(query);
    if (hasLandingData(landing)) {
      writeLandingCookies(options.cookies, landing);
      if (!state.sent.landing) {
        send('LANDING', { ...landing });
        session.markSent('landing');
      }
    }
    if (trackingId && !state.sent.nmtId) {
      send('NMT_ID', { nmtId: trackingId });
      session.markSent('nmtId');
    }
    if (!state.sent.loaded) {
      send('LOADED', {});
      session.markSent('loaded');
    }
    for (const [action, data] of early.splice(0)) send(action, data);
    void flush();
  }

  function redirect(url: string): void {
    try {
      options.navigate(url);
    } catch {
      phase = 'waiting';
      init();
      track('WEBERROR', { errMessage: 'redirect to tracking failed', errCode: WEB_ERROR_CODE });
    }
  }

  function start(): () => void {
    if (phase !== 'idle' || crawler) return stop;
    const location = options.location();
    if (!trackingId && options.trackingHost && claimTrackingRedirect(options.sessionStorage, now())) {
      phase = 'redirecting';
      const url = trackingRedirectUrl(options.trackingHost, location.href, options.referrer());
      later(() => redirect(url), TRACKING_REDIRECT_DELAY_MS);
    } else {
      phase = 'waiting';
      later(init, TRACKING_INIT_DELAY_MS);
    }
    changed();
    return stop;
  }

  function stop(): void {
    for (const handle of handles) options.timers.clearTimeout(handle);
    handles.clear();
    retryHandle = undefined;
  }

  return {
    start,
    track,
    pageView: (fullPath, referer) => {
      if (pageViews > 0) bottomHit = false;
      pageViews += 1;
      track('PAGE', { fullPath, referer });
      // A bottom reached before the first page view was recorded belongs to that view.
      if (bottomWaiting) {
        bottomWaiting = false;
        track('HITBOTTOM');
      }
    },
    click: ({ id, type, text }) => track('CLICK', { id, type, text }),
    sectionView: (sections) => track('SECTIONVIEW', { sections: [...sections].sort() }),
    hitBottom: () => {
      if (bottomHit) return;
      bottomHit = true;
      if (pageViews === 0) bottomWaiting = true;
      else track('HITBOTTOM');
    },
    focusIn: () => track('FOCUSIN'),
    focusOut: () => track('FOCUSOUT'),
    performance: ({ ttfb, pageLoad }) => track('PERFORMANCE', { ttfb, pageLoad }),
    webError: (errMessage, errCode = WEB_ERROR_CODE, errors) =>
      track('WEBERROR', { errMessage, errCode, ...(errors === undefined ? {} : { errors }) }),
    touch: () => {
      if (!crawler) session.touch();
    },
    claimSessionFlag: (flag) => {
      if (crawler || phase === 'redirecting') return false;
      if (session.state().sent[flag]) return false;
      session.markSent(flag);
      return true;
    },
    flush,
    flushOnExit: () => {
      if (crawler) return;
      for (const entry of queue.entries()) {
        const key = beatKey(entry.event);
        if (inFlight.has(key)) continue;
        const sent = sendBeatOnExit(options.fetch, options.sendBeacon, options.endpoint, entry.event);
        if (sent.via === 'beacon') queue.remove(entry.event);
        if (sent.response) {
          inFlight.add(key);
          void sent.response.then((result) => {
            inFlight.delete(key);
            if (result.ok) queue.remove(entry.event);
            changed();
          });
        }
      }
      changed();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}
