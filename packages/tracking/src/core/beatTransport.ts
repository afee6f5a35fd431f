import { encodeBeat } from './beatCodec';
import type { FetchLike, SendBeacon } from './ports';
import type { TrackingEvent } from './trackingEvent';

export type BeatResult =
  | { ok: true; status: number }
  | { ok: false; status: number | 'unknown'; message: string };

/** Plain text keeps the request "simple" for CORS, so no preflight precedes a beat. */
const BEAT_HEADERS = { 'Content-Type': 'text/plain;charset=UTF-8' };

export async function postBeat(
  fetch: FetchLike,
  endpoint: string,
  event: TrackingEvent,
): Promise<BeatResult> {
  try {
    return await requestBeat(fetch, endpoint, event);
  } catch (error) {
    return failure(error);
  }
}

/**
 * Hands a beat to the browser while the page goes away: a keepalive fetch first, and
 * `sendBeacon` when fetch throws at once (keepalive quota) or is missing. Returns false when
 * neither accepted it, so the beat stays queued for the next visit.
 */
export function sendBeatOnExit(
  fetch: FetchLike | undefined,
  sendBeacon: SendBeacon | undefined,
  endpoint: string,
  event: TrackingEvent,
): { accepted: boolean; via?: 'fetch' | 'beacon'; response?: Promise<BeatResult> } {
  if (fetch) {
    try {
      return { accepted: true, via: 'fetch', response: requestBeat(fetch, endpoint, event) };
    } catch {
      // Synchronous failure: the beacon below is the remaining way out.
    }
  }
  if (sendBeacon?.(endpoint, encodeBeat(event))) return { accepted: true, via: 'beacon' };
  return { accepted: false };
}

function failure(error: unknown): BeatResult {
  return { ok: false, status: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** Starts the request; a synchronous throw of `fetch` reaches the caller, a rejection does not. */
function requestBeat(fetch: FetchLike, endpoint: string, event: TrackingEvent): Promise<BeatResult> {
  const request = fetch(endpoint, {
    method: 'POST',
    body: encodeBeat(event),
    headers: BEAT_HEADERS,
    keepalive: true,
    credentials: 'include',
  });
  return request.then(
    (response): BeatResult =>
      response.ok
        ? { ok: true, status: response.status }
        : { ok: false, status: response.status, message: `Beat rejected with status ${response.status}` },
    failure,
  );
}

/** The client error log, posted when a beat fails. */
export interface ClientErrorLog {
  site: string;
  status: number | 'unknown';
  message: string;
  url: string;
  userAgent: string;
  clientTime: number;
}

/** Posts the log; a failure here is dropped, since there is nowhere left to report it. */
export async function postClientError(
  fetch: FetchLike,
  endpoint: string,
  log: ClientErrorLog,
): Promise<void> {
  try {
    await fetch(endpoint, {
      method: 'POST',
      body: JSON.stringify(log),
      headers: { 'Content-Type': 'application/json' },
      keepalive: true,
      credentials: 'include',
    });
  } catch {
    // The error log is best effort by design.
  }
}
