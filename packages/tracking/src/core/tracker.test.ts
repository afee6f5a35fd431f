import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryCookies, memoryStorage } from '../test/fakes';
import { decodeBeat } from './beatCodec';
import { createTracker, type TrackerOptions } from './tracker';
import type { TrackingEvent } from './trackingEvent';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function setup(overrides: Partial<TrackerOptions> & { href?: string; answers?: Array<number | Error> } = {}) {
  const { href = 'https://www.nordlys.sk/?utm_source=google&gclid=G', answers = [], ...rest } = overrides;
  const url = new URL(href);
  const fetch = fakeFetch(answers);
  const navigate = vi.fn();
  const options: TrackerOptions = {
    site: 'sk',
    endpoint: '/api/beat',
    trackingHost: 'https://t.nordlys.sk/track',
    abTest: { testId: 5, bundleId: 19, running: true, variantAmount: 2 },
    fetch,
    storage: memoryStorage(),
    sessionStorage: memoryStorage(),
    cookies: memoryCookies({ nmtid: 'N1' }),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    navigate,
    location: () => ({ href: url.href, pathname: url.pathname, search: url.search }),
    referrer: () => 'https://www.google.com/',
    userAgent: () => CHROME,
    now: () => Date.now(),
    random: () => 0.7,
    ...rest,
  };
  const tracker = createTracker(options);
  const beats = () =>
    fetch.requests
      .filter((request) => request.url === '/api/beat')
      .map((request) => decodeBeat(String(request.init.body)) as TrackingEvent);
  return { tracker, fetch, navigate, options, beats };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createTracker', () => {
  it('waits 200 ms, then sends experiment, landing, id and loaded once per session', async () => {
    const { tracker, beats, options } = setup();
    tracker.start();
    await vi.advanceTimersByTimeAsync(199);
    expect(beats()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beats().map((beat) => beat.action)).toEqual(['EXPERIMENT', 'LANDING', 'NMT_ID', 'LOADED']);
    expect(beats()[0]).toMatchObject({
      data: { experimentId: 5, groupId: 19, variantId: 'b', name: 'abTest_5_b', path: '/' },
      site: 'sk',
      clientTime: 1_700_000_000_200,
      sequence: 1,
    });
    expect(beats()[1]?.data).toMatchObject({ data: { utm_source: 'google' }, gclid: 'G', source: 'google' });
    expect(options.cookies.get('abTest_5')).toBe('b');
    expect(options.cookies.get('utm_params')).toBe('{"utm_source":"google"}');

    const again = setup({ storage: options.storage, cookies: options.cookies });
    again.tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(again.beats()).toEqual([]);
  });

  it('sends the once-per-session events again in a new session', async () => {
    const first = setup();
    first.tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    vi.advanceTimersByTime(30 * 60_000);
    const next = setup({ storage: first.options.storage, cookies: first.options.cookies });
    next.tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(next.beats().map((beat) => beat.action)).toEqual(['EXPERIMENT', 'LANDING', 'NMT_ID', 'LOADED']);
    expect(next.beats()[0]?.sessionId).not.toBe(first.beats()[0]?.sessionId);
  });

  it('holds early events until init and adds the page path to every beat', async () => {
    const { tracker, beats } = setup({ href: 'https://www.nordlys.sk/rocnek2' });
    tracker.start();
    tracker.pageView('/rocnek2', '');
    tracker.click({ id: 'order', type: 'button', text: 'Objednať' });
    await vi.advanceTimersByTimeAsync(200);
    const sent = beats();
    expect(sent.map((beat) => beat.action)).toEqual(['EXPERIMENT', 'NMT_ID', 'LOADED', 'PAGE', 'CLICK']);
    expect(sent[3]?.data).toEqual({ fullPath: '/rocnek2', referer: '', path: '/rocnek2' });
    expect(sent.map((beat) => beat.sequence)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sends hit-bottom once per page view, after its page beat, and sorts visible sections', async () => {
    const { tracker, beats } = setup();
    tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    // Reached before the first page view is recorded (a short page): it waits for that view.
    tracker.hitBottom();
    tracker.hitBottom();
    tracker.sectionView(['reviews', 'hero', 'faq']);
    tracker.pageView('/recenzie', '');
    tracker.hitBottom();
    tracker.pageView('/blog', '/recenzie');
    tracker.hitBottom();
    tracker.hitBottom();
    tracker.performance({ ttfb: 80, pageLoad: 900 });
    tracker.focusOut();
    tracker.focusIn();
    await vi.advanceTimersByTimeAsync(0);
    const later = beats().slice(4);
    expect(later.map((beat) => beat.action)).toEqual([
      'SECTIONVIEW',
      'PAGE',
      'HITBOTTOM',
      'PAGE',
      'HITBOTTOM',
      'PERFORMANCE',
      'FOCUSOUT',
      'FOCUSIN',
    ]);
    expect(later[0]?.data.sections).toEqual(['faq', 'hero', 'reviews']);
    expect(later[5]?.data).toMatchObject({ ttfb: 80, pageLoad: 900 });
  });

  it('redirects to the tracking host after 100 ms when no tracking id exists, once per tab', async () => {
    const { tracker, navigate, beats, options } = setup({ cookies: memoryCookies() });
    tracker.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(navigate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const target = new URL(String(navigate.mock.calls[0]?.[0]));
    expect(target.searchParams.get('url')).toBe('https://www.nordlys.sk/?utm_source=google&gclid=G');
    expect(target.searchParams.get('referrer_url')).toBe('https://www.google.com/');
    expect(target.searchParams.get('utm_source')).toBe('google');
    await vi.advanceTimersByTimeAsync(500);
    expect(beats()).toEqual([]);

    const back = setup({ cookies: memoryCookies(), sessionStorage: options.sessionStorage });
    back.tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(back.navigate).not.toHaveBeenCalled();
    expect(back.beats().map((beat) => beat.action)).toContain('LOADED');
  });

  it('never tracks or redirects a crawler', async () => {
    const { tracker, navigate, fetch } = setup({
      cookies: memoryCookies(),
      userAgent: () => 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    tracker.start();
    tracker.pageView('/', '');
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigate).not.toHaveBeenCalled();
    expect(fetch.requests).toEqual([]);
    expect(tracker.getSnapshot()).toMatchObject({ crawler: true, phase: 'idle' });
  });

  it('logs a failed beat, retries it with backoff and reports the delivery counters', async () => {
    const {
      tracker: t2,
      beats: b2,
      fetch: failingOnce,
    } = setup({
      href: 'https://www.nordlys.sk/',
      abTest: undefined,
      answers: [500, 200],
    });
    t2.start();
    await vi.advanceTimersByTimeAsync(200);
    const errorLog = failingOnce.requests.find((request) => request.url === '/api/client-errors');
    expect(JSON.parse(String(errorLog?.init.body))).toMatchObject({
      site: 'sk',
      status: 500,
      url: 'https://www.nordlys.sk/',
      userAgent: CHROME,
    });
    expect(t2.getSnapshot().queued).toBe(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(t2.getSnapshot().queued).toBe(0);
    t2.focusIn();
    await vi.advanceTimersByTimeAsync(0);
    const sent = b2();
    expect(sent.map((beat) => [beat.action, beat.sequence])).toEqual([
      ['NMT_ID', 1],
      ['LOADED', 2],
      ['NMT_ID', 1],
      ['FOCUSIN', 3],
    ]);
    // Counters are deltas since the previous beat was built: summed, nothing goes uncounted.
    expect(sent[1]?.delivery).toEqual({ queued: 0, sent: 1, acknowledged: 0, dropped: {} });
    expect(sent[3]?.delivery).toEqual({ queued: 1, sent: 2, acknowledged: 2, dropped: {} });
  });

  it("logs a network failure with status 'unknown' and queues beats while offline", async () => {
    let online = false;
    const { tracker, options, fetch } = setup({
      abTest: undefined,
      answers: [new TypeError('Failed to fetch')],
      isOnline: () => online,
    });
    tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(fetch.requests).toEqual([]);
    expect(JSON.parse(options.storage.getItem('trackingQueue') ?? '[]')).toHaveLength(3);
    online = true;
    await tracker.flush();
    const log = fetch.requests.find((request) => request.url === '/api/client-errors');
    expect(JSON.parse(String(log?.init.body))).toMatchObject({
      status: 'unknown',
      message: 'Failed to fetch',
    });
    expect(tracker.getSnapshot().queued).toBe(1);
  });

  it('hands queued beats over on pagehide, through sendBeacon when fetch throws', async () => {
    let online = false;
    const beacon = vi.fn(() => true);
    const { tracker } = setup({
      abTest: undefined,
      isOnline: () => online,
      sendBeacon: beacon,
      fetch: () => {
        throw new TypeError('keepalive quota');
      },
    });
    tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    online = true;
    tracker.flushOnExit();
    expect(beacon).toHaveBeenCalledTimes(3);
    expect(tracker.getSnapshot().queued).toBe(0);
  });

  it('resolves the A/B variant at creation and notifies subscribers', async () => {
    const { tracker } = setup({ href: 'https://www.nordlys.sk/?variant=a' });
    expect(tracker.getSnapshot().variant).toEqual({ variant: 'a', source: 'query' });
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.start();
    await vi.advanceTimersByTimeAsync(200);
    expect(listener).toHaveBeenCalled();
    expect(tracker.getSnapshot()).toMatchObject({ phase: 'running', trackingId: 'N1' });
    expect(tracker.getSnapshot().sessionId).toMatch(/^1700000000\d{3}[a-z]{8}$/);
  });
});
