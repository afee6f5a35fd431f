import { CONSENT_STORAGE_KEY, type CookieProvider } from '@shop/consent';
import { documentCookieJar, memoryStorage } from '@shop/contracts/browser';
import type { TrackerSnapshot } from '@shop/tracking';
import { describe, expect, it } from 'vitest';
import {
  createSiteConsentStore,
  type FetchLike,
  PROVIDERS_CACHE_KEY,
  startSiteConsent,
} from '../consent/siteConsent';
import { bindConsentBeats } from './consentBeatSender';
import { sendConsentBeats } from './sendConsentBeats';

const providers: CookieProvider[] = [
  {
    companyName: 'Acme',
    personalUrl: 'https://example.org',
    scripts: (
      [
        ['technical', 'technical'],
        ['ga', 'statistical'],
      ] as const
    ).map(([slug, category]) => ({
      name: slug,
      slug,
      category,
      active: false,
      showingCookies: true,
      cookies: [{ name: `_${slug}`, description: 'd', type: 'HTTP', category, expiration: '1 rok' }],
    })),
  },
];

/** A tracker that records what it is asked to send; `run()` ends its start delay. */
function fakeTracker(phase: TrackerSnapshot['phase'] = 'running') {
  const sent: Array<{ action: string; data: unknown }> = [];
  const listeners = new Set<() => void>();
  let snapshot = { phase } as TrackerSnapshot;
  return {
    sent,
    tracker: {
      track: (action: string, data?: Record<string, unknown>) => void sent.push({ action, data }),
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      getSnapshot: () => snapshot,
    },
    run() {
      snapshot = { ...snapshot, phase: 'running' };
      for (const listener of listeners) listener();
    },
  };
}

/**
 * A page with the site's consent store started, as the consent bar's code starts it; `tracking`
 * runs first when the tracker's code was there before the consent code.
 */
function consentPage(
  initial: Record<string, string> = {},
  tracking?: (page: { events: EventTarget; storage: ReturnType<typeof memoryStorage> }) => void,
) {
  const storage = memoryStorage({ [PROVIDERS_CACHE_KEY]: JSON.stringify(providers), ...initial });
  const events = new EventTarget();
  tracking?.({ events, storage });
  const fetch: FetchLike = async () => new Response(JSON.stringify({ id: 'proof' }), { status: 201 });
  const store = createSiteConsentStore({
    storage,
    cookies: documentCookieJar({ cookie: '' }),
    events,
    gpc: false,
    textVersion: 'v1',
  });
  startSiteConsent(store, { fetch, storage, events });
  return { storage, events, store };
}

const microtasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('CONSENT and DELETE beats (SPEC §7)', () => {
  it.each([
    ['after the consent code', false],
    ['before the consent code', true],
  ])('sends CONSENT with the setting and source of each save, tracking started %s', async (_, first) => {
    const { tracker, sent } = fakeTracker();
    const bind = ({ events, storage }: { events: EventTarget; storage: ReturnType<typeof memoryStorage> }) =>
      bindConsentBeats({ events, storage, tracker });
    const { storage, events, store } = consentPage({}, first ? bind : undefined);
    if (!first) bind({ events, storage });
    store.acceptAll();
    store.acceptSelected({});
    await microtasks();
    expect(sent).toEqual([
      { action: 'CONSENT', data: { setting: { technical: true, ga: true }, source: 'accept-all' } },
      { action: 'CONSENT', data: { setting: { technical: true, ga: false }, source: 'accept-selected' } },
    ]);
  });

  it('sends CONSENT and DELETE with source deny when deny wipes the cookies', async () => {
    const { storage, events, store } = consentPage();
    const { tracker, sent } = fakeTracker();
    bindConsentBeats({ events, storage, tracker });
    store.deny();
    await microtasks();
    expect(sent).toEqual([
      { action: 'CONSENT', data: { setting: {}, source: 'deny' } },
      { action: 'DELETE', data: { source: 'deny' } },
    ]);
  });

  it('sends nothing for a choice stored on an earlier visit', async () => {
    const record = { setting: { technical: true, ga: true }, savedAt: 1, ids: [] };
    const { storage, events } = consentPage({ [CONSENT_STORAGE_KEY]: JSON.stringify(record) });
    const { tracker, sent } = fakeTracker();
    bindConsentBeats({ events, storage, tracker });
    await microtasks();
    expect(sent).toEqual([]);
  });

  it('sends a choice made before tracking started once the tracker runs, and only once', async () => {
    const { storage, events, store } = consentPage();
    store.acceptAll();
    const { tracker, sent, run } = fakeTracker('waiting');
    bindConsentBeats({ events, storage, tracker });
    await microtasks();
    expect(sent).toEqual([]);
    run();
    run();
    expect(sent).toEqual([
      { action: 'CONSENT', data: { setting: { technical: true, ga: true }, source: 'accept-all' } },
    ]);
  });

  it('keeps the beats for the next page while the tracker redirects to the tracking host', async () => {
    const { storage, events, store } = consentPage();
    const redirecting = fakeTracker('redirecting');
    bindConsentBeats({ events, storage, tracker: redirecting.tracker });
    store.deny();
    await microtasks();
    expect(redirecting.sent).toEqual([]);

    const nextPage = fakeTracker();
    bindConsentBeats({ events: new EventTarget(), storage, tracker: nextPage.tracker });
    expect(nextPage.sent.map((beat) => beat.action)).toEqual(['CONSENT', 'DELETE']);
  });

  it('stops sending when stopped', async () => {
    const { storage, events, store } = consentPage();
    const { tracker, sent } = fakeTracker();
    bindConsentBeats({ events, storage, tracker })();
    store.acceptAll();
    await microtasks();
    expect(sent).toEqual([]);
  });
});

describe('sendConsentBeats, in the tracking runtime', () => {
  const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const sender = () => {
    const loads: number[] = [];
    const loadSender = async () => {
      loads.push(1);
      return import('./consentBeatSender');
    };
    return { loads, loadSender };
  };

  it('downloads no sender on a visit without a choice', async () => {
    const { storage, events } = consentPage();
    const { tracker, sent } = fakeTracker();
    const { loads, loadSender } = sender();
    sendConsentBeats({ events, storage, tracker, loadSender });
    await flush();
    expect(loads).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('loads the sender at the first choice and sends its beats', async () => {
    const { storage, events, store } = consentPage();
    const { tracker, sent } = fakeTracker();
    const { loads, loadSender } = sender();
    sendConsentBeats({ events, storage, tracker, loadSender });
    store.deny();
    await flush();
    expect(loads).toEqual([1]);
    expect(sent.map((beat) => beat.action)).toEqual(['CONSENT', 'DELETE']);
    store.acceptAll();
    await flush();
    expect(loads).toEqual([1]);
    expect(sent.map((beat) => beat.action)).toEqual(['CONSENT', 'DELETE', 'CONSENT']);
  });

  it('loads it at once for beats left on an earlier page', async () => {
    const earlier = consentPage();
    earlier.store.acceptAll();
    const { tracker, sent } = fakeTracker();
    const { loads, loadSender } = sender();
    sendConsentBeats({ events: new EventTarget(), storage: earlier.storage, tracker, loadSender });
    await flush();
    expect(loads).toEqual([1]);
    expect(sent.map((beat) => beat.action)).toEqual(['CONSENT']);
  });
});
