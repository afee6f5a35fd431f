import { DEVICE_IDENTIFIED_EVENT } from '@shop/contracts/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, memoryCookies, memoryStorage } from '../test/fakes';
import { decodeBeat } from './beatCodec';
import {
  DEVICE_HASH_KEYS,
  type DeviceIdentity,
  type FingerprintLoader,
  identifyDevice,
  readDeviceHashes,
} from './deviceIdentity';
import { createTracker } from './tracker';
import type { TrackingEvent } from './trackingEvent';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

function fingerprintOf(visitorId: string, score = 0.9): FingerprintLoader & { loads: unknown[] } {
  const loads: unknown[] = [];
  return {
    loads,
    load: async (options) => {
      loads.push(options);
      return { get: async () => ({ visitorId, confidence: { score } }) };
    },
  };
}

function brokenFingerprint(): FingerprintLoader {
  return {
    load: async () => {
      throw new Error('canvas blocked');
    },
  };
}

function setup({
  storage = memoryStorage(),
  deviceAnswers = [200],
}: {
  storage?: ReturnType<typeof memoryStorage>;
  deviceAnswers?: Array<number | Error>;
} = {}) {
  const fetch = fakeFetch();
  const deviceFetch = fakeFetch(deviceAnswers);
  const tracker = createTracker({
    site: 'sk',
    endpoint: '/api/beat',
    fetch,
    storage,
    sessionStorage: memoryStorage(),
    cookies: memoryCookies({ nmtid: 'N1' }),
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (h) => clearTimeout(h as never),
    },
    navigate: () => {},
    location: () => ({ href: 'https://www.nordlys.sk/', pathname: '/', search: '' }),
    referrer: () => '',
    userAgent: () => CHROME,
  });
  const beats = (action: string) =>
    fetch.requests
      .map((request) => decodeBeat(String(request.init.body)) as TrackingEvent)
      .filter((beat) => beat.action === action);
  const identify = (loader: FingerprintLoader, events?: EventTarget) =>
    identifyDevice({
      tracker,
      storage,
      fetch: deviceFetch,
      endpoint: '/api/device',
      loadFingerprint: async () => loader,
      deviceData: () => ({ language: 'sk' }),
      random: () => 0.5,
      ...(events ? { events } : {}),
    });
  return { tracker, storage, deviceFetch, beats, identify };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_700_000_000_000);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('identifyDevice', () => {
  it('fingerprints without monitoring, calls the device endpoint and sends HASH and INTRODUCTION', async () => {
    const { tracker, deviceFetch, beats, identify, storage } = setup();
    tracker.start();
    const loader = fingerprintOf('f'.repeat(32));
    const identity = await identify(loader);
    await vi.advanceTimersByTimeAsync(200);

    expect(loader.loads).toEqual([{ monitoring: false }]);
    expect(deviceFetch.requests).toEqual([
      { url: '/api/device', init: { method: 'POST', credentials: 'include' } },
    ]);
    expect(identity).toMatchObject({
      visitorId: 'f'.repeat(32),
      confidence: 0.9,
      fallback: false,
      introduced: true,
    });
    const record = { hash: 'f'.repeat(32), time: 1_700_000_000_000 };
    expect(readDeviceHashes(storage)).toEqual({ permanent: record, current: record, latest: record });
    expect(beats('HASH').map((beat) => beat.data)).toEqual([
      { currentHash: 'f'.repeat(32), permaHash: 'f'.repeat(32), path: '/' },
    ]);
    expect(beats('INTRODUCTION').map((beat) => beat.data)).toEqual([
      { language: 'sk', visitorId: 'f'.repeat(32), confidence: 0.9, fallback: false, path: '/' },
    ]);
    expect(beats('WEBERROR')).toEqual([]);
  });

  it.each([
    ['a fingerprint', fingerprintOf('f'.repeat(32))],
    ['a fallback id', brokenFingerprint()],
  ])('announces the stored records once they are written, with %s', async (_, loader) => {
    const { tracker, identify, storage } = setup();
    tracker.start();
    const events = new EventTarget();
    const announced: Array<{ detail: DeviceIdentity; stored: ReturnType<typeof readDeviceHashes> }> = [];
    events.addEventListener(DEVICE_IDENTIFIED_EVENT, (event) =>
      announced.push({
        detail: (event as CustomEvent<DeviceIdentity>).detail,
        stored: readDeviceHashes(storage),
      }),
    );
    const identity = await identify(loader, events);
    expect(announced).toEqual([{ detail: identity, stored: identity.hashes }]);
    expect(identity.hashes.latest?.hash).toBe(identity.visitorId);
  });

  it('uses a random id with confidence 0.3 and reports fingerprint-failed', async () => {
    const { tracker, beats, identify, storage } = setup();
    tracker.start();
    const identity = await identify(brokenFingerprint());
    await vi.advanceTimersByTimeAsync(200);

    expect(identity).toMatchObject({ visitorId: '8'.repeat(32), confidence: 0.3, fallback: true });
    expect(beats('WEBERROR').map((beat) => beat.data)).toEqual([
      {
        errMessage: 'device tracking failed',
        errCode: 999,
        errors: { reason: 'fingerprint-failed', message: 'canvas blocked' },
        path: '/',
      },
    ]);
    expect(readDeviceHashes(storage).permanent).toBeUndefined();
    expect(readDeviceHashes(storage).current?.hash).toBe('8'.repeat(32));
    expect(beats('HASH')[0]?.data).toMatchObject({ currentHash: '8'.repeat(32), permaHash: '8'.repeat(32) });
    expect(beats('INTRODUCTION')[0]?.data).toMatchObject({ confidence: 0.3, fallback: true });
  });

  it.each([[503], [new Error('offline')]])(
    'falls back and reports set-id-failed when the device call fails (%s)',
    async (answer) => {
      const { tracker, beats, identify } = setup({ deviceAnswers: [answer] });
      tracker.start();
      const identity = await identify(fingerprintOf('a'.repeat(32)));
      await vi.advanceTimersByTimeAsync(200);

      expect(identity).toMatchObject({ confidence: 0.3, fallback: true });
      expect(identity.visitorId).not.toBe('a'.repeat(32));
      expect(beats('WEBERROR').map((beat) => (beat.data.errors as { reason: string }).reason)).toEqual([
        'set-id-failed',
      ]);
    },
  );

  it('makes the device call and introduction once per session, updating only latest meanwhile', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    first.tracker.start();
    await first.identify(fingerprintOf('1'.repeat(32)));
    await vi.advanceTimersByTimeAsync(200);

    vi.advanceTimersByTime(60_000);
    const second = setup({ storage });
    second.tracker.start();
    const again = await second.identify(fingerprintOf('2'.repeat(32)));
    await vi.advanceTimersByTimeAsync(200);

    expect(again.introduced).toBe(false);
    expect(second.deviceFetch.requests).toEqual([]);
    expect(second.beats('HASH')).toEqual([]);
    expect(second.beats('INTRODUCTION')).toEqual([]);
    expect(readDeviceHashes(storage)).toEqual({
      permanent: { hash: '1'.repeat(32), time: 1_700_000_000_000 },
      current: { hash: '1'.repeat(32), time: 1_700_000_000_000 },
      latest: { hash: '2'.repeat(32), time: 1_700_000_060_200 },
    });

    vi.advanceTimersByTime(31 * 60_000);
    const third = setup({ storage });
    third.tracker.start();
    await third.identify(fingerprintOf('3'.repeat(32)));
    await vi.advanceTimersByTimeAsync(200);
    expect(third.deviceFetch.requests).toHaveLength(1);
    expect(third.beats('HASH').map((beat) => beat.data)).toEqual([
      { currentHash: '3'.repeat(32), permaHash: '1'.repeat(32), path: '/' },
    ]);
    expect(JSON.parse(storage.getItem(DEVICE_HASH_KEYS.permanent) ?? '')).toEqual({
      hash: '1'.repeat(32),
      time: 1_700_000_000_000,
    });
  });

  it('does nothing session-bound for a crawler', async () => {
    const storage = memoryStorage();
    const crawlerTracker = createTracker({
      site: 'sk',
      endpoint: '/api/beat',
      fetch: fakeFetch(),
      storage,
      sessionStorage: memoryStorage(),
      cookies: memoryCookies(),
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (h) => clearTimeout(h as never),
      },
      navigate: () => {},
      location: () => ({ href: 'https://www.nordlys.sk/', pathname: '/', search: '' }),
      referrer: () => '',
      userAgent: () => 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    const deviceFetch = fakeFetch();
    const identity = await identifyDevice({
      tracker: crawlerTracker,
      storage,
      fetch: deviceFetch,
      endpoint: '/api/device',
      loadFingerprint: async () => fingerprintOf('c'.repeat(32)),
    });
    expect(identity.introduced).toBe(false);
    expect(deviceFetch.requests).toEqual([]);
  });
});
