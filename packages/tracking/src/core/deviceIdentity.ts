import type { KeyValueStorage } from '@shop/contracts/browser';
import { DEVICE_IDENTIFIED_EVENT } from '@shop/contracts/browser';
import { WEB_ERROR_CODE } from './constants';
import type { FetchLike } from './ports';
import { isRecord, readJson } from './storedJson';
import type { Tracker } from './tracker';

/** localStorage keys of the three device identity records (each a hash and a time). */
export const DEVICE_HASH_KEYS = {
  permanent: 'devicePermanentHash',
  current: 'deviceCurrentHash',
  latest: 'deviceLatestHash',
} as const;

/** The confidence given to a random id used when fingerprinting or the device call fails. */
export const FALLBACK_CONFIDENCE = 0.3;

export type DeviceFailureReason = 'fingerprint-failed' | 'set-id-failed';

export interface DeviceHash {
  hash: string;
  time: number;
}

export interface DeviceHashes {
  permanent: DeviceHash | undefined;
  current: DeviceHash | undefined;
  latest: DeviceHash | undefined;
}

/** The part of the fingerprint library this module uses, so tests can inject a stand-in. */
export interface FingerprintLoader {
  load(options: { monitoring: boolean }): Promise<{
    get(): Promise<{ visitorId: string; confidence: { score: number } }>;
  }>;
}

export interface DeviceIdentityOptions {
  tracker: Pick<Tracker, 'track' | 'webError' | 'claimSessionFlag'>;
  storage: KeyValueStorage;
  fetch: FetchLike;
  /** The device-tracking endpoint of your own API. */
  endpoint: string;
  /** Extra device data for the INTRODUCTION event (screen, language, ...). */
  deviceData?: () => Record<string, unknown>;
  /** Receives `DEVICE_IDENTIFIED_EVENT` after each run (`window`). */
  events?: Pick<EventTarget, 'dispatchEvent'>;
  /** Defaults to a dynamic import, so the library only downloads when identification runs. */
  loadFingerprint?: () => Promise<FingerprintLoader>;
  now?: () => number;
  random?: () => number;
}

export interface DeviceIdentity {
  visitorId: string;
  confidence: number;
  /** True when the random fallback id replaced the fingerprint. */
  fallback: boolean;
  /** True when this run was the first of the session (device call, HASH and INTRODUCTION). */
  introduced: boolean;
  hashes: DeviceHashes;
}

function readHash(storage: KeyValueStorage, key: string): DeviceHash | undefined {
  const value = readJson(storage, key);
  if (!isRecord(value) || typeof value.hash !== 'string' || typeof value.time !== 'number') return undefined;
  return { hash: value.hash, time: value.time };
}

/** The stored records, e.g. for the consent record's three device ids. */
export function readDeviceHashes(storage: KeyValueStorage): DeviceHashes {
  return {
    permanent: readHash(storage, DEVICE_HASH_KEYS.permanent),
    current: readHash(storage, DEVICE_HASH_KEYS.current),
    latest: readHash(storage, DEVICE_HASH_KEYS.latest),
  };
}

/** 32 hex digits, the shape of a fingerprint visitor id. */
export function randomVisitorId(random: () => number): string {
  let id = '';
  for (let index = 0; index < 32; index += 1) id += Math.floor(random() * 16).toString(16);
  return id;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function fingerprint(
  loadFingerprint: () => Promise<FingerprintLoader>,
): Promise<{ visitorId: string; confidence: number }> {
  const library = await loadFingerprint();
  // Monitoring would call a third-party host on a share of loads; the shop never wants that.
  const agent = await library.load({ monitoring: false });
  const result = await agent.get();
  return { visitorId: result.visitorId, confidence: result.confidence.score };
}

async function callDevice(fetch: FetchLike, endpoint: string): Promise<void> {
  const response = await fetch(endpoint, { method: 'POST', credentials: 'include' });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

const importFingerprint = (): Promise<FingerprintLoader> => import('@fingerprintjs/fingerprintjs');

/**
 * Fingerprints the browser and keeps the three hash records: `latest` on every run, `permanent`
 * once, `current` once per session. The first run of a session also makes the device call and
 * sends HASH and INTRODUCTION. Failures are reported (code 999) and replaced by a random id.
 * Announces the result with `DEVICE_IDENTIFIED_EVENT` on `events`.
 */
export async function identifyDevice(options: DeviceIdentityOptions): Promise<DeviceIdentity> {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { storage, tracker } = options;
  const failures: Array<{ reason: DeviceFailureReason; message: string }> = [];

  let identity: { visitorId: string; confidence: number } | undefined;
  try {
    identity = await fingerprint(options.loadFingerprint ?? importFingerprint);
  } catch (error) {
    failures.push({ reason: 'fingerprint-failed', message: errorMessage(error) });
  }

  const introduced = tracker.claimSessionFlag('device');
  if (introduced) {
    try {
      await callDevice(options.fetch, options.endpoint);
    } catch (error) {
      failures.push({ reason: 'set-id-failed', message: errorMessage(error) });
    }
  }

  for (const failure of failures) {
    tracker.webError('device tracking failed', WEB_ERROR_CODE, failure);
  }
  const fallback = identity === undefined || failures.length > 0;
  const { visitorId, confidence } =
    identity === undefined || fallback
      ? { visitorId: randomVisitorId(random), confidence: FALLBACK_CONFIDENCE }
      : identity;

  const record: DeviceHash = { hash: visitorId, time: now() };
  const write = (key: string, value: DeviceHash) => storage.setItem(key, JSON.stringify(value));
  write(DEVICE_HASH_KEYS.latest, record);
  // A random fallback id would pin a meaningless permanent id; a later real fingerprint takes the slot.
  if (!fallback && !readHash(storage, DEVICE_HASH_KEYS.permanent)) write(DEVICE_HASH_KEYS.permanent, record);
  if (introduced || !readHash(storage, DEVICE_HASH_KEYS.current)) write(DEVICE_HASH_KEYS.current, record);
  const hashes = readDeviceHashes(storage);

  if (introduced) {
    const currentHash = hashes.current?.hash ?? visitorId;
    tracker.track('HASH', { currentHash, permaHash: hashes.permanent?.hash ?? currentHash });
    tracker.track('INTRODUCTION', { ...options.deviceData?.(), visitorId, confidence, fallback });
  }
  const result: DeviceIdentity = { visitorId, confidence, fallback, introduced, hashes };
  options.events?.dispatchEvent(new CustomEvent<DeviceIdentity>(DEVICE_IDENTIFIED_EVENT, { detail: result }));
  return result;
}
