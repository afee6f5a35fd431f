/**
 * localStorage key of the consent beats (SPEC §7: consent with setting and source, delete with
 * source) waiting for the tracker. The consent code and the tracker load as separate chunks, each
 * when the page needs it, so a choice is often made before the tracker runs; it waits here,
 * across pages too, until the tracker sends it.
 */
export const CONSENT_BEATS_KEY = 'consentBeats';

/** A visitor who is never tracked (storage kept, tracker never runs) keeps only the latest ones. */
const MAX_WAITING = 20;

export type ConsentBeat =
  | { action: 'CONSENT'; data: { setting: Record<string, boolean>; source: string } }
  | { action: 'DELETE'; data: { source: string } };

export type ConsentBeatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isConsentBeat(value: unknown): value is ConsentBeat {
  if (!isObject(value) || !isObject(value.data) || typeof value.data.source !== 'string') return false;
  return value.action === 'DELETE' || (value.action === 'CONSENT' && isObject(value.data.setting));
}

function readWaiting(storage: ConsentBeatStorage): ConsentBeat[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(CONSENT_BEATS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter(isConsentBeat) : [];
  } catch {
    return [];
  }
}

/** Adds a beat for the tracker to send. */
export function queueConsentBeat(storage: ConsentBeatStorage, beat: ConsentBeat): void {
  try {
    storage.setItem(CONSENT_BEATS_KEY, JSON.stringify([...readWaiting(storage), beat].slice(-MAX_WAITING)));
  } catch {
    // Storage refused: the choice itself still counts, only its beat is lost.
  }
}

/** The waiting beats, oldest first, removed from storage. */
export function takeConsentBeats(storage: ConsentBeatStorage): ConsentBeat[] {
  const beats = readWaiting(storage);
  try {
    storage.removeItem(CONSENT_BEATS_KEY);
  } catch {
    // Nothing to remove where nothing could be stored.
  }
  return beats;
}
